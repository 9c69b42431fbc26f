import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { openDatabase, type Database } from '../db/client';
import { carWrapRequests } from '../db/schema';
import { TEST_DATABASE_URL } from '../db/testDatabases.testutil';
import { carPhoto, followJob, ownerHeaderOf, postWrap } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { insertWrapRequest } from '../db/testData.testutil';

const KEY = 'test-openai-key-for-the-lease-tests';

if (!TEST_DATABASE_URL)
  console.warn('\n*** Job lease test SKIPPED: two app instances need one PostgreSQL database (TEST_DATABASE_URL) ***\n');

/**
 * Issue 16, point 5: two instances on one PostgreSQL database. A starting instance fails only
 * requests whose process stopped renewing its claim, never a live instance's work.
 */
describe.skipIf(!TEST_DATABASE_URL)('job leases across two app instances', () => {
  const name = `wrap_test_${randomUUID().replaceAll('-', '')}`;
  let url: string;
  let fake: FakeOpenAi;
  const databases: Database[] = [];
  const apps: TestApp[] = [];
  /** An instance of the app with its own connection pool to the shared database. */
  const instance = async () => {
    const database = await openDatabase({ url, dataDir: null });
    databases.push(database);
    const t = await createTestApp({
      env: {
        OPENAI_API_KEY: KEY,
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MAX_RETRIES: '0',
        GENERATION_RATE_LIMIT: '1000',
        AI_DAILY_PER_CLIENT: '1000',
      },
      extend: (ctx) => ({ ...ctx, db: database.db }),
    });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const shared = new URL(TEST_DATABASE_URL!);
    shared.pathname = `/${name}`;
    url = shared.toString();
    fake = await startFakeOpenAi({ apiKey: KEY });
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const database of databases) await database.close();
    await fake?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("leaves a live instance's slow job alone and fails the request whose claim ran out", async () => {
    const a = await instance();
    fake.script('edit', { kind: 'slow', ms: 5_000 });
    const posted = await postWrap(a.app, undefined, { data: carPhoto('orange-coupe-front34-street.jpg'), name: 'car.jpg' });
    expect(posted.statusCode).toBe(202);
    const id = posted.json().requestId as string;
    const rowOf = async (requestId: string) => (await a.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId)))[0]!;
    // The analysis runs the segmentation model first: seconds alone, a minute on a busy machine.
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('rendering'), { timeout: 90_000, interval: 100 });

    const orphan = await insertWrapRequest(a.ctx.db, {
      status: 'analyzing',
      leaseOwner: 'a-crashed-instance',
      leaseUntil: new Date(Date.now() - 60_000),
    });

    const b = await instance();
    expect(await rowOf(orphan!.id)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.processingFailed.description });
    expect((await rowOf(id)).status).toBe('rendering');
    // Nor can B reopen A's running request to a change: that would be a second paid job on one row.
    const change = await b.app.inject({
      method: 'POST',
      url: `/api/wraps/${id}/changes`,
      headers: ownerHeaderOf(posted),
      payload: { instructions: 'make it darker' },
    });
    expect([change.statusCode, change.json()]).toEqual([409, { error: ERRORS.wrapInProgress }]);

    const done = await followJob(a.app, id);
    expect(done.events.at(-1)).toMatchObject({ stage: 'done', error: null, provider: 'openai' });
    expect(fake.calls.filter((c) => c.endpoint === 'edit')).toHaveLength(1);
  }, 90_000);
});
