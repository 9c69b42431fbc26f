import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openTestDatabase } from './db/testDatabases.testutil';
import { createLogger } from './logger';
import { storageFromConfig } from './storage/storageFromConfig';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * A real app for API tests, without a port: real database (PGlite in memory, or a fresh
 * PostgreSQL database), real storage in a temp folder, settings from `env`. Unless a test names
 * its own web root, the page is a one-line stand-in, so unit tests never need `npm run build`.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    db?: 'pglite' | 'postgres';
    app?: AppOptions;
    extend?: (ctx: AppContext) => AppContext;
    /** The app's and the database's log (default: LOG_LEVEL's, to stdout). */
    log?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const database = await openTestDatabase(options.db ?? 'pglite', { log });
  const base: AppContext = { config, db: database.db, storage: await storageFromConfig(config), log };
  const ctx = options.extend ? options.extend(base) : base;
  const app = await buildApp(ctx, { webRoot: await standInPage(dataDir), ...options.app });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function standInPage(dataDir: string): Promise<string> {
  const webRoot = path.join(dataDir, 'web');
  await fs.mkdir(webRoot, { recursive: true });
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  return webRoot;
}
