import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { budgetDay } from '../ai/dailyBudget';
import { aiBudgetDays, apiKeys, apiRequestLogs, carWrapRequests, completedWraps } from '../db/schema';
import { renderWrap } from '../engine/index';
import { normalizeUpload } from '../image/normalizeUpload';
import { carPhoto, followJob, multipart, orderFields, ownerHeaderOf, postWrap } from '../image/photoForm.testutil';
import type { AppContext } from '../context';
import { createTestApp, type TestApp } from '../testApp.testutil';

// Not key-shaped on purpose (no sk- prefix), so secret scanners stay quiet; the leak search still looks for it.
const KEY = 'test-openai-key-9f8e7d6c5b4a-DO-NOT-LEAK';
const SUV = { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'suv.jpg' };

async function openAiApp(fake: FakeOpenAi, env: Record<string, string> = {}, extend?: (ctx: AppContext) => AppContext) {
  return createTestApp({
    // Every wrap here is one client's: the per-client cap has its own test (ai/clientDailyCap.test.ts).
    env: {
      AI_PROVIDER: 'auto',
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: fake.baseUrl,
      GENERATION_RATE_LIMIT: '1000',
      AI_DAILY_PER_CLIENT: '1000',
      ...env,
    },
    extend,
  });
}

async function generate(t: TestApp, fields: Record<string, string> = orderFields) {
  const posted = await postWrap(t.app, fields, SUV);
  expect(posted.statusCode).toBe(202);
  const requestId = posted.json().requestId as string;
  const followed = await followJob(t.app, requestId);
  return { requestId, posted, ...followed, last: followed.events.at(-1)! };
}

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

