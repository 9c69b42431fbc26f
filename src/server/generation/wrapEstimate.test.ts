import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from '../../domain/estimate/defaultPriceTable';
import { createOpenAiProvider } from '../ai/openAiProvider';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { carWrapRequests } from '../db/schema';
import { DATABASE_KINDS, openTestDatabase } from '../db/testDatabases.testutil';
import { allowModelTime } from '../engine/modelTests.testutil';
import { savePriceTable } from '../estimate/priceTableStore';
import { normalizeUpload } from '../image/normalizeUpload';
import { carPhoto } from '../image/photoForm.testutil';
import { createLogger } from '../logger';
import { createLocalStorage } from '../storage/localStorage';
import { createWrapService, type WrapService } from './wrapService';

allowModelTime();

describe.each(DATABASE_KINDS)('a wrap estimate and the changes asked for (%s)', (kind) => {
  let database: Database;
  let fake: FakeOpenAi;
  let dir: string;
  let wraps: WrapService;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakeOpenAi({
      apiKey: 'sk-estimate-test',
      analysis: 'A 2021 Ford F-150 pickup truck in white, front three-quarter view.',
    });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-estimate-'));
    const config = loadConfig({ DATA_DIR: dir, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MAX_RETRIES: '0' });
    const log = createLogger('silent');
    wraps = createWrapService({
      db: database.db,
      storage: createLocalStorage(config.filesDir),
      config,
      log,
      providerForNextJob: async () => createOpenAiProvider({ apiKey: 'sk-estimate-test', config, log }),
      findsCar: async () => true,
    });
    void wraps.workJobs();
  });
  afterAll(async () => {
    await wraps?.close();
    await fake?.close();
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const rowOf = async (id: string) => (await database.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id)))[0]!;
  const done = async (id: string) => {
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 60_000, interval: 50 }).toMatch(/^(done|failed)$/);
    expect((await rowOf(id)).errorMessage).toBeNull();
  };

  it('sizes the car from the analysis, follows the visitor correction, and keeps every change request', async () => {
    const id = await wraps.start({
      photo: await normalizeUpload(carPhoto(), 'car.jpg'),
      email: 'a@b.co',
      color: { id: '#c0c0c0', name: '#c0c0c0', hex: '#c0c0c0' },
      finish: 'chrome',
      style: 'solid-wrap',
    });
    await done(id);
    expect((await rowOf(id)).sizeClass).toBe('extra-large');
    // A pickup in chrome, full wrap: the shop's specialty price for an extra-large car.
    expect((await wraps.getJob(id))!.estimate).toEqual({
      currency: 'EUR',
      sizeClass: 'extra-large',
      coverage: 'full',
      tier: 'specialty',
      ...DEFAULT_PRICE_TABLE.prices['extra-large'].full.specialty,
    });

    // The shop's own table applies at once.
    await savePriceTable(database.db, { ...DEFAULT_PRICE_TABLE, currency: 'GBP' });
    expect(await wraps.setSizeClass(id, 'large')).toMatchObject({
      currency: 'GBP',
      sizeClass: 'large',
      ...DEFAULT_PRICE_TABLE.prices.large.full.specialty,
    });

    await wraps.requestChanges(id, 'Make it a little darker');
    await done(id);
    await wraps.requestChanges(id, 'Keep the mirrors black, it\'s a "pickup"');
    await done(id);
    const row = await rowOf(id);
    expect(row.changeRequests).toEqual(['Make it a little darker', 'Keep the mirrors black, it\'s a "pickup"']);
    // A change reuses the analysis and never overwrites the visitor's size.
    expect(row.sizeClass).toBe('large');
    expect((await wraps.getJob(id))!.estimate).toMatchObject({ sizeClass: 'large', currency: 'GBP' });
  }, 120_000);
});
