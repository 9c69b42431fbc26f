import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { adminQuery } from '../db/migratedTemplates.testutil';
import type { FakeOpenAi } from '../ai/fakeOpenAi.testutil';
import { openDatabase, type Database } from '../db/client';
import type { Storage } from '../storage/storage';
import { createTestApp, type TestApp } from '../testApp.testutil';

export interface SharedTestDatabase {
  url: string;
  /** The rows a query returns, read over one connection of the test's own. */
  rows(query: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Closes that connection, then drops the database. */
  drop(): Promise<void>;
}

/**
 * An empty PostgreSQL database of a test's own, on the server of `adminUrl`, for app instances or
 * processes that share it (each opens and migrates it as a real process would).
 */
export async function createSharedTestDatabase(adminUrl: string): Promise<SharedTestDatabase> {
  const name = `wrap_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let reader: Promise<pg.Client> | undefined;
  return {
    url: url.toString(),
    async rows(query, values = []) {
      reader ??= (async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        return client;
      })();
      return (await (await reader).query(query, values)).rows as Record<string, unknown>[];
    },
    async drop() {
      // A pool's end() resolves before its sockets close, and a forced drop then kills a closing
      // connection, which pg reports as an uncaught error; a client's end() waits for the close.
      if (reader) await (await reader).end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Settings for an app whose AI is the stand-in, with no per-minute or per-client cap in the way. */
export const standInAiEnv = (fake: FakeOpenAi, apiKey: string): Record<string, string> => ({
  OPENAI_API_KEY: apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MAX_RETRIES: '0',
  GENERATION_RATE_LIMIT: '1000',
  AI_DAILY_PER_CLIENT: '1000',
});

/**
 * App instances in this process on one shared database, each with its own connection pool as
 * separate processes would have (and, when given, one storage as processes share one bucket).
 */
export function appInstancesOn(url: string, env: Record<string, string>, storage?: Storage) {
  const databases: Database[] = [];
  const apps: TestApp[] = [];
  return {
    async start(more: Record<string, string> = {}): Promise<TestApp> {
      const database = await openDatabase({ url, dataDir: null });
      databases.push(database);
      const t = await createTestApp({
        env: { ...env, ...more },
        extend: (ctx) => ({ ...ctx, db: database.db, ...(storage && { storage }) }),
      });
      apps.push(t);
      return t;
    },
    /** The first instance's database, to read what all of them wrote. */
    get db() {
      return databases[0]!.db;
    },
    async close(): Promise<void> {
      for (const t of apps) await t.close();
      for (const database of databases) await database.close();
    },
  };
}