describe('generation with OpenAI (fake server), edit mode', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  const logLines: string[] = [];
  const seen: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: KEY });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    // The real logger's redaction rules, at the most talkative level, into memory.
    t = await openAiApp(fake, {}, (ctx) => ({
      ...ctx,
      log: pino(
        { level: 'trace', redact: ['req.headers.authorization', 'apiKey', '*.apiKey', 'OPENAI_API_KEY', '*.OPENAI_API_KEY'] },
        sink,
      ),
    }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("analyses with chat completions, edits the visitor's photo and keeps their background", async () => {
    const run = await generate(t);
    seen.push(run.raw, run.posted.body, JSON.stringify(run.posted.headers));
    expect(run.last).toMatchObject({ stage: 'done', error: null });
    expect(run.events.map((e) => e.stage)).toEqual(expect.arrayContaining(['analyzing', 'rendering', 'finishing', 'done']));
    expect(fake.problems()).toEqual([]);
    expect(fake.calls.map((c) => c.endpoint)).toEqual(['chat', 'edit']);
    expect(fake.calls[1]!.fields).toMatchObject({
      model: 'gpt-image-2',
      quality: 'high',
      size: '1536x1024',
      image: expect.stringMatching(/^<file \d+ bytes>$/),
    });
    expect(fake.calls[1]!.fields.input_fidelity).toBeUndefined();
    expect(String(fake.calls[1]!.fields.prompt)).toContain('Toyota Supra');

    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, run.requestId));
    expect(row).toMatchObject({ status: 'done', provider: 'openai', carAnalysis: expect.stringContaining('Toyota Supra') });
    const [gallery] = await t.ctx.db.select().from(completedWraps).where(eq(completedWraps.carWrapRequestId, run.requestId));
    expect(gallery!.carMakeModel).toBe('Toyota Supra');
    const logs = await t.ctx.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, run.requestId));
    expect(logs.map((l) => `${l.apiService}/${l.requestType}/${l.success}`).sort()).toEqual([
      'openai/chat.completions/true',
      'openai/images.edit/true',
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/base64|b64_json":"[A-Za-z0-9+/]{50}/);

    // Inside the car the AI's (magenta) picture, outside it the visitor's own photo.
    const original = (await t.ctx.storage.getByUrl(row!.originalImageUrl))!;
    const result = (await t.ctx.storage.getByUrl(row!.wrappedImageUrl!))!;
    const detect = await t.app.inject({ method: 'POST', url: '/api/detect', ...(await multipart({}, SUV)) });
    const { box, width, height } = detect.json();
    const [r, g, b] = await pixel(result, Math.round((box.x + box.w / 2) * width), Math.round((box.y + box.h / 2) * height));
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(90);
    expect(b).toBeGreaterThan(120);
    const corner = await pixel(result, 4, 4);
    const cornerBefore = await pixel(original, 4, 4);
    corner.forEach((v, i) => expect(Math.abs(v - cornerBefore[i]!)).toBeLessThan(12));
  });

  it("sends the car's silhouette as the edit mask: transparent over the car, opaque over the background", async () => {
    const run = await generate(t);
    expect(run.last.stage).toBe('done');
    expect(fake.problems()).toEqual([]);
    const { image, mask } = fake.lastEdit!;
    expect(mask).not.toBeNull();
    const [imageMeta, maskMeta] = await Promise.all([sharp(image).metadata(), sharp(mask!).metadata()]);
    expect([maskMeta.format, maskMeta.width, maskMeta.height, maskMeta.hasAlpha]).toEqual(['png', imageMeta.width, imageMeta.height, true]);

    // The engine's own silhouette of the photo that was sent, against the mask's transparent pixels.
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, run.requestId));
    const original = (await t.ctx.storage.getByUrl(row!.originalImageUrl))!;
    const { carMask, unsure } = await renderWrap({ image: original, color: '#c1121f', finish: 'glossy', style: 'solid-wrap' });
    expect(unsure).toBe(false);
    const width = imageMeta.width!;
    const height = imageMeta.height!;
    const car = await sharp(carMask).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
    const alpha = await sharp(mask!).extractChannel('alpha').raw().toBuffer();
    const tally = { car: 0, carEditable: 0, background: 0, backgroundEditable: 0 };
    for (let i = 0; i < width * height; i++) {
      const editable = alpha[i] === 0 ? 1 : 0;
      if (car[i]! >= 128) {
        tally.car++;
        tally.carEditable += editable;
      } else {
        tally.background++;
        tally.backgroundEditable += editable;
      }
    }
    expect(tally.car).toBeGreaterThan(0.05 * width * height);
    expect(tally.carEditable / tally.car).toBeGreaterThan(0.99);
    // Only a band a few pixels wide around the car's edge is editable outside it.
    expect(tally.backgroundEditable / tally.background).toBeLessThan(0.08);
    expect([alpha[0], alpha[width - 1], alpha[width * height - 1]]).toEqual([255, 255, 255]);

    const logs = await t.ctx.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, run.requestId));
    const editLog = logs.find((l) => l.requestType === 'images.edit')!;
    expect((editLog.requestData as { mask: unknown }).mask).toMatchObject({ width, height, editableShare: expect.any(Number) });
  });

  it('edits and keeps only the area the visitor touched up with the brush', async () => {
    const { jpeg, width, height } = await normalizeUpload(SUV.data, SUV.name);
    // The visitor kept only the left half of the picture as the area to wrap.
    const area = Buffer.alloc(width * height);
    for (let i = 0; i < area.length; i++) area[i] = i % width < width / 2 ? 255 : 0;
    const paintMask = await sharp(area, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/wraps',
      ...(await multipart(orderFields, SUV, { paintMask: { data: paintMask, name: 'paint-mask.png', type: 'image/png' } })),
    });
    expect(posted.statusCode).toBe(202);
    const requestId = posted.json().requestId as string;
    expect((await followJob(t.app, requestId)).events.at(-1)).toMatchObject({ stage: 'done' });

    const sent = fake.lastEdit!;
    const alpha = await sharp(sent.mask!).resize(width, height, { fit: 'fill' }).extractChannel('alpha').raw().toBuffer();
    const row = Math.round(height / 2) * width;
    expect(alpha[row + Math.round(width * 0.25)], 'editable inside the touched-up area').toBe(0);
    expect(alpha[row + Math.round(width * 0.75)], 'kept outside it').toBe(255);

    const [stored] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
    const result = await sharp((await t.ctx.storage.getByUrl(stored!.wrappedImageUrl!))!)
      .removeAlpha()
      .raw()
      .toBuffer();
    const original = await sharp(jpeg).removeAlpha().raw().toBuffer();
    let outside = 0;
    let inside = 0;
    for (let y = Math.round(height * 0.3); y < Math.round(height * 0.6); y++) {
      for (let c = 0; c < 3; c++) {
        outside += Math.abs(
          result[(y * width + Math.round(width * 0.8)) * 3 + c]! - original[(y * width + Math.round(width * 0.8)) * 3 + c]!,
        );
        inside += Math.abs(
          result[(y * width + Math.round(width * 0.2)) * 3 + c]! - original[(y * width + Math.round(width * 0.2)) * 3 + c]!,
        );
      }
    }
    const rows = Math.round(height * 0.6) - Math.round(height * 0.3);
    expect(outside / rows, "the rest of the photo is the visitor's own").toBeLessThan(6);
    expect(inside / rows, 'the AI picture shows in the area').toBeGreaterThan(outside / rows);
  });

  it('completes after a retry when the provider first answers 500', async () => {
    fake.script('edit', { kind: 'status', status: 500 });
    fake.script('chat', { kind: 'status', status: 429 });
    const before = fake.calls.length;
    const run = await generate(t);
    seen.push(run.raw);
    expect(run.last.stage).toBe('done');
    expect(fake.calls.slice(before).map((c) => c.endpoint)).toEqual(['chat', 'chat', 'edit', 'edit']);
  });

  it("tells the visitor in the product's own words that the photo was refused, keeps the provider's text for the shop, and marks the request failed", async () => {
    const refusal = 'Your request was rejected as a result of our safety system.';
    fake.script('edit', { kind: 'error', status: 400, message: refusal, code: 'moderation_blocked' });
    const run = await generate(t);
    seen.push(run.raw);
    expect(run.last).toMatchObject({ stage: 'failed', error: ERRORS.photoRejected, imageUrl: null });
    const polled = await t.app.inject({ method: 'GET', url: `/api/wraps/${run.requestId}` });
    seen.push(polled.body);
    expect(polled.json()).toMatchObject({ stage: 'failed', error: ERRORS.photoRejected });
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, run.requestId));
    expect([row!.status, row!.errorMessage]).toEqual(['failed', ERRORS.photoRejected]);
    const failedLog = (await t.ctx.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, run.requestId))).find(
      (l) => !l.success,
    );
    expect(failedLog).toMatchObject({ apiService: 'openai', requestType: 'images.edit', errorMessage: expect.stringContaining(refusal) });

    fake.script('chat', { kind: 'error', status: 400, message: 'Invalid image data' });
    const analysisFailure = await generate(t);
    expect(analysisFailure.last).toMatchObject({ stage: 'failed', error: ERRORS.analyse });
  });

  it("keeps a 429's organisation id and an echoed key out of the answer, the log and api_request_logs", async () => {
    const leaky = `Rate limit reached for gpt-image-2 in organization org-Leak9Org8Id7 on images per min. Limit: 5. Key ${KEY}, sent as Bearer ${KEY}.`;
    const tooMany = { kind: 'error', status: 429, message: leaky } as const;
    fake.script('edit', tooMany, tooMany, tooMany);
    const linesBefore = logLines.length;
    const run = await generate(t);
    expect(run.last).toMatchObject({ stage: 'failed', error: ERRORS.providerBusy });
    const polled = await t.app.inject({ method: 'GET', url: `/api/wraps/${run.requestId}` });
    expect(polled.json()).toMatchObject({ stage: 'failed', error: ERRORS.providerBusy });
    const rows = await t.ctx.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, run.requestId));
    // The shop still reads what OpenAI said, without the account's id or the key.
    expect(rows.find((r) => !r.success)!.errorMessage).toMatch(
      /Rate limit reached for gpt-image-2 in organization org-\[redacted\] on images per min/,
    );
    const logged = logLines.slice(linesBefore);
    expect(logged.some((l) => l.includes('Rate limit reached'))).toBe(true);
    for (const text of [run.raw, polled.body, JSON.stringify(rows), ...logged]) {
      expect(text).not.toContain('Leak9Org8Id7');
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(KEY.slice(16, 32));
    }
  });

  it('applies a change with the OpenAI provider, reusing the first analysis', async () => {
    const run = await generate(t);
    const before = fake.calls.length;
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${run.requestId}/changes`,
      headers: ownerHeaderOf(run.posted),
      payload: { instructions: 'add a black roof' },
    });
    seen.push(change.body);
    expect(change.statusCode).toBe(202);
    const after = await followJob(t.app, run.requestId);
    seen.push(after.raw);
    expect(after.events.at(-1)!.stage).toBe('done');
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => c.endpoint)).toEqual(['edit']);
    expect(String(calls[0]!.fields.prompt)).toMatch(/Additional modifications: add a black roof$/);
  });

  it('never lets the key into a response, a log line, a log row, a stored row or the built web app', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/status' });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    seen.push(status.body, JSON.stringify(status.headers), page.body);
    expect(status.json().provider).toBe('openai');
    expect(logLines.length).toBeGreaterThan(10);
    const rows = JSON.stringify([
      await t.ctx.db.select().from(apiRequestLogs),
      await t.ctx.db.select().from(carWrapRequests),
      await t.ctx.db.select().from(completedWraps),
    ]);
    expect(rows).toContain('chat.completions');
    const built = path.resolve('dist/web');
    const bundle = fs.existsSync(built)
      ? fs
          .readdirSync(built, { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(built, f))
          .filter((f) => fs.statSync(f).isFile())
          .map((f) => fs.readFileSync(f, 'latin1'))
      : [];
    for (const text of [...seen, ...logLines, rows, ...bundle]) {
      expect(text.includes(KEY)).toBe(false);
      expect(text.includes(KEY.slice(16, 32))).toBe(false);
    }
  });
});

describe('generation with OpenAI (fake server): key from the api_keys row, other settings, budget', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let defaults: TestApp['ctx']['config'];
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: KEY, imageModel: 'gpt-image-1.5' });
    // No OPENAI_API_KEY: the server reads the api_keys row.
    t = await createTestApp({
      env: {
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_IMAGE_MODEL: 'gpt-image-1.5',
        GENERATION_RATE_LIMIT: '1000',
        AI_DAILY_PER_CLIENT: '1000',
      },
    });
    await t.ctx.db.insert(apiKeys).values({ serviceName: 'openai', apiKey: KEY });
    defaults = { ...t.ctx.config };
  });
  afterEach(() => {
    Object.assign(t.ctx.config, defaults);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  // Settings are read when a job starts, so one app serves every combination.
  const use = (settings: Partial<TestApp['ctx']['config']>) => Object.assign(t.ctx.config, settings);

  it('uses the text-only generations call (n 1, 1024x1024, quality high) when OPENAI_IMAGE_MODE=generate', async () => {
    use({ OPENAI_IMAGE_MODE: 'generate' });
    const run = await generate(t, { ...orderFields, style: 'racing-stripes' });
    expect(run.last.stage).toBe('done');
    expect(fake.problems()).toEqual([]);
    const call = fake.calls.find((c) => c.endpoint === 'generate')!;
    expect(call.fields).toMatchObject({ model: 'gpt-image-1.5', n: 1, size: '1024x1024', quality: 'high' });
    expect(String(call.fields.prompt)).toMatch(/Racing Stripes: two parallel stripes/);
    const result = (await t.ctx.storage.getByUrl(run.last.imageUrl!))!;
    const meta = await sharp(result).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
    const logs = await t.ctx.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, run.requestId));
    expect(logs.map((l) => l.requestType).sort()).toEqual(['chat.completions', 'images.generate']);
  });

  it('asks gpt-image-1.x for high input fidelity in edit mode', async () => {
    const run = await generate(t);
    expect(run.last.stage).toBe('done');
    expect(fake.problems()).toEqual([]);
    expect(fake.calls.at(-1)!.fields).toMatchObject({
      input_fidelity: 'high',
      model: 'gpt-image-1.5',
      mask: expect.stringMatching(/^<file \d+ bytes>$/),
    });
  });

  it('ends a provider that never answers in a clear failure after the configured timeout', async () => {
    use({ OPENAI_TIMEOUT_MS: 1000, OPENAI_MAX_RETRIES: 0 });
    fake.script('edit', { kind: 'hang' });
    const started = Date.now();
    const run = await generate(t);
    const elapsed = Date.now() - started;
    expect(run.last).toMatchObject({ stage: 'failed', error: ERRORS.providerTimeout });
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(6000);
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, run.requestId));
    expect([row!.status, row!.errorMessage]).toEqual(['failed', ERRORS.providerTimeout]);
  });

  it("lets the local engine answer once the day's paid pictures are used up", async () => {
    const [today] = await t.ctx.db
      .select()
      .from(aiBudgetDays)
      .where(eq(aiBudgetDays.day, budgetDay(new Date())));
    use({ DAILY_AI_BUDGET: (today?.reserved ?? 0) + 1 });
    const first = await generate(t);
    const second = await generate(t);
    expect([first.last.stage, second.last.stage]).toEqual(['done', 'done']);
    const providers = await t.ctx.db
      .select({ id: carWrapRequests.id, provider: carWrapRequests.provider })
      .from(carWrapRequests)
      .where(inArray(carWrapRequests.id, [first.requestId, second.requestId]));
    expect(Object.fromEntries(providers.map((r) => [r.id, r.provider]))).toEqual({
      [first.requestId]: 'openai',
      [second.requestId]: 'local',
    });
    // The browser hears it too, from the first stage on: the processing dialog paces for the engine.
    const started = second.events.filter((e) => e.stage !== 'queued');
    expect(started.length).toBeGreaterThan(0);
    expect(new Set(started.map((e) => e.provider))).toEqual(new Set(['local']));
    expect(first.last.provider).toBe('openai');
  });

  it('tells the visitor the key is not available when OpenAI refuses it', async () => {
    await t.ctx.db.update(apiKeys).set({ apiKey: 'sk-a-revoked-key' }).where(eq(apiKeys.serviceName, 'openai'));
    const run = await generate(t);
    expect(run.last).toMatchObject({ stage: 'failed', error: MESSAGES.keyNotAvailable.description });
  });
});
