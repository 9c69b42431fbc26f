import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetectResponse } from '../../domain/api';
import { ERRORS } from '../../domain/messages';
import { BRUSH_TEXT } from '../../domain/wizard/brushTexts';
import { carWrapRequests, completedWraps } from '../db/schema';
import { ownerHeader } from '../db/testData.testutil';
import { allowModelTime } from '../engine/modelTests.testutil';
import { detectedArea, followJob, multipart, orderFields, planePng, type Plane } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

allowModelTime();

/** The result's touch-up makes the same wrap again with the area the visitor chose. */
describe('POST /api/wraps/:id/area', () => {
  let t: TestApp;
  let found: DetectResponse;
  let engineArea: Plane;
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local' } });
    ({ found, engineArea } = await detectedArea(t.app, 'orange-coupe-front34-street.jpg'));
  });
  afterAll(async () => t.close());

  const png = planePng;
  // The owner token of each wrap made here, as the visitor's browser keeps it.
  const tokens = new Map<string, string>();
  const postArea = async (requestId: string, mask?: Buffer) => {
    const form = await multipart({}, undefined, mask ? { paintMask: { data: mask, name: 'paint-mask.png', type: 'image/png' } } : {});
    return t.app.inject({
      method: 'POST',
      url: `/api/wraps/${requestId}/area`,
      payload: form.payload,
      headers: { ...form.headers, ...ownerHeader(tokens.get(requestId)) },
    });
  };
  const rowOf = async (requestId: string) => (await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId)))[0]!;
  const rgb = async (url: string): Promise<Buffer> =>
    sharp((await t.ctx.storage.getByUrl(url))!)
      .removeAlpha()
      .raw()
      .toBuffer();

  async function wrapOnce(): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wraps',
      ...(await multipart({ ...orderFields, photoId: found.photoId, fileName: 'coupe.jpg' })),
    });
    expect(response.statusCode).toBe(202);
    const { requestId, ownerToken } = response.json() as { requestId: string; ownerToken: string };
    tokens.set(requestId, ownerToken);
    expect((await followJob(t.app, requestId)).events.at(-1)).toMatchObject({ stage: 'done' });
    return requestId;
  }

  it('makes the wrap again on the touched-up area, keeping the last change and the one gallery entry', async () => {
    const requestId = await wrapOnce();
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${requestId}/changes`,
      headers: ownerHeader(tokens.get(requestId)),
      payload: { instructions: 'make it blue' },
    });
    expect(change.statusCode).toBe(202);
    expect((await followJob(t.app, requestId)).events.at(-1)).toMatchObject({ stage: 'done' });

    // The visitor took the front half of the car (right of the box's middle) out of the wrap.
    const { x, w } = found.paintLayer!.carBox;
    const middle = x + Math.round(w / 2);
    const touched = Buffer.alloc(engineArea.data.length);
    for (let i = 0; i < touched.length; i++) touched[i] = engineArea.data[i]! >= 128 && i % engineArea.width < middle ? 255 : 0;
    const response = await postArea(requestId, await png({ ...engineArea, data: touched }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ requestId });
    expect((await followJob(t.app, requestId)).events.at(-1)).toMatchObject({ stage: 'done', unapplied: [] });

    const row = await rowOf(requestId);
    expect(row.changeRequests).toEqual(['make it blue', BRUSH_TEXT.areaChanged]);
    expect(row.paintMaskUrl).toBeTruthy();
    const [before, after] = await Promise.all([rgb(row.originalImageUrl), rgb(row.wrappedImageUrl!)]);
    const sums = { kept: 0, keptN: 0, out: 0, outN: 0, blue: 0, red: 0 };
    for (let p = 0; p < engineArea.data.length; p++) {
      if (engineArea.data[p]! < 250 || Math.abs((p % engineArea.width) - middle) < 6) continue;
      let d = 0;
      for (let c = 0; c < 3; c++) d += Math.abs(after[p * 3 + c]! - before[p * 3 + c]!);
      if (touched[p]) {
        sums.kept += d;
        sums.keptN++;
        sums.red += after[p * 3]!;
        sums.blue += after[p * 3 + 2]!;
      } else {
        sums.out += d;
        sums.outN++;
      }
    }
    expect(sums.out / sums.outN, 'the part taken out keeps its colour').toBeLessThan(6);
    expect(sums.kept / sums.keptN, 'the rest is wrapped').toBeGreaterThan(60);
    expect(sums.blue, 'in the blue of the last change, not the red of the first order').toBeGreaterThan(sums.red);
    expect(await t.ctx.db.select().from(completedWraps).where(eq(completedWraps.carWrapRequestId, requestId))).toHaveLength(1);
  });

  it('answers 400 without a usable area and 404 for an unknown wrap, starting nothing', async () => {
    const requestId = await wrapOnce();
    const updatedAt = (await rowOf(requestId)).updatedAt;
    const none = await postArea(requestId);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: BRUSH_TEXT.noArea });
    const wrongSize = await postArea(
      requestId,
      await png({
        data: Buffer.alloc((engineArea.width - 1) * engineArea.height, 255),
        width: engineArea.width - 1,
        height: engineArea.height,
      }),
    );
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json()).toMatchObject({ error: ERRORS.paintMaskWrongSize });
    expect((await rowOf(requestId)).updatedAt).toEqual(updatedAt);
    expect((await postArea(randomUUID(), await png(engineArea))).statusCode).toBe(404);
  });
});
