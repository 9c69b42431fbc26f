import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { carWrapRequests, quotes } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { TEST_DATABASE_URL } from '../db/testDatabases.testutil';
import { carPhoto, followJob, postWrap } from '../image/photoForm.testutil';
import { createLocalStorage } from '../storage/localStorage';
import type { Storage } from '../storage/storage';
import { appInstancesOn, createSharedTestDatabase, type SharedTestDatabase, standInAiEnv } from './sharedDatabase.testutil';
import { insertWrapRequest, ownerHeader } from '../db/testData.testutil';

const KEY = 'test-openai-key-for-the-queue-tests';
const SHOP = 'shop@test.example';
const CUSTOMER = 'ana@test.example';

if (!TEST_DATABASE_URL)
  console.warn('\n*** Job queue tests SKIPPED: web and worker processes need one PostgreSQL database (TEST_DATABASE_URL) ***\n');

/**
 * PostgreSQL's job queue between app instances on one database (each with its own pools, as
 * separate processes would have): a web instance queues, a worker works, and the web instance's
 * event stream hears the worker's progress.
 */
describe.skipIf(!TEST_DATABASE_URL)('jobs through pg-boss between a web and a worker instance', () => {
  let shared: SharedTestDatabase;
  let fake: FakeOpenAi;
  let filesDir: string;
  /** One folder for every instance, as processes share one bucket. */
  let storage: Storage;
  let smtp: TestSmtpServer;
  let instances: ReturnType<typeof appInstancesOn>;
  const instance = (env: Record<string, string>) => instances.start(env);
  /** The queue's own rows for the generation of request `id`. */
  const jobRows = async (id: string) =>
    (
      (await instances.db.execute(
        sql`select state, retry_count from pgboss.job where name = 'wrap-generation' and data->>'requestId' = ${id}`,
      )) as unknown as { rows: unknown[] }
    ).rows;
  const rowOf = async (id: string) => (await instances.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id)))[0]!;

  beforeAll(async () => {
    shared = await createSharedTestDatabase(TEST_DATABASE_URL!);
    fake = await startFakeOpenAi({ apiKey: KEY });
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-queue-files-'));
    storage = createLocalStorage(filesDir);
    smtp = await startSmtpServer();
    instances = appInstancesOn(
      shared.url,
      {
        ...standInAiEnv(fake, KEY),
        DATABASE_URL: shared.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        SHOP_EMAIL: SHOP,
        MAIL_RETRY_BASE_MS: '1000',
      },
      storage,
    );
  });
  afterAll(async () => {
    await instances?.close();
    await fake?.close();
    await smtp?.close();
    if (filesDir) await fs.rm(filesDir, { recursive: true, force: true });
    await shared?.drop();
  });

  it('streams on the web instance every stage the worker instance makes, to the end', async () => {
    const web = await instance({ ROLE: 'web', JOB_EXPIRE_SECONDS: '60' });
    const worker = await instance({ ROLE: 'worker', JOB_EXPIRE_SECONDS: '60' });
    // The worker serves only the probes.
    expect((await worker.app.inject({ method: 'GET', url: '/api/films' })).statusCode).toBe(404);
    expect((await worker.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ ok: true });
    expect((await web.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ ok: true });

    fake.script('edit', { kind: 'slow', ms: 1_000 });
    const posted = await postWrap(web.app, undefined, { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'car.jpg' });
    expect(posted.statusCode).toBe(202);
    const id = posted.json().requestId as string;
    // The web instance works no job: only NOTIFY can tell its stream of the worker's stages.
    const followed = await followJob(web.app, id);
    const stages = followed.events.map((e) => e.stage);
    expect(stages).toContain('rendering');
    expect(stages.at(-1)).toBe('done');
    // The queue records the run's end just after the wrap's own last stage.
    await vi.waitFor(async () => expect(await jobRows(id)).toEqual([{ state: 'completed', retry_count: 0 }]), {
      timeout: 10_000,
      interval: 100,
    });
  }, 180_000);

  it('hands a run that outlives its expiry to a retry, and fails the wrap only when the retries are used up', async () => {
    const worker = await instance({ ROLE: 'all', JOB_EXPIRE_SECONDS: '2' });
    fake.script('edit', { kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const posted = await postWrap(worker.app, undefined, { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'car.jpg' });
    const id = posted.json().requestId as string;
    await vi.waitFor(
      async () => expect(await rowOf(id)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.processingFailed.description }),
      { timeout: 150_000, interval: 200 },
    );
    // A first run and both retries, each cut off at the expiry (hanging on the picture, or on a busy
    // machine still segmenting); none of them ended the wrap itself, the queue's giving up did.
    expect(await jobRows(id)).toEqual([{ state: 'failed', retry_count: 2 }]);
  }, 180_000);

  it("sends a quote's two e-mails once through the queue, retrying the one that failed, whichever worker takes it", async () => {
    const web = await instance({ ROLE: 'web' });
    await instance({ ROLE: 'worker' });
    const request = await insertWrapRequest(web.ctx.db, { email: CUSTOMER, status: 'done', wrappedImageUrl: '/files/none.png' });
    smtp.rejecting.add(CUSTOMER);
    const answer = await web.app.inject({
      method: 'POST',
      url: `/api/wraps/${request!.id}/quote`,
      headers: ownerHeader(),
      payload: { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true },
    });
    // Saved at once; the web instance sends nothing itself.
    expect(answer.json()).toEqual({ saved: true, emailSent: false });
    const quoteRow = async () => (await web.ctx.db.select().from(quotes).where(eq(quotes.carWrapRequestId, request!.id)))[0]!;
    await vi.waitFor(async () => expect((await quoteRow()).emailStatus).toBe('confirming'), { timeout: 30_000, interval: 100 });
    smtp.rejecting.delete(CUSTOMER);
    await vi.waitFor(async () => expect((await quoteRow()).emailStatus).toBe('sent'), { timeout: 30_000, interval: 100 });

    const mailJobStates = async () =>
      (
        (await web.ctx.db.execute(sql`select state from pgboss.job where name = 'quote-mail'`)) as unknown as { rows: { state: string }[] }
      ).rows.map((job) => job.state);
    // Nothing left in the queue that could send again (the queue records a run's end just after it).
    await vi.waitFor(async () => expect(await mailJobStates()).toEqual(['completed']), { timeout: 10_000, interval: 100 });
    const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length;
    expect([to(SHOP), to(CUSTOMER)]).toEqual([1, 1]);
  }, 180_000);
});
