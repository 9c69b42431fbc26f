import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseError } from './databaseError';
import { lockEmbeddedDatabase } from './embeddedLock';
import * as schema from './schema';

/** One query interface over both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export { DatabaseError };

/** Where the database reports trouble it recovers from on its own (the server's log). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (in memory when dataDir
 * is null, for tests), and brings the schema up to date before anything else runs (a test of an
 * upgrade names a folder holding only the older migrations, then calls migrateDatabase).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  migrationsFolder?: string;
  log?: DatabaseLog;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (restart, failover, a proxy's idle timeout) is an
    // 'error' event; unheard, it would end the process. The pool opens a new one when next asked.
    pool.on('error', (error) => options.log?.warn({ reason: error.message }, 'database connection lost; the next query reconnects'));
    // A bad URL must stop the start with one clear line, not a pool that fails later.
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseError(`DATABASE_URL: cannot connect (${(error as Error).message || (error as Error).name})`);
    }
    const database: Database = { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
    await migrateDatabase(database, options.migrationsFolder);
    return database;
  }
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockEmbeddedDatabase(options.dataDir) : () => undefined;
  const client = options.dataDir ? new PGlite(options.dataDir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  const database: Database = { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close };
  await migrateDatabase(database, options.migrationsFolder);
  return database;
}

/**
 * The settings of every embedded database, at every start. PGlite keeps shared_buffers inside its
 * WebAssembly memory; its 128 MB default is far more than a shop's gallery needs and would sit in
 * the process's RSS for good.
 */
export const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers = 32MB' };

/** Applies every migration in `folder` the database has not had yet. */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  // Each driver's migrator wants its own database type; `db` is the one openDatabase made for that kind.
  if (database.kind === 'pglite')
    return migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: folder });
  const db = database.db as unknown as NodePgDatabase<typeof schema> & { $client: pg.Pool };
  await oneAtATime(db.$client, () => migratePg(db, { migrationsFolder: folder }));
}

// Any fixed number: the key of the advisory lock all app processes take to migrate.
const MIGRATION_LOCK = 7_366_041;

/**
 * Several processes starting together on one new database would each apply the same migrations
 * and all but one fail: each waits for the lock, then finds the work done.
 */
async function oneAtATime(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
