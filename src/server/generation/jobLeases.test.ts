import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { startFakeOpenAi, type FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { carWrapRequests } from '../db/schema';
import { TEST_DATABASE_URL } from '../db/testDatabases.testutil';
import { carPhoto, followJob, ownerHeaderOf, postWrap } from '../image/photoForm.testutil';
import { appInstancesOn, createSharedTestDatabase, type SharedTestDatabase, standInAiEnv } from '../jobs/sharedDatabase.testutil';
import { insertWrapRequest } from '../db/testData.testutil';

const KEY = 'test-openai-key-for-the-lease-tests';

if (!TEST_DATABASE_URL)
  console.warn('\n*** Job lease test SKIPPED: two app instances need one PostgreSQL database (TEST_DATABASE_URL) ***\n');

/**
 * Two instances on one PostgreSQL database. A starting instance fails only
 * requests whose process stopped renewing its claim, never a live instance's work.
 */
describe.skipIf(!TEST_DATABASE_URL)('job leases across two app instances', () => {
  let shared: SharedTestDatabase;
  let fake: FakeOpenAi;
  let instances: ReturnType<typeof appInstancesOn>;
  const instance = () => instances.start();

  beforeAll(async () => {
    [shared, fake] = await Promise.all([createSharedTestDatabase(TEST_DATABASE_URL!), startFakeOpenAi({ apiKey: KEY })]);
    instances = appInstancesOn(shared.url, standInAiEnv(fake, KEY));
  });
  afterAll(async () => {
    await instances?.close();
    await fake?.close();
    await shared?.drop();
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
