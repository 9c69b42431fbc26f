import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLOW_TEXT } from '../../domain/messages';
import { smallCarPhoto } from '../image/photoForm.testutil';
import { jobOf, sendWrap, startAppProcess, type AppProcess } from '../jobs/appProcess.testutil';
import { createSharedTestDatabase, type SharedTestDatabase } from '../jobs/sharedDatabase.testutil';
import { budgetDay } from './dailyBudget';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi.testutil';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!TEST_DATABASE_URL)
  console.warn(
    '\n*** Per-client AI cap across two processes SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test) ***\n',
  );

const KEY = `test-openai-key-client-cap-${randomInt(1e9)}`;
const PER_CLIENT = 2;
const WRAPS = 4;
let PHOTO: Buffer;

/**
 * One or two addresses could spend the whole day's AI budget in seconds.
 * Two app processes on one PostgreSQL database (and one files folder, as they would share a
 * bucket) take one client's wraps alternately and at once: together they make exactly
 * AI_DAILY_PER_CLIENT paid pictures for it, and the local engine makes the rest, saying why.
 */
describe.skipIf(!TEST_DATABASE_URL)('the per-client daily AI cap across two processes on PostgreSQL', () => {
  let database: SharedTestDatabase;
  let fake: FakeOpenAi;
  let filesDir: string;
  let apps: AppProcess[] = [];

  beforeAll(async () => {
    PHOTO = await smallCarPhoto('orange-coupe-front34-street.jpg');
    [database, fake, filesDir] = await Promise.all([
      createSharedTestDatabase(TEST_DATABASE_URL!),
      startFakeOpenAi({ apiKey: KEY }),
      fs.mkdtemp(path.join(os.tmpdir(), 'wrap-client-cap-')),
    ]);
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: filesDir,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MAX_RETRIES: '0',
      AI_DAILY_PER_CLIENT: String(PER_CLIENT),
      DAILY_AI_BUDGET: '100',
      GENERATION_RATE_LIMIT: '1000',
      GENERATION_CONCURRENCY: '2',
      // The light segmenter: the car check and the local pictures need no model in either process.
      SEGMENTER: 'classic',
      TRUST_PROXY: 'loopback',
    };
    apps = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await Promise.all([database?.drop(), fake?.close()]);
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
  }, 60_000);

  const paidPictures = () => fake.calls.filter((call) => call.endpoint === 'edit').length;
  const finished = async (ids: string[]) =>
    vi.waitFor(
      async () => {
        const jobs = await Promise.all(ids.map((id, i) => jobOf(apps[i % 2]!, id)));
        expect(jobs.filter((job) => job.stage !== 'done').map((job) => `${job.stage} ${job.error ?? ''}`)).toEqual([]);
        return jobs;
      },
      { timeout: 240_000, interval: 500 },
    );

  it(`makes ${PER_CLIENT} paid pictures of ${WRAPS} wraps one client sends to both processes at once; the local engine makes the rest and says why`, async () => {
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const ids = await Promise.all(Array.from({ length: WRAPS }, (_, i) => sendWrap(apps[i % 2]!, PHOTO, client)));
    const jobs = await finished(ids);
    const split = apps.map((app) => app.logged('wrap job started').length);
    console.info(`wraps worked by process 1 / 2: ${split.join(' / ')}`);

    expect(paidPictures()).toBe(PER_CLIENT);
    expect(jobs.map((job) => job.provider).sort()).toEqual([
      ...Array<string>(WRAPS - PER_CLIENT).fill('local'),
      ...Array<string>(PER_CLIENT).fill('openai'),
    ]);
    for (const job of jobs) expect(job.notice).toBe(job.provider === 'local' ? FLOW_TEXT.localInsteadOfAi.yourDay : null);
    const rows = await database.rows('select reserved from ai_client_days where day = $1', [budgetDay(new Date())]);
    expect(rows).toEqual([{ reserved: PER_CLIENT }]);

    // The cap is the client's, not the shop's: another visitor still gets the AI's picture.
    const [other] = await finished([await sendWrap(apps[1]!, PHOTO, '192.0.2.44')]);
    expect(other).toMatchObject({ provider: 'openai', notice: null });
    expect(paidPictures()).toBe(PER_CLIENT + 1);
  }, 300_000);
});
