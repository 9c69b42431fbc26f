import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { apiRequestLogs, carWrapRequests, completedWraps } from '../db/schema';
import { carPhoto, followJob, multipart, orderFields, postWrap } from '../image/photoForm.testutil';
import { ownerHeader } from '../db/testData.testutil';
import { hashOwnerToken } from '../generation/ownerToken';
import { watermarkBandHeight } from '../image/watermark';
import { galleryDownloadStatus, publicWrapIds } from '../gallery/publicLists.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

async function bandMean(image: Buffer, width: number, height: number): Promise<number> {
  const band = watermarkBandHeight(width);
  const grey = await sharp(image)
    .resize(width, height, { fit: 'fill' })
    .extract({ left: 0, top: height - band, width, height: band })
    .greyscale()
    .raw()
    .toBuffer();
  return grey.reduce((sum, v) => sum + v, 0) / grey.length;
}

describe('wrap generation with the local engine, through the HTTP API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The gallery is read right after the wrap is made: the list cache is off.
    t = await createTestApp({ env: { AI_PROVIDER: 'local', BRAND_SITE: 'shop.example', GALLERY_CACHE_MS: '0' } });
  });
  afterAll(async () => t.close());

  let requestId: string;
  let ownerToken: string;

  it('answers 202 with the request id and its owner token at once, then reports every stage until done', async () => {
    const response = await postWrap(t.app);
    expect(response.statusCode).toBe(202);
    ({ requestId, ownerToken } = response.json());
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // 256 random bits, base64url.
    expect(ownerToken).toMatch(/^[\w-]{43}$/);

    const { events, headers } = await followJob(t.app, requestId);
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    const stages = events.map((e) => e.stage);
    expect(stages.at(-1)).toBe('done');
    expect(stages).toEqual(expect.arrayContaining(['rendering', 'finishing', 'done']));
    const last = events.at(-1)!;
    expect(last.imageUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.png$/);
    expect(last.originalUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.jpg$/);
    expect(last.error).toBeNull();

    const polled = await t.app.inject({ method: 'GET', url: `/api/wraps/${requestId}` });
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toEqual(last);
    // The public read never carries the token, nor does its event stream.
    expect(polled.body + (await followJob(t.app, requestId)).raw).not.toContain(ownerToken);
  });

  it('leaves one request row, one gallery row, the log rows and both files', async () => {
    const requests = await t.ctx.db.select().from(carWrapRequests);
    expect(requests).toHaveLength(1);
    const row = requests[0]!;
    // Only the token's hash is stored: the database cannot be read for a token.
    expect(row.ownerTokenHash).toBe(hashOwnerToken(ownerToken));
    expect(JSON.stringify(row)).not.toContain(ownerToken);
    expect(row).toMatchObject({
      email: 'driver@example.com',
      selectedWrapId: 'custom',
      selectedWrapName: 'Custom: Red',
      originalFileName: 'My Car.jpg',
      status: 'done',
      provider: 'local',
      errorMessage: null,
      galleryConsent: false,
    });
    // The local engine names what the outline shows (the photo is of a white SUV).
    expect(row.carAnalysis).toMatch(/^White SUV, seen from the front three-quarter/);

    const gallery = await t.ctx.db.select().from(completedWraps);
    expect(gallery).toHaveLength(1);
    expect(gallery[0]).toMatchObject({
      carWrapRequestId: requestId,
      wrapName: 'Custom: Red',
      wrapColor: 'Red',
      finishType: 'glossy',
      styleType: 'solid-wrap',
      wrappedImageUrl: row.wrappedImageUrl,
      // What the local engine read of the photo, not "Unknown Model".
      carMakeModel: 'White SUV',
      isGalleryFeatured: true,
      displayOrder: 0,
      // The request did not say: an older client's wrap stays out of the public gallery.
      galleryConsent: false,
    });

    const logs = await t.ctx.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, requestId));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.map((l) => `${l.apiService}/${l.requestType}/${l.success}`).sort()).toEqual([
      'local-engine/analysis/true',
      'local-engine/render/true',
    ]);

    const original = await t.ctx.storage.getByUrl(row.originalImageUrl);
    const originalMeta = await sharp(original!).metadata();
    expect(originalMeta.format).toBe('jpeg');
    expect(Math.max(originalMeta.width!, originalMeta.height!)).toBeLessThanOrEqual(1024);

    // The result is a PNG file served by the app, with the watermark band along the bottom.
    const served = await t.app.inject({ method: 'GET', url: row.wrappedImageUrl! });
    expect(served.statusCode).toBe(200);
    const result = served.rawPayload;
    const meta = await sharp(result).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([originalMeta.width, originalMeta.height]);
    const darkened = await bandMean(result, meta.width!, meta.height!);
    expect(darkened).toBeLessThan(0.75 * (await bandMean(original!, meta.width!, meta.height!)));

    const thumb = await t.ctx.storage.getByUrl(gallery[0]!.thumbnailUrl!);
    const thumbMeta = await sharp(thumb!).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(thumbMeta.width).toBe(480);
  });

  it('keeps the wrap, made without gallery consent, out of every public list while its own link works', async () => {
    const [wrap] = await t.ctx.db.select().from(completedWraps);
    const lists = await publicWrapIds(t.app);
    expect(lists).toEqual({ gallery: [], featured: [] });
    expect(await galleryDownloadStatus(t.app, wrap!.id)).toBe(404);
    expect((await t.app.inject(`/api/wraps/${requestId}`)).statusCode).toBe(200);
    const share = await t.app.inject(`/w/${requestId}`);
    expect(share.statusCode).toBe(200);
    expect(share.body).toContain('<meta name="robots" content="noindex">');
  });

  it('regenerates from the stored original on a change request, updating the request only', async () => {
    const before = (await t.ctx.db.select().from(carWrapRequests))[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${requestId}/changes`,
      headers: ownerHeader(ownerToken),
      payload: { instructions: 'make it matte and add a spaceship' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ requestId });
    const { events } = await followJob(t.app, requestId);
    const last = events.at(-1)!;
    expect(last.stage).toBe('done');
    expect(last.imageUrl).not.toBe(before.wrappedImageUrl);
    expect(last.unapplied.join(' ')).toMatch(/spaceship/);
    const after = (await t.ctx.db.select().from(carWrapRequests))[0]!;
    expect(after.wrappedImageUrl).toBe(last.imageUrl);
    expect(after.originalImageUrl).toBe(before.originalImageUrl);
    expect(await t.ctx.db.select().from(completedWraps)).toHaveLength(1);
    // The change settled into the order: what the estimate, the share page and the shop read.
    expect(after.finishType).toBe('matte');
    expect(last.look).toMatchObject({ finish: 'matte', style: before.styleType });
    expect(last.changed).toEqual(['finish: Matte']);
    expect(after.orderChanges).toEqual([
      expect.objectContaining({
        words: 'make it matte and add a spaceship',
        applied: ['finish: Matte'],
        before: expect.objectContaining({ finish: before.finishType }),
      }),
    ]);
  });

  it('starts the next change from the look the last one left', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${requestId}/changes`,
      headers: ownerHeader(ownerToken),
      payload: { instructions: 'make it red with racing stripes' },
    });
    expect(response.statusCode).toBe(202);
    const last = (await followJob(t.app, requestId)).events.at(-1)!;
    expect(last.stage).toBe('done');
    // Still matte from the first change; red and striped from this one.
    expect(last.look).toMatchObject({ colorName: 'Red', finish: 'matte', style: 'racing-stripes' });
    expect(last.wrapName).toBe('Custom: Red');
    expect(last.unapplied).toEqual([]);
    const [row] = await t.ctx.db.select().from(carWrapRequests);
    expect(row!.orderChanges).toHaveLength(2);
  });

  it("answers a change request with the product's messages when it cannot be done", async () => {
    const change = (id: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/wraps/${id}/changes`, headers: ownerHeader(ownerToken), payload: payload as object });
    const unknown = await change('5f0c8a52-3b7c-4c61-9a0e-1d2b3c4d5e6f', { instructions: 'black roof' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, MESSAGES.noRequestFound.description]);
    const garbage = await change('not-an-id', { instructions: 'black roof' });
    expect([garbage.statusCode, garbage.json().error]).toEqual([404, MESSAGES.noRequestFound.description]);
    for (const payload of [{ instructions: '   ' }, {}, { instructions: 42 }]) {
      const empty = await change(requestId, payload);
      expect([empty.statusCode, empty.json().error]).toEqual([400, MESSAGES.noChangesSpecified.description]);
    }
  });

  it('says "Original image not found" when the stored original is gone', async () => {
    const posted = await postWrap(t.app);
    const { requestId: id, ownerToken: token } = posted.json<{ requestId: string; ownerToken: string }>();
    await followJob(t.app, id);
    await t.ctx.db
      .update(carWrapRequests)
      .set({ originalImageUrl: '/files/car-images/00000000-0000-0000-0000-000000000000.jpg' })
      .where(eq(carWrapRequests.id, id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${id}/changes`,
      headers: ownerHeader(token),
      payload: { instructions: 'black roof' },
    });
    expect([response.statusCode, response.json().error]).toEqual([404, ERRORS.originalNotFound]);
  });

  it('refuses a change while the wrap is still being made', async () => {
    const posted = await postWrap(t.app);
    const { requestId: id, ownerToken: token } = posted.json<{ requestId: string; ownerToken: string }>();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${id}/changes`,
      headers: ownerHeader(token),
      payload: { instructions: 'black roof' },
    });
    expect([response.statusCode, response.json().error]).toEqual([409, ERRORS.wrapInProgress]);
    expect((await followJob(t.app, id)).events.at(-1)!.stage).toBe('done');
  });

  it('answers 404 for a request it does not know', async () => {
    for (const url of ['/api/wraps/5f0c8a52-3b7c-4c61-9a0e-1d2b3c4d5e6f', '/api/wraps/nope', '/api/wraps/nope/events']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json().error]).toEqual([404, ERRORS.requestNotFound]);
    }
  });
});

describe("POST /api/wraps refuses bad input with the product's words", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local', GENERATION_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => t.close());

  const photo = { data: carPhoto(), name: 'car.jpg' };
  type Case = [string, Record<string, string>, typeof photo | undefined, number, string];
  const cases: Case[] = [
    ['no photo', orderFields, undefined, 400, MESSAGES.missingInformation.description],
    ['an empty photo', orderFields, { data: Buffer.alloc(0), name: 'car.jpg' }, 400, MESSAGES.missingInformation.description],
    ['no e-mail', { ...orderFields, email: '' }, photo, 400, MESSAGES.missingInformation.description],
    ['a bad e-mail', { ...orderFields, email: 'driver at example.com' }, photo, 400, MESSAGES.invalidEmail.description],
    ['an e-mail in angle brackets', { ...orderFields, email: '<driver@example.com>' }, photo, 400, MESSAGES.invalidEmail.description],
    ['two e-mails joined by a comma', { ...orderFields, email: 'driver@example.c,om' }, photo, 400, MESSAGES.invalidEmail.description],
    [
      'an e-mail over 254 characters',
      { ...orderFields, email: `${'d'.repeat(60_000)}@example.com` },
      photo,
      400,
      MESSAGES.invalidEmail.description,
    ],
    ['no colour', { ...orderFields, color: '' }, photo, 400, MESSAGES.missingWrapSelection.description],
    ['"custom" without a colour', { ...orderFields, color: 'custom' }, photo, 400, MESSAGES.missingWrapSelection.description],
    ['an unknown colour', { ...orderFields, color: 'plaid' }, photo, 400, ERRORS.unknownColor],
    ['an unknown finish', { ...orderFields, finish: 'sparkly' }, photo, 400, ERRORS.unknownFinish],
    ['an unknown style', { ...orderFields, style: 'flames' }, photo, 400, ERRORS.unknownStyle],
    ['a broken hint', { ...orderFields, hint: '{x' }, photo, 400, ERRORS.invalidHint],
    ['an unreadable gallery consent', { ...orderFields, galleryConsent: 'perhaps' }, photo, 400, ERRORS.invalidGalleryConsent],
    ...['TRUE', 'True', ' true', '1', 'on', ''].map((word): Case => [
      `gallery consent "${word}", not the contract's true`,
      { ...orderFields, galleryConsent: word },
      photo,
      400,
      ERRORS.invalidGalleryConsent,
    ]),
    ['a hint outside the photo', { ...orderFields, hint: '{"point":{"x":3,"y":0.5}}' }, photo, 400, ERRORS.invalidHint],
    ['a text file named .jpg', orderFields, { data: Buffer.from('not a photo at all'), name: 'car.jpg' }, 400, ERRORS.notAnImage],
    [
      'a photo over 10 MB',
      orderFields,
      { data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), name: 'big.jpg' },
      413,
      MESSAGES.fileTooLarge.description,
    ],
  ];

  it.each(cases)('%s', async (_name, fields, upload, status, message) => {
    const body = await multipart(fields, upload);
    const response = await t.app.inject({ method: 'POST', url: '/api/wraps', ...body });
    expect([response.statusCode, response.json().error]).toEqual([status, message]);
  });

  it('refuses a body that is not a form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/wraps', payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('leaves no request row behind for refused input', async () => {
    expect(await t.ctx.db.select().from(carWrapRequests)).toHaveLength(0);
  });

  it("answers 503 with the product's sentence when OpenAI is required but has no key", async () => {
    t.ctx.config.AI_PROVIDER = 'openai';
    try {
      const response = await postWrap(t.app);
      expect([response.statusCode, response.json().error]).toEqual([503, MESSAGES.keyNotAvailable.description]);
    } finally {
      t.ctx.config.AI_PROVIDER = 'local';
    }
  });

  it("takes the product's defaults when finish and style are left out", async () => {
    const response = await postWrap(t.app, { email: 'a@b.co', color: 'matte-black' });
    expect(response.statusCode).toBe(202);
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, response.json().requestId));
    expect([row!.finishType, row!.styleType, row!.selectedWrapName]).toEqual(['matte', 'solid-wrap', 'Custom: Matte Black']);
    await followJob(t.app, row!.id);
  });
});

describe('wrap rate limit', () => {
  it('limits wrap requests per client per minute', async () => {
    const t = await createTestApp({ env: { AI_PROVIDER: 'local', GENERATION_RATE_LIMIT: '2' } });
    try {
      const bad = await multipart({ ...orderFields, email: '' }, { data: carPhoto(), name: 'car.jpg' });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/wraps', ...bad })).statusCode);
      expect(codes).toEqual([400, 400, 429]);
      const limited = await t.app.inject({ method: 'POST', url: '/api/wraps', ...bad });
      expect(limited.json().error).toBe(ERRORS.tooManyRequests);
    } finally {
      await t.close();
    }
  });
});
