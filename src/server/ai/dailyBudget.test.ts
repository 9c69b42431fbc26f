import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, FLOW_TEXT } from '../../domain/messages';
import { hashedClient } from '../clientIdentity';
import { aiBudgetDays, aiClientDays, carWrapRequests } from '../db/schema';
import { DATABASE_KINDS } from '../db/testDatabases.testutil';
import { followJob, postWrap, smallCarPhoto } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { budgetDay } from './dailyBudget';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi.testutil';

const KEY = 'test-openai-key-for-the-budget-tests';
const BUDGET = 5;
const PER_CLIENT = 2;
const PHOTO = { data: Buffer.alloc(0), name: 'car.jpg' };
// The budget is what is tested, not the picture: the local engine makes about a dozen wraps per database.
beforeAll(async () => {
  PHOTO.data = await smallCarPhoto('orange-coupe-front34-street.jpg');
});

/** A paid picture is reserved atomically before it is asked for, and given back when never billed. */
describe.each(DATABASE_KINDS)('the daily AI budget on %s', (kind) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: KEY });
    t = await createTestApp({
      db: kind,
      env: {
        OPENAI_API_KEY: KEY,
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_MAX_RETRIES: '0',
        DAILY_AI_BUDGET: String(BUDGET),
        GENERATION_CONCURRENCY: '8',
        GENERATION_RATE_LIMIT: '1000',
        AI_DAILY_PER_CLIENT: String(PER_CLIENT),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const reservedToday = async () =>
    (
      await t.ctx.db
        .select()
        .from(aiBudgetDays)
        .where(eq(aiBudgetDays.day, budgetDay(new Date())))
    )[0]?.reserved ?? 0;
  const setReserved = async (reserved: number) =>
    t.ctx.db
      .insert(aiBudgetDays)
      .values({ day: budgetDay(new Date()), reserved })
      .onConflictDoUpdate({ target: aiBudgetDays.day, set: { reserved } });
  /** Today's pictures reserved for `client` (an address). */
  const reservedFor = async (client: string) =>
    (
      await t.ctx.db
        .select()
        .from(aiClientDays)
        .where(and(eq(aiClientDays.day, budgetDay(new Date())), eq(aiClientDays.clientKey, hashedClient(client))))
    )[0]?.reserved ?? 0;
  /** One wrap of `client`'s, followed to its end. */
  const generate = async (client = '198.51.100.1') => {
    const posted = await postWrap(t.app, undefined, PHOTO, client);
    expect(posted.statusCode).toBe(202);
    const requestId = posted.json().requestId as string;
    return { requestId, last: (await followJob(t.app, requestId, client)).events.at(-1)! };
  };
  const paidCalls = () => fake.calls.filter((c) => c.endpoint === 'edit').length;

  it('with 2 pictures left, 8 wraps at once make exactly 2 paid calls; the local engine makes the other 6', async () => {
    await setReserved(BUDGET - 2);
    const before = paidCalls();
    // Eight visitors: the shop's budget, not a visitor's own, is what runs out.
    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => generate(`198.51.100.${i + 10}`)));
    expect(runs.map((r) => r.last.stage)).toEqual(Array(8).fill('done'));
    expect(paidCalls() - before).toBe(2);
    const rows = await t.ctx.db
      .select({ provider: carWrapRequests.provider })
      .from(carWrapRequests)
      .where(
        inArray(
          carWrapRequests.id,
          runs.map((r) => r.requestId),
        ),
      );
    expect(rows.map((r) => r.provider).sort()).toEqual(['local', 'local', 'local', 'local', 'local', 'local', 'openai', 'openai']);
    await expect.poll(reservedToday).toBe(BUDGET);
  }, 180_000);

  it('gives the picture back when the call failed before OpenAI billed it, or was never made', async () => {
    await setReserved(BUDGET - 1);
    fake.script('edit', { kind: 'status', status: 503 });
    const unavailable = await generate();
    expect(unavailable.last).toMatchObject({ stage: 'failed', error: ERRORS.providerUnavailable });
    await expect.poll(reservedToday).toBe(BUDGET - 1);

    fake.script('chat', { kind: 'error', status: 400, message: 'Invalid image data' });
    const analysisFailed = await generate();
    expect(analysisFailed.last).toMatchObject({ stage: 'failed', error: ERRORS.analyse });
    // Given back as the job ends, just after the visitor hears of the failure.
    await expect.poll(reservedToday).toBe(BUDGET - 1);

    // A picture OpenAI's safety system refused may be billed: it stays counted.
    fake.script('edit', { kind: 'error', status: 400, message: 'Rejected by our safety system', code: 'moderation_blocked' });
    const refused = await generate();
    expect(refused.last).toMatchObject({ stage: 'failed', error: ERRORS.photoRejected });
    await expect.poll(reservedToday).toBe(BUDGET);
  }, 120_000);

  /** One or two addresses could spend the whole day's budget in seconds. */
  it(`makes at most ${PER_CLIENT} paid pictures a day for one client; past that the local engine answers and says why`, async () => {
    await setReserved(0);
    const client = '203.0.113.9';
    const runs = [];
    for (let i = 0; i <= PER_CLIENT; i++) runs.push((await generate(client)).last);
    expect(runs.map((job) => [job.stage, job.provider, job.notice])).toEqual([
      ...Array.from({ length: PER_CLIENT }, () => ['done', 'openai', null]),
      ['done', 'local', FLOW_TEXT.localInsteadOfAi.yourDay],
    ]);
    expect(await reservedFor(client)).toBe(PER_CLIENT);
    expect(await reservedToday()).toBe(PER_CLIENT);
    // Another visitor is not held to this one's pictures.
    expect((await generate('203.0.113.10')).last).toMatchObject({ provider: 'openai', notice: null });
  }, 120_000);

  it("gives a client's picture back with the shop's: when the shop's budget is spent, and when OpenAI never billed the call", async () => {
    await setReserved(BUDGET);
    const spent = await generate('203.0.113.20');
    expect(spent.last).toMatchObject({ stage: 'done', provider: 'local', notice: FLOW_TEXT.localInsteadOfAi.shopDay });
    expect(await reservedFor('203.0.113.20')).toBe(0);

    await setReserved(0);
    fake.script('edit', { kind: 'status', status: 503 });
    expect((await generate('203.0.113.21')).last).toMatchObject({ stage: 'failed', error: ERRORS.providerUnavailable });
    await expect.poll(() => reservedFor('203.0.113.21')).toBe(0);
  }, 120_000);
});
