import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { WrapJob } from '../../src/domain/api';
import { startApp, type RunningApp } from '../../e2e/harness';
import { fixture } from './fixtures';
import { figure, type Figure } from './stats';

const VISITORS = 20;
// Twenty different photos, as twenty visitors would send: no segmentation is shared.
const PHOTOS = fs.readdirSync('../shared/fixtures/cars').filter((f) => f.endsWith('.jpg'));

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function generate(app: RunningApp, photo: Buffer, i: number): Promise<void> {
  const form = new FormData();
  form.append('email', `visitor${i}@example.com`);
  form.append('color', ['red', 'blue', 'white', 'black'][i % 4]!);
  form.append('finish', 'glossy');
  form.append('style', 'solid-wrap');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `car-${i}.jpg`);
  const created = await fetch(`${app.url}/api/wraps`, { method: 'POST', body: form });
  if (created.status !== 202) throw new Error(`visitor ${i}: POST answered ${created.status} ${await created.text()}`);
  const { requestId } = (await created.json()) as { requestId: string };
  for (;;) {
    const job = WrapJob.parse(await (await fetch(`${app.url}/api/wraps/${requestId}`)).json());
    if (job.stage === 'done') return;
    if (job.stage === 'failed') throw new Error(`visitor ${i}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Twenty visitors generating at once on the local engine, each with a browser-sized photo. */
export async function benchConcurrency(runs: number, extraEnv: Record<string, string> = {}): Promise<Figure[]> {
  const sharp = (await import('sharp')).default;
  const photos = await Promise.all(
    Array.from({ length: VISITORS }, (_, i) => sharp(fixture(PHOTOS[i % PHOTOS.length]!)).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer()),
  );
  const totals: number[] = [];
  const peaks: number[] = [];
  for (let r = 0; r < runs; r++) {
    // A shop's server starts on a database it created before: the one-off initdb of a new PGlite
    // folder (about 400 MB of transient memory) happens here, outside the measured process.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrap-bench-'));
    await (await openDatabase({ dataDir: path.join(dataDir, 'db') })).close();
    const app = await startApp({ AI_PROVIDER: 'local', GENERATION_RATE_LIMIT: '1000', DATA_DIR: dataDir, ...extraEnv });
    try {
      const start = performance.now();
      const results = await Promise.allSettled(photos.map((photo, i) => generate(app, photo, i)));
      totals.push(performance.now() - start);
      const failed = results.filter((x) => x.status === 'rejected');
      if (failed.length) throw new Error(`${failed.length} of ${VISITORS} generations failed: ${(failed[0] as PromiseRejectedResult).reason}`);
      peaks.push(peakRssMb(app.pid));
    } finally {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    figure(`${VISITORS} concurrent local generations: all done after`, 'ms', totals),
    figure(`${VISITORS} concurrent local generations: server peak RSS`, 'MB', peaks, { text: '<= 1024 MB', ok: (m) => m <= 1024 }),
  ];
}

