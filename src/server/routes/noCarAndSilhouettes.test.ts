import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetectResponse } from '../../domain/api';
import { ERRORS } from '../../domain/messages';
import { carWrapRequests, completedWraps } from '../db/schema';
import { keepSilhouettesIn } from '../engine/index';
import { allowModelTime } from '../engine/modelTests.testutil';
import { landscapePicture, textPicture } from '../engine/noCarPictures.testutil';
import { createSilhouetteStore, silhouetteKey } from '../engine/storedSilhouettes';
import { normalizeUpload } from '../image/normalizeUpload';
import { carPhoto, followJob, multipart, orderFields, postWrap } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

allowModelTime();

describe('a picture with no car, and the silhouette kept beside the photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local' } });
  });
  afterAll(async () => t.close());

  const detect = async (data: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/detect', ...(await multipart({}, { data, name: 'photo.jpg' })) });

  it.each([
    ['a picture of text', textPicture],
    ['a landscape', landscapePicture],
  ])('the photo step is told %s holds no car', async (_name, make) => {
    const response = await detect(await make());
    expect(response.statusCode).toBe(200);
    const found = DetectResponse.parse(response.json());
    expect(found).toMatchObject({ noCar: true, outline: [] });
  });

  it('a wrap of a picture of text fails with the clear message, and nothing is rendered, stored or published', async () => {
    const response = await postWrap(t.app, orderFields, { data: (await textPicture()) as ReturnType<typeof carPhoto>, name: 'text.jpg' });
    expect(response.statusCode).toBe(202);
    const { events } = await followJob(t.app, response.json().requestId);
    expect(events.at(-1)).toMatchObject({ stage: 'failed', error: ERRORS.noCar, imageUrl: null });
    const [row] = await t.ctx.db.select().from(carWrapRequests);
    expect(row).toMatchObject({ status: 'failed', wrappedImageUrl: null });
    expect(await t.ctx.db.select().from(completedWraps)).toHaveLength(0);
  });

  it('the wrap uses the silhouette the photo step kept, not a new one', async () => {
    const photo = carPhoto('orange-coupe-front34-street.jpg');
    expect((await detect(photo)).statusCode).toBe(200);
    // The photo step's upload is normalised exactly as the wrap's will be: same bytes, same key.
    const { jpeg } = await normalizeUpload(photo, 'photo.jpg');
    const key = `silhouettes/${silhouetteKey(jpeg)}`;
    const stored = await t.ctx.storage.get(`${key}.png`);
    expect(stored, 'the silhouette is stored beside the photo').not.toBeNull();
    expect(JSON.parse((await t.ctx.storage.get(`${key}.json`))!.toString())).toMatchObject({ segmenter: 'isnet', cues: { noCar: false } });

    // Keep only the left half of the stored car, and forget this process's memory of it: the
    // right half of the car must then come out of the wrap unchanged.
    const { data, info } = await sharp(stored!).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const car = Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
    const half = info.width >> 1;
    for (let y = 0; y < info.height; y++) data.fill(0, y * info.width + half, (y + 1) * info.width);
    await t.ctx.storage.put(
      `${key}.png`,
      await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
        .png()
        .toBuffer(),
      'image/png',
    );
    keepSilhouettesIn(createSilhouetteStore(t.ctx.storage));

    const response = await postWrap(t.app, { ...orderFields, color: '#1d4ed8' }, { data: photo, name: 'car.jpg' });
    const { events } = await followJob(t.app, response.json().requestId);
    expect(events.at(-1)!.stage).toBe('done');
    const wrapped = await t.ctx.storage.getByUrl(events.at(-1)!.imageUrl!);
    const before = await sharp(jpeg).raw().toBuffer();
    // Above the watermark band, which covers the bottom of every preview.
    const rows = Math.round(info.height * 0.85);
    const after = await sharp(wrapped!).resize(info.width, info.height).removeAlpha().raw().toBuffer();
    /** Share of the car's pixels in [x0, x1) whose colour clearly changed. */
    const changed = (x0: number, x1: number) => {
      let n = 0;
      let total = 0;
      for (let y = 0; y < rows; y++) {
        for (let x = x0; x < x1; x++) {
          if (!car[y * info.width + x]) continue;
          const i = (y * info.width + x) * 3;
          total++;
          if (Math.abs(after[i]! - before[i]!) + Math.abs(after[i + 2]! - before[i + 2]!) > 60) n++;
        }
      }
      return n / Math.max(1, total);
    };
    expect(changed(0, half - 4), 'the kept left half of the car is repainted').toBeGreaterThan(0.2);
    expect(changed(half + 4, info.width), 'the right half, cut from the stored silhouette, is not').toBeLessThan(0.01);
  });
});
