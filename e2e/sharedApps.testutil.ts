import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp, type RunningApp } from './builtApp.testutil';

/**
 * The browser tests' globalSetup (after databaseTemplate.testutil.ts): one app with the default
 * settings per test worker, which every describe block that asks for no settings of its own
 * shares (useAppAndBrowser). Starting the server and loading the segmentation model cost seconds
 * of CPU each time; a worker runs its files one after another, so they never share it at once.
 * Its rate limits are raised: the files together send more photos than one visitor may.
 */
export const SHARED_APPS = 'WRAP_E2E_SHARED_APPS';

export const SHARED_APP_ENV: Record<string, string> = {
  DETECT_RATE_LIMIT: '10000',
  GENERATION_RATE_LIMIT: '10000',
  QUOTE_RATE_LIMIT: '10000',
};

interface SharedApp {
  url: string;
  dataDir: string;
  pid: number;
  outputFile: string;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'wrap-e2e-shared-'));
  const apps: RunningApp[] = [];
  const shared: SharedApp[] = [];
  const started = await Promise.allSettled(
    Array.from({ length: workers }, async (_, i) => {
      const outputFile = path.join(folder, `app-${i + 1}.log`);
      fs.writeFileSync(outputFile, '');
      const app = await startApp(SHARED_APP_ENV, { outputFile });
      apps.push(app);
      shared[i] = { url: app.url, dataDir: app.dataDir, pid: app.pid, outputFile };
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(apps.map((app) => app.stop()));
    throw failed.reason;
  }
  process.env[SHARED_APPS] = JSON.stringify(shared);
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await fsp.rm(folder, { recursive: true, force: true });
  };
}

/** This test worker's shared app (VITEST_POOL_ID counts workers from 1), or null outside such a run. */
export function sharedApp(): RunningApp | null {
  const all = JSON.parse(process.env[SHARED_APPS] ?? '[]') as SharedApp[];
  const mine = all[(Number(process.env.VITEST_POOL_ID) || 1) - 1];
  if (!mine) return null;
  return {
    url: mine.url,
    dataDir: mine.dataDir,
    pid: mine.pid,
    output: () => fs.readFileSync(mine.outputFile, 'utf8'),
    // The run's globalSetup stops it.
    stop: async () => {},
  };
}
