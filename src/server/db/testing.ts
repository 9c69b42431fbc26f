import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseLog } from './client';

/**
 * Test helper: the databases every data-layer test runs on. PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it), each test file in a fresh database of its own.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

if (!TEST_DATABASE_URL) {
  console.warn('\n*** PostgreSQL tests SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test) ***\n');
}

export const DATABASE_KINDS = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** `migrationsFolder`: for a test of an upgrade, a folder with only the older migrations. */
export async function openTestDatabase(kind: 'pglite' | 'postgres', options: { migrationsFolder?: string; log?: DatabaseLog } = {}): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: null, ...options });
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `wrap_test_${randomUUID().replaceAll('-', '')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
