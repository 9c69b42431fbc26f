import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { openDatabase, type Database } from '../db/client';
import { startOwnPostgresServer, type OwnPostgresServer } from '../db/ownPostgresServer.testutil';
import { insertFinishedWrap, ownerHeader } from '../db/testData.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { startFakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { carPhoto, postWrap } from '../image/photoForm.testutil';
import { createLogger } from '../logger';
import { createPgBossJobs, LOST_DATABASE_MID_RUN } from './pgBossJobs';

const server = await startOwnPostgresServer();
const skipReason = typeof server === 'string' ? server : null;
if (skipReason) console.warn(`\n*** PostgreSQL restart tests SKIPPED: ${skipReason} ***\n`);
const own = server as OwnPostgresServer;

/** A database of its own on the test's server, by name. */
async function databaseNamed(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: own.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = new URL(own.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function rowsOf(url: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return (await client.query(query).finally(() => client.end())).rows as Record<string, unknown>[];
}

/**
 * PostgreSQL restarted under a running app (the test's own server, shut down
 * in smart mode so that, as in the red team's run, it answers new connections with 57P03 "the
 * database system is shutting down", then stopped and started again).
 */
describe.skipIf(skipReason !== null)('a PostgreSQL restart under the app', () => {
  const unhandled: unknown[] = [];
  const heard = (reason: unknown) => void unhandled.push(reason);
  beforeAll(() => void process.on('unhandledRejection', heard));
  afterAll(async () => {
    process.off('unhandledRejection', heard);
    await own?.remove();
  });

  it('finishes a job whose run ended while the server refused connections (57P03), and nothing rejects unheard', async () => {
    const url = await databaseNamed('queue_restart');
    const warnings: Array<Record<string, unknown>> = [];
    const log = { info: () => undefined, error: () => undefined, warn: (details: object) => void warnings.push({ ...details }) };
    const jobs = createPgBossJobs({
      connectionString: url,
      expireInSeconds: 120,
      drainMs: 1_000,
      log,
      retries: {
        'wrap-generation': { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
        'quote-mail': { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
        'lead-webhook': { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
        retention: { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false },
      },
    });
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let running = false;
      await jobs.work('quote-mail', 1, async () => {
        running = true;
        await gate;
      });
      await jobs.send('quote-mail', { quoteId: 'restart-test' });
      await vi.waitFor(() => expect(running).toBe(true), { timeout: 20_000 });

      const held = await own.beginShutdown();
      release();
      // The run's end met the refusal: the queue says so and waits.
      await vi.waitFor(() => expect(warnings.some((w) => w.code === '57P03')).toBe(true), { timeout: 20_000 });
      await held.release();
      await own.start();

      await vi.waitFor(
        async () => expect(await rowsOf(url, `select state from pgboss.job where name = 'quote-mail'`)).toEqual([{ state: 'completed' }]),
        {
          timeout: 30_000,
          interval: 250,
        },
      );
      expect(unhandled).toEqual([]);
      expect(await jobs.reachable()).toBe(true);
    } finally {
      await jobs.stop();
    }
  }, 120_000);

  it('finishes a wrap whose run met the restart: the queue runs it again once the database is back', async () => {
    const url = await databaseNamed('wrap_restart');
    const key = 'test-key-for-the-restart-test';
    const fake = await startFakeOpenAi({ apiKey: key });
    const database = await openDatabase({ url, dataDir: null });
    const logged: string[] = [];
    const log = createLogger('info', { write: (line: string) => void logged.push((JSON.parse(line) as { msg: string }).msg) });
    let t: TestApp | undefined;
    try {
      t = await createTestApp({
        env: {
          DATABASE_URL: url,
          AI_PROVIDER: 'openai',
          OPENAI_API_KEY: key,
          OPENAI_BASE_URL: fake.baseUrl,
          OPENAI_MAX_RETRIES: '0',
          GENERATION_RATE_LIMIT: '1000',
          JOB_EXPIRE_SECONDS: '600',
        },
        extend: (ctx) => ({ ...ctx, db: database.db }),
        log,
      });
      // The car's description comes back while the database is shutting down: the run cannot write it.
      fake.script('chat', { kind: 'slow', ms: 2_000 });
      const posted = await postWrap(t.app, undefined, { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'car.jpg' });
      const id = (posted.json() as { requestId: string }).requestId;
      await vi.waitFor(() => expect(fake.calls.some((call) => call.endpoint === 'chat')).toBe(true), { timeout: 240_000, interval: 100 });

      const held = await own.beginShutdown();
      await vi.waitFor(() => expect(logged).toContain(LOST_DATABASE_MID_RUN), { timeout: 60_000, interval: 100 });
      await held.release();
      await own.start();

      await vi.waitFor(
        async () => expect(await rowsOf(url, `select status from car_wrap_requests where id = '${id}'`)).toEqual([{ status: 'done' }]),
        {
          timeout: 240_000,
          interval: 500,
        },
      );
      expect(await rowsOf(url, `select state, retry_count from pgboss.job where name = 'wrap-generation'`)).toEqual([
        { state: 'completed', retry_count: 1 },
      ]);
      expect(unhandled).toEqual([]);
    } finally {
      await t?.close();
      await database.close();
      await fake.close();
    }
  }, 600_000);

  describe('a web process', () => {
    let t: TestApp;
    let database: Database;
    beforeAll(async () => {
      const url = await databaseNamed('web_restart');
      database = await openDatabase({ url, dataDir: null });
      t = await createTestApp({ env: { DATABASE_URL: url, ROLE: 'web' }, extend: (ctx) => ({ ...ctx, db: database.db }) });
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
    });

    it('answers 503 with a retry sentence while the server restarts, never 500, and 200 once it is back', async () => {
      const { row } = await insertFinishedWrap(database.db, t.ctx.storage);
      const read = () => t.app.inject({ method: 'GET', url: `/api/wraps/${row.id}` });
      const quote = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/wraps/${row.id}/quote`,
          headers: ownerHeader(),
          payload: { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true },
        });
      const briefly = (answer: Awaited<ReturnType<typeof read>>) => {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ error: ERRORS.brieflyUnavailable });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      };
      expect((await read()).statusCode).toBe(200);

      const held = await own.beginShutdown();
      briefly(await read());
      briefly(await quote());
      await held.release();
      briefly(await read());
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

      await own.start();
      await vi.waitFor(async () => expect((await read()).statusCode).toBe(200), { timeout: 20_000, interval: 250 });
      expect((await quote()).json()).toEqual({ saved: true, emailSent: false });
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ ok: true });
      expect(unhandled).toEqual([]);
    }, 120_000);
  });
});
