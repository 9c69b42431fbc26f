import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from './client';

/**
 * A new PGlite spends seconds in initdb and PostgreSQL a while in migrations; a test needs neither
 * when it can start from a copy of a database openDatabase already made and migrated. This
 * vitest globalSetup makes one of each per run and hands them to the test processes through
 * these environment variables (read by testDatabases.testutil.ts, which makes its own when they are unset).
 */
export const PGLITE_TEMPLATE_FILE = 'WRAP_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_DATABASE = 'WRAP_TEST_POSTGRES_TEMPLATE';

/** The data folder of a new, migrated, in-memory PGlite, as a tar PGlite can load. */
export async function migratedPgliteDump(): Promise<Blob> {
  const database = await openDatabase({ dataDir: null });
  try {
    // Uncompressed: every test loads it, and unpacking costs more than the bytes do.
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** A migrated PostgreSQL database to copy with CREATE DATABASE ... TEMPLATE; answers its name. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `wrap_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before use: PostgreSQL copies a template only while nobody is connected to it.
  await (await openDatabase({ url: url.toString(), dataDir: null })).close();
  return name;
}

export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-db-template-'));
  const file = path.join(folder, 'pglite.tar');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [dump, postgresTemplate] = await Promise.all([migratedPgliteDump(), adminUrl ? createPostgresTemplate(adminUrl) : undefined]);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_FILE] = file;
  if (postgresTemplate) process.env[POSTGRES_TEMPLATE_DATABASE] = postgresTemplate;
  return async () => {
    await fs.rm(folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
