import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../domain/messages';
import { freePort } from './freePort.testutil';
import { createTestApp, type TestApp } from './testApp.testutil';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** Why the shared-limit tests cannot run here, or null when a Redis answers at TEST_REDIS_URL. */
async function redisUnavailable(): Promise<string | null> {
  if (!TEST_REDIS_URL) return 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)';
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `no Redis answers at TEST_REDIS_URL (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

const skipReason = await redisUnavailable();
if (skipReason) console.warn(`\n*** Shared rate-limit tests SKIPPED: ${skipReason} ***\n`);

const LIMIT = 3;
const env = { QUOTE_RATE_LIMIT: String(LIMIT) };

/** A quote request for a wrap that does not exist: refused (404) while under the limit, 429 past it. */
const askForQuote = (t: TestApp, client: string) =>
  t.app.inject({ method: 'POST', url: '/api/wraps/00000000-0000-4000-8000-000000000000/quote', payload: {}, remoteAddress: client });

describe.skipIf(skipReason !== null)('rate limits shared by every instance through REDIS_URL', () => {
  let apps: TestApp[] = [];
  beforeAll(async () => {
    apps = await Promise.all([1, 2].map(() => createTestApp({ env: { ...env, REDIS_URL: TEST_REDIS_URL! } })));
  });
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  it('stops a client at the configured total, however its requests are spread over the instances', async () => {
    // A client address of its own for this run, so no earlier run's count in the same Redis counts.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await askForQuote(apps[i % 2]!, client)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429]);
    const refused = await askForQuote(apps[0]!, client);
    expect(refused.json()).toMatchObject({ error: ERRORS.tooManyRequests });
  });
});

describe('rate limits when the Redis of REDIS_URL is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => t?.close());

  it('keeps answering visitors, without limits, instead of failing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await askForQuote(t, '10.0.0.1')).statusCode);
    expect(statuses).toEqual(Array<number>(LIMIT + 1).fill(404));
  });
});
