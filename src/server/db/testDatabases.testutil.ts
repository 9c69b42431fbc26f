import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateDatabase, openDatabase, PGLITE_OPTIONS, type Database, type Db, type DatabaseLog } from './client';
import { adminQuery, migratedPgliteDump, PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DATABASE } from './migratedTemplates.testutil';
import * as schema from './schema';

/**
 * Test helper: the databases every data-layer test runs on. PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it), each test file in a fresh database of its own.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

if (!TEST_DATABASE_URL) {
  console.warn('\n*** PostgreSQL tests SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test) ***\n');
}

export const DATABASE_KINDS = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/**
 * A fresh database, already migrated: a copy of the run's migrated template (see
 * migratedTemplates.testutil.ts), or, for a test of an upgrade (`migrationsFolder`: a folder with
 * only the older migrations), a new one migrated that far.
 */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  options: { migrationsFolder?: string; log?: DatabaseLog } = {},
): Promise<Database> {
  if (kind === 'pglite') return options.migrationsFolder ? openDatabase({ dataDir: null, ...options }) : openPgliteCopy();
  const name = `wrap_test_${randomUUID().replaceAll('-', '')}`;
  // Without the globalSetup (e.g. the benchmarks) there is no template: a new database, migrated.
  const template = options.migrationsFolder ? undefined : process.env[POSTGRES_TEMPLATE_DATABASE];
  await adminQuery(TEST_DATABASE_URL!, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** An embedded database started from the run's migrated template, in `dataDir` or else in memory. */
async function pgliteFromTemplate(dataDir?: string): Promise<PGlite> {
  const options = { ...PGLITE_OPTIONS, loadDataDir: await pgliteTemplate() };
  return dataDir ? new PGlite(dataDir, options) : new PGlite(options);
}

async function openPgliteCopy(): Promise<Database> {
  const client = await pgliteFromTemplate();
  const database: Database = { db: drizzle(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  // Nothing to do when the template is current; it would catch one made before a new migration.
  await migrateDatabase(database);
  return database;
}

/**
 * Makes `dataDir` (a folder that does not exist yet) the embedded database a first start of the
 * app leaves there, from the run's migrated template: for tests of what is done to a made database
 * (its lock, a command run on it), which would pay PGlite's initdb and the migrations again (24 s
 * against 10 s on the loaded machine). Tests of a first start itself open a new folder.
 */
export async function migratedDataFolder(dataDir: string): Promise<void> {
  await (await pgliteFromTemplate(dataDir)).close();
}

// Without the globalSetup, each process makes its own once.
let pgliteDump: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  const file = process.env[PGLITE_TEMPLATE_FILE];
  pgliteDump ??= file ? fs.readFile(file).then((bytes) => new Blob([bytes])) : migratedPgliteDump();
  return pgliteDump;
}
