import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';

/**
 * The browser tests' globalSetup: one embedded database, created and migrated as the server does
 * on its first start, which startApp copies into each new data folder. A new PGlite's initdb
 * takes seconds on this machine, and every app the tests start would pay it again.
 */
export const DATABASE_TEMPLATE = 'WRAP_E2E_DATABASE_TEMPLATE';

/**
 * Puts a copy of the run's migrated database in `dataDir`, where the app and the shop's commands
 * (admin-create, seed-gallery) open it, so none of them pays PGlite's initdb (3.6 CPU-seconds) again.
 * Outside a run with the template (the benchmarks), they make their own as a shop's first start does.
 */
export async function copyTemplateDatabase(dataDir: string): Promise<void> {
  const template = process.env[DATABASE_TEMPLATE];
  if (template) await fs.cp(template, path.join(dataDir, 'db'), { recursive: true });
}

export default async function setup(): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-e2e-db-'));
  const template = path.join(folder, 'db');
  await (await openDatabase({ dataDir: template })).close();
  process.env[DATABASE_TEMPLATE] = template;
  return () => fs.rm(folder, { recursive: true, force: true });
}
