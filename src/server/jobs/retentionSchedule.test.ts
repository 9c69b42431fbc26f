import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { TEST_DATABASE_URL } from '../db/testDatabases.testutil';
import type { JobQueue } from './jobQueue';
import { jobsFromConfig } from './jobsFromConfig';
import { createSharedTestDatabase, type SharedTestDatabase } from './sharedDatabase.testutil';

if (!TEST_DATABASE_URL) console.warn('\n*** Retention schedule tests SKIPPED: they need PostgreSQL (TEST_DATABASE_URL) ***\n');

const quiet = { info() {}, warn() {}, error() {} };

/**
 * The retention job across two processes on one database (each with its own queue, as separate
 * processes would have): one schedule, and never two rounds at once.
 */
describe.skipIf(!TEST_DATABASE_URL)('the hourly retention job through pg-boss', () => {
  let shared: SharedTestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    shared = await createSharedTestDatabase(TEST_DATABASE_URL!);
    const config = loadConfig({ DATABASE_URL: shared.url, LOG_LEVEL: 'silent' });
    queues.push(jobsFromConfig(config, quiet), jobsFromConfig(config, quiet));
    // Started one after the other: pg-boss creates its schema on the first start.
    for (const queue of queues) await queue.start();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await shared?.drop();
  });

  it('is scheduled once, on the hour, whichever processes schedule it', async () => {
    for (const queue of queues) await queue.hourly('retention');
    const rows = await shared.rows("select name, cron from pgboss.schedule where name = 'retention'");
    expect(rows).toEqual([{ name: 'retention', cron: '0 * * * *' }]);
  });

  it('runs each round in one process, never two rounds at once', async () => {
    const runs: { process: number; start: number; end: number }[] = [];
    for (const [index, queue] of queues.entries()) {
      await queue.work('retention', 1, async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 300));
        runs.push({ process: index, start, end: performance.now() });
      });
    }
    await Promise.all([queues[0]!.send('retention', {}), queues[1]!.send('retention', {}), queues[0]!.send('retention', {})]);
    await vi.waitFor(() => expect(runs).toHaveLength(3), { timeout: 30_000, interval: 100 });
    const inOrder = [...runs].sort((a, b) => a.start - b.start);
    for (let i = 1; i < inOrder.length; i++) expect(inOrder[i]!.start).toBeGreaterThanOrEqual(inOrder[i - 1]!.end);
  });
});
