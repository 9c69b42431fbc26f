import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { createOpenAiProvider } from '../ai/openAiProvider';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { carWrapRequests } from '../db/schema';
import { openTestDatabase } from '../db/testDatabases.testutil';
import { createLogger } from '../logger';
import { carPhoto } from '../image/photoForm.testutil';
import { normalizeUpload } from '../image/normalizeUpload';
import { createLocalStorage } from '../storage/localStorage';
import { createWrapService } from './wrapService';
import { allowModelTime } from '../engine/modelTests.testutil';
import { insertWrapRequests } from '../db/testData.testutil';

allowModelTime();

describe('wrap service: queue, restart and shutdown', () => {
  let database: Database;
  let fake: FakeOpenAi;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fake = await startFakeOpenAi({ apiKey: 'sk-queue-test' });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-service-'));
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const service = (concurrency: number) => {
    const config = loadConfig({
      DATA_DIR: dir,
      GENERATION_CONCURRENCY: String(concurrency),
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MAX_RETRIES: '0',
    });
    const log = createLogger('silent');
    const wraps = createWrapService({
      db: database.db,
      storage: createLocalStorage(config.filesDir),
      config,
      log,
      providerForNextJob: async () => createOpenAiProvider({ apiKey: 'sk-queue-test', config, log }),
      // The queue is under test here, not the engine's look for a car (routes/noCarAndSilhouettes.test.ts).
      findsCar: async () => true,
    });
    void wraps.workJobs();
    return wraps;
  };
  const order = async () => ({
    photo: await normalizeUpload(carPhoto(), 'car.jpg'),
    email: 'a@b.co',
    color: { id: 'red', name: 'Red', hex: '#c1121f' },
    finish: 'glossy' as const,
    style: 'solid-wrap' as const,
  });
  const stageOf = async (id: string) => (await database.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id)))[0]!.status;
  // Generous: the AI result is composited through the engine's silhouette, whose model loads in
  // seconds on a busy machine. A wait, not a speed assertion.
  const waitForStage = (id: string, stage: string) =>
    vi.waitFor(async () => expect(await stageOf(id)).toBe(stage), { timeout: 60_000, interval: 25 });

  it('runs no more jobs at once than GENERATION_CONCURRENCY', async () => {
    const wraps = service(1);
    fake.script('chat', { kind: 'slow', ms: 400 });
    const first = await wraps.start(await order());
    const second = await wraps.start(await order());
    await waitForStage(first, 'analyzing');
    expect([await stageOf(first), await stageOf(second)]).toEqual(['analyzing', 'queued']);
    await waitForStage(second, 'done');
    expect([await stageOf(first), await stageOf(second)]).toEqual(['done', 'done']);
    await wraps.close();
  });

  it('on shutdown cancels the call in flight and leaves the request failed, not stuck', async () => {
    const wraps = service(1);
    fake.script('chat', { kind: 'hang' });
    const id = await wraps.start(await order());
    await waitForStage(id, 'analyzing');
    const started = Date.now();
    await wraps.close();
    expect(Date.now() - started).toBeLessThan(2000);
    const [row] = await database.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id));
    expect([row!.status, row!.errorMessage]).toEqual(['failed', ERRORS.analyse]);
  });

  it('marks wraps whose process stopped renewing its claim as failed, and only those', async () => {
    const minute = 60_000;
    const [crashed, unclaimed, live] = await insertWrapRequests(database.db, [
      { status: 'rendering', leaseOwner: 'a-crashed-process', leaseUntil: new Date(Date.now() - minute) },
      // From before leases: no claim, and nothing written for longer than a lease.
      { status: 'analyzing', updatedAt: new Date(Date.now() - 10 * minute) },
      {
        status: 'queued',
        leaseOwner: 'another-instance',
        leaseUntil: new Date(Date.now() + 5 * minute),
        updatedAt: new Date(Date.now() - 10 * minute),
      },
    ]);
    const wraps = service(1);
    expect(await wraps.failInterrupted()).toBe(2);
    expect(await wraps.getJob(crashed!.id)).toMatchObject({ stage: 'failed', error: MESSAGES.processingFailed.description });
    expect(await stageOf(unclaimed!.id)).toBe('failed');
    expect(await stageOf(live!.id)).toBe('queued');
    await wraps.close();
  });
});
