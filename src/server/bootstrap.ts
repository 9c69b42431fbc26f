import path from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { createLogger } from './logger';
import { storageFromConfig } from './storage/storageFromConfig';

export interface Runtime {
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/** Builds the real parts from the config: database (migrated), storage, logger. */
export async function createRuntime(config: Config): Promise<Runtime> {
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'db'), log });
  const storage = await storageFromConfig(config);
  const ctx: AppContext = { config, db: database.db, storage, log };
  return {
    ctx,
    database,
    async close() {
      await database.close();
    },
  };
}
