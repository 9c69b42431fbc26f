import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetectResponse, StoredPhotoResponse } from '../../domain/api';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { carWrapRequests } from '../db/schema';
import { allowModelTime } from '../engine/modelTests.testutil';
import { textPicture } from '../engine/noCarPictures.testutil';
import { normalizeUpload } from '../image/normalizeUpload';
import { carPhoto, followJob, multipart, orderFields } from '../image/photoForm.testutil';
import { photoIdOf } from '../image/uploadedPhotos';
import { createTestApp, type TestApp } from '../testApp.testutil';

allowModelTime();

/** Upload once: the photo step's answer names the photo, and the wrap request names it back. */
describe('POST /api/detect keeps the photo and its paint layer; POST /api/wraps takes the photoId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local' } });
  });
  afterAll(async () => t.close());

  const PHOTO = carPhoto('orange-coupe-front34-street.jpg');
  const detect = async (data: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/detect', ...(await multipart({}, { data, name: 'My Coupe.jpg' })) });
  const postFields = async (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/wraps', ...(await multipart(fields)) });
  const silhouetteFiles = async () =>
    (await fs.readdir(path.join(t.ctx.config.filesDir, 'silhouettes')).catch(() => [] as string[])).filter((f) => f.endsWith('.png'));

  let found: DetectResponse;

  it('answers the id of the normalised photo and its paint layer: a small greyscale PNG, cached for good', async () => {
    const response = await detect(PHOTO);
    expect(response.statusCode).toBe(200);
    found = DetectResponse.parse(response.json());
    const { jpeg } = await normalizeUpload(PHOTO, 'x.jpg');
    expect(found.photoId).toBe(photoIdOf(jpeg));
    expect(await t.ctx.storage.get(`uploads/${found.photoId}.jpg`)).toEqual(jpeg);

    const layer = found.paintLayer!;
    expect(layer).toMatchObject({ maskUrl: `/files/paint-layers/${found.photoId}.png`, width: found.width, height: found.height });
    expect(layer.layout?.centreline.length).toBeGreaterThan(1);
    const served = await t.app.inject({ method: 'GET', url: layer.maskUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(served.rawPayload.length).toBeLessThan(60 * 1024);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', layer.width, layer.height, 1]);
    const { data, info } = await sharp(served.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    // The body is inside the car's box and covers a good part of it; outside the box nothing is painted.
    const { x, y, w, h } = layer.carBox;
    let inside = 0;
    let outside = 0;
    for (let py = 0; py < info.height; py++) {
      for (let px = 0; px < info.width; px++) {
        const v = data[py * info.width + px]!;
        if (px >= x && px < x + w && py >= y && py < y + h) inside += v >= 128 ? 1 : 0;
        else outside += v;
      }
    }
    expect(inside / (w * h)).toBeGreaterThan(0.2);
    expect(outside).toBe(0);
  });

  it('starts a wrap from the photoId alone: the stored photo and its stored silhouette are used', async () => {
    const silhouettes = await silhouetteFiles();
    expect(silhouettes).toHaveLength(1);
    // The name is kept as it reads: no folder, no direction override or control character.
    const fileName = 'C:\\photos\\My \u202eCoupe\u2066\u0000.jpg';
    const response = await postFields({ ...orderFields, photoId: found.photoId, fileName });
    expect(response.statusCode).toBe(202);
    const { events } = await followJob(t.app, response.json().requestId);
    expect(events.at(-1)).toMatchObject({ stage: 'done', error: null });
    const [row] = await t.ctx.db.select().from(carWrapRequests);
    expect(row!.originalFileName).toBe('My Coupe.jpg');
    expect(await t.ctx.storage.getByUrl(row!.originalImageUrl)).toEqual(await t.ctx.storage.get(`uploads/${found.photoId}.jpg`));
    // Same bytes, same key: the photo step's silhouette served the wrap; no second one was made.
    expect(await silhouetteFiles()).toEqual(silhouettes);
  });

  it('answers 400 with a sentence for an unknown or malformed photoId, and when neither photo nor id is sent', async () => {
    for (const photoId of ['0'.repeat(64), '../../etc/passwd', 'ABC']) {
      const response = await postFields({ ...orderFields, photoId });
      expect([response.statusCode, response.json().error]).toEqual([400, ERRORS.photoExpired]);
    }
    const neither = await postFields(orderFields);
    expect([neither.statusCode, neither.json().error]).toEqual([400, MESSAGES.missingInformation.description]);
  });

  it('takes four uploads of one photo at once: each is answered, and the photo is kept whole', async () => {
    const photo = carPhoto('silver-coupe-rear-road.jpg');
    const answers = await Promise.all([1, 2, 3, 4].map(() => detect(photo)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => DetectResponse.parse(a.json()).photoId));
    expect(ids.size).toBe(1);
    const { jpeg } = await normalizeUpload(photo, 'x.jpg');
    expect(await t.ctx.storage.get(`uploads/${[...ids][0]}.jpg`)).toEqual(jpeg);
    const leftovers = (await fs.readdir(path.join(t.ctx.config.filesDir, 'uploads'))).filter((f) => !f.endsWith('.jpg'));
    expect(leftovers).toEqual([]);
  });

  it('POST /api/photos keeps the photo at once, and /api/detect finds the car by its id alone', async () => {
    const photos = async (data: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/photos', ...(await multipart({}, { data, name: 'My Coupe.jpg' })) });
    const stored = await photos(PHOTO);
    expect(stored.statusCode).toBe(201);
    const { photoId } = StoredPhotoResponse.parse(stored.json());
    expect(photoId).toBe(found.photoId);
    const byId = await t.app.inject({ method: 'POST', url: '/api/detect', ...(await multipart({ photoId })) });
    expect(byId.statusCode).toBe(200);
    expect(DetectResponse.parse(byId.json())).toEqual(found);

    for (const unknown of ['0'.repeat(64), '../../etc/passwd']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/detect', ...(await multipart({ photoId: unknown })) });
      expect([response.statusCode, response.json().error]).toEqual([400, ERRORS.photoExpired]);
    }
    const before = await fs.readdir(path.join(t.ctx.config.filesDir, 'uploads'));
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const refused = await photos(tiny);
    expect([refused.statusCode, refused.json().error]).toEqual([400, ERRORS.photoTooSmall]);
    expect(await fs.readdir(path.join(t.ctx.config.filesDir, 'uploads'))).toEqual(before);
  });

  it('keeps no photo the engine refuses', async () => {
    const uploads = async () => fs.readdir(path.join(t.ctx.config.filesDir, 'uploads'));
    const before = await uploads();
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const response = await detect(tiny);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/too small/);
    expect(await uploads()).toEqual(before);
  });

  it('a picture without a car gets an id but no paint layer', async () => {
    const response = await detect(await textPicture());
    const answer = DetectResponse.parse(response.json());
    expect(answer.noCar).toBe(true);
    expect(answer.photoId).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.paintLayer).toBeUndefined();
  });
});
