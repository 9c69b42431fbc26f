import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess, jobOf, sendWrap, type AppProcess } from '../../src/server/jobs/appProcess.testutil';
import { createSharedTestDatabase } from '../../src/server/jobs/sharedDatabase.testutil';
import { browserSized, carPhotos } from './fixtures';
import { figure, type Figure } from './stats';

const WRAPS = 12;

/** Resident memory of a process now (Linux VmRSS), in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Resolves once the process has loaded the segmentation model (it works no wrap job before). */
async function warm(app: AppProcess): Promise<void> {
  while (app.logged('engine ready').length === 0 && !app.output().includes('engine warm-up failed'))
    await new Promise((r) => setTimeout(r, 200));
}

/** Wraps per minute: WRAPS sent at once to the web process, timed from the first POST to the last done. */
async function throughput(web: AppProcess, photos: Buffer[]): Promise<number> {
  const start = performance.now();
  const ids = await Promise.all(photos.map((photo) => sendWrap(web, photo)));
  for (const id of ids) {
    for (;;) {
      const job = await jobOf(web, id);
      if (job.stage === 'done') break;
      if (job.stage === 'failed') throw new Error(`wrap ${id} failed: ${job.error}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return (ids.length / (performance.now() - start)) * 60_000;
}

/**
 * Issue 17's scale-out figures, on the built server and PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server): local-engine generations per minute through one
 * ROLE=web process with one and with two ROLE=worker processes (each GENERATION_CONCURRENCY 2,
 * model loaded before the clock starts), and the resident memory of the web process (no model)
 * against a ROLE=all process after its warm-up.
 */
export async function benchGenerations(runs: number): Promise<Figure[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const files = carPhotos();
  // Each photo at its own JPEG quality, so no process reuses another wrap's segmentation.
  const photos = await Promise.all(Array.from({ length: WRAPS }, (_, i) => browserSized(files[i % files.length]!, 85 - i)));
  const perMinute: Record<1 | 2, number[]> = { 1: [], 2: [] };
  const webRss: number[] = [];
  const allRss: number[] = [];
  for (let r = 0; r < runs; r++) {
    for (const workers of [1, 2] as const) {
      const database = await createSharedTestDatabase(adminUrl);
      // One data folder for all, so they share the stored photos as they would share a bucket.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrap-bench-'));
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, AI_PROVIDER: 'local', GENERATION_RATE_LIMIT: '1000', LOG_LEVEL: 'info' };
      const apps: AppProcess[] = [];
      try {
        const web = await startAppProcess({ ...env, ROLE: 'web' }, { built: true });
        apps.push(web);
        for (let w = 0; w < workers; w++) apps.push(await startAppProcess({ ...env, ROLE: 'worker' }, { built: true }));
        await Promise.all(apps.slice(1).map(warm));
        perMinute[workers].push(await throughput(web, photos));
        if (workers === 1) {
          webRss.push(rssMb(web.pid));
          const all = await startAppProcess({ ...env, ROLE: 'all' }, { built: true });
          apps.push(all);
          await warm(all);
          allRss.push(rssMb(all.pid));
        }
      } finally {
        await Promise.all(apps.map((app) => app.stop()));
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  return [
    figure(`local generations per minute, 1 worker process (${WRAPS} wraps at once through a ROLE=web process)`, '/min', perMinute[1]),
    figure(`local generations per minute, 2 worker processes (${WRAPS} wraps at once through a ROLE=web process)`, '/min', perMinute[2]),
    figure('RSS of a ROLE=web process after serving those wraps (no model loaded)', 'MB', webRss),
    figure('RSS of a ROLE=all process after its warm-up (model loaded)', 'MB', allRss),
  ];
}
