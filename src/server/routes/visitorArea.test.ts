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
import { PAINT_MASK_MAX_BYTES } from '../image/paintMask';
import {
  carPhoto,
  detectedArea,
  followJob,
  multipart,
  orderFields,
  ownerHeaderOf,
  planePng,
  type Plane,
} from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

allowModelTime();

/** The visitor's own area to wrap (the touch-up brush), on one photo the photo step found. */
describe("the visitor's area to wrap", () => {
  let t: TestApp;
  let found: DetectResponse;
  let engineArea: Plane;
  beforeAll(async () => {
    // Both blocks' wraps come from one client within a minute: the per-minute limit stays out of the way.
    t = await createTestApp({ env: { AI_PROVIDER: 'local', GENERATION_RATE_LIMIT: '1000' } });
    ({ found, engineArea } = await detectedArea(t.app, 'orange-coupe-front34-street.jpg'));
  });
  afterAll(async () => t.close());

  /** With the order: the area goes with the wrap and is the area painted. */
  describe('POST /api/wraps with a touched-up paintMask', () => {
    const png = (plane: Plane, channels: 1 | 4 = 1) =>
      channels === 1
        ? planePng(plane)
        : sharp(Buffer.from(Array.from(plane.data).flatMap((v) => [v, v, v, 255])), {
            raw: { width: plane.width, height: plane.height, channels: 4 },
          })
            .png()
            .toBuffer();
    const post = async (mask: Buffer, type = 'image/png') =>
      t.app.inject({
        method: 'POST',
        url: '/api/wraps',
        ...(await multipart({ ...orderFields, photoId: found.photoId, fileName: 'coupe.jpg' }, undefined, {
          paintMask: { data: mask, name: 'paint-mask.png', type },
        })),
      });
    const raw = async (image: Buffer): Promise<Plane> => {
      const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    };

    it('paints the touched-up area and leaves the erased part of the car as it was, on every generation', async () => {
      // The visitor erased the front half of the car (right of the box's middle) and kept the rest.
      const { x, w } = found.paintLayer!.carBox;
      const middle = x + Math.round(w / 2);
      const touched = Buffer.alloc(engineArea.data.length);
      for (let i = 0; i < touched.length; i++) touched[i] = engineArea.data[i]! >= 128 && i % engineArea.width < middle ? 255 : 0;
      const response = await post(await png({ ...engineArea, data: touched }, 4));
      expect(response.statusCode).toBe(202);
      const { requestId } = response.json() as { requestId: string };
      expect((await followJob(t.app, requestId)).events.at(-1)).toMatchObject({ stage: 'done' });

      const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
      const before = await raw((await t.ctx.storage.getByUrl(row!.originalImageUrl))!);
      const meanChange = async (url: string) => {
        const after = await raw((await t.ctx.storage.getByUrl(url))!);
        expect([after.width, after.height]).toEqual([before.width, before.height]);
        const sums = { kept: 0, keptN: 0, erased: 0, erasedN: 0 };
        for (let p = 0; p < engineArea.data.length; p++) {
          // Well inside the engine's area, away from the seam, so a pixel's soft edge does not count.
          if (engineArea.data[p]! < 250 || Math.abs((p % engineArea.width) - middle) < 6) continue;
          let d = 0;
          for (let c = 0; c < 3; c++) d += Math.abs(after.data[p * 3 + c]! - before.data[p * 3 + c]!);
          if (touched[p]) {
            sums.kept += d;
            sums.keptN++;
          } else {
            sums.erased += d;
            sums.erasedN++;
          }
        }
        return { kept: sums.kept / sums.keptN, erased: sums.erased / sums.erasedN };
      };
      const first = await meanChange(row!.wrappedImageUrl!);
      expect(first.kept, 'the kept part of the car is wrapped red').toBeGreaterThan(60);
      expect(first.erased, 'the erased part of the car keeps its colour').toBeLessThan(6);

      // A change request regenerates with the same touched-up area.
      const change = await t.app.inject({
        method: 'POST',
        url: `/api/wraps/${requestId}/changes`,
        headers: ownerHeaderOf(response),
        payload: { instructions: 'make it blue' },
      });
      expect(change.statusCode).toBe(202);
      expect((await followJob(t.app, requestId)).events.at(-1)).toMatchObject({ stage: 'done' });
      const [changed] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
      const second = await meanChange(changed!.wrappedImageUrl!);
      expect(second.kept).toBeGreaterThan(60);
      expect(second.erased).toBeLessThan(6);
    });

    it('answers 400 with a sentence, and starts nothing, for a mask that is not a usable touch-up', async () => {
      const rowsBefore = (await t.ctx.db.select().from(carWrapRequests)).length;
      const { width, height } = engineArea;
      const grey = Buffer.alloc(width * height, 128);
      const empty = Buffer.alloc(width * height, 0);
      const cases: Array<[string, Buffer, string]> = [
        ['another size', await png({ data: Buffer.alloc((width - 1) * height, 255), width: width - 1, height }), ERRORS.paintMaskWrongSize],
        [
          'not a PNG',
          await sharp(Buffer.alloc(width * height, 255), { raw: { width, height, channels: 1 } })
            .jpeg()
            .toBuffer(),
          ERRORS.paintMaskNotPng,
        ],
        ['not an image at all', Buffer.from('not a picture'), ERRORS.paintMaskNotPng],
        ['grey levels', await png({ data: grey, width, height }), ERRORS.paintMaskNotBinary],
        ['nothing painted', await png({ data: empty, width, height }), ERRORS.paintMaskEmpty],
        ['too many bytes', Buffer.alloc(PAINT_MASK_MAX_BYTES + 1, 1), ERRORS.paintMaskTooLarge],
      ];
      for (const [what, mask, message] of cases) {
        const response = await post(mask);
        expect(response.statusCode, what).toBe(400);
        expect(response.json(), what).toMatchObject({ error: message });
      }
      expect((await t.ctx.db.select().from(carWrapRequests)).length).toBe(rowsBefore);
    });

    it('answers a second mask in its own words, and a second photo as one photo too many', async () => {
      const rowsBefore = (await t.ctx.db.select().from(carWrapRequests)).length;
      const mask = { data: await png(engineArea), name: 'paint-mask.png', type: 'image/png' };
      const photo = { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'coupe.jpg', type: 'image/jpeg' };
      const send = async (files: Parameters<typeof multipart>[2]) =>
        t.app.inject({ method: 'POST', url: '/api/wraps', ...(await multipart(orderFields, photo, files)) });

      const twoMasks = await send({ paintMask: [mask, mask] });
      expect([twoMasks.statusCode, twoMasks.json().error]).toEqual([400, ERRORS.paintMaskTwice]);
      const twoPhotos = await send({ image: photo });
      expect([twoPhotos.statusCode, twoPhotos.json().error]).toEqual([413, 'Send one photo at a time.']);
      expect((await t.ctx.db.select().from(carWrapRequests)).length).toBe(rowsBefore);
    });
  });

  /** From the result: the same wrap again with the area the visitor chose. */
  describe('POST /api/wraps/:id/area', () => {
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
});
