import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { TEST_DATABASE_URL } from './testDatabases.testutil';

/** A database restart, failover or idle-closing proxy must not end the server. */
describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL dropping the app’s connections (needs TEST_DATABASE_URL)', () => {
  let t: TestApp;
  const logLines: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    const log = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as { level: number; msg: string }) });
    t = await createTestApp({ db: 'postgres', env: { GALLERY_CACHE_MS: '0' }, log });
  });
  afterAll(async () => t?.close());

  it('keeps answering the gallery after every connection was terminated, and says so at warn', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery' })).statusCode).toBe(200);
    const { rows } = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };

    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    let killed = 0;
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      killed = result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
    expect(killed).toBeGreaterThan(0);
    // Each backend ends on its own schedule: once every killed connection has been noticed the pool
    // holds none of them. (A query sent before that lands on a dead one and gets the 503.)
    const lost = () => logLines.filter((l) => l.msg.startsWith('database connection lost'));
    await vi.waitFor(() => expect(lost().length).toBe(killed), { timeout: 10_000 });
    expect(lost().every((l) => l.level === 40)).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ page: 0, items: [] });
  });
});
