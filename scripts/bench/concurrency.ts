import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { WrapJob } from '../../src/domain/api';
import { startApp, type RunningApp } from '../../e2e/builtApp.testutil';
import { browserSized, carPhotos } from './fixtures';
import { figure, type Figure } from './stats';

const VISITORS = 20;

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

interface Visit {
  /** POST to done. */
  totalMs: number;
  /** POST until the job left the generation queue (first seen past 'queued'). */
  queuedMs: number;
}

async function generate(app: RunningApp, photo: Buffer, i: number): Promise<Visit> {
  const form = new FormData();
  form.append('email', `visitor${i}@example.com`);
  form.append('color', ['red', 'blue', 'white', 'black'][i % 4]!);
  form.append('finish', 'glossy');
  form.append('style', 'solid-wrap');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `car-${i}.jpg`);
  const start = performance.now();
  const created = await fetch(`${app.url}/api/wraps`, { method: 'POST', body: form });
  if (created.status !== 202) throw new Error(`visitor ${i}: POST answered ${created.status} ${await created.text()}`);
  const { requestId } = (await created.json()) as { requestId: string };
  let queuedMs = NaN;
  for (;;) {
    const job = WrapJob.parse(await (await fetch(`${app.url}/api/wraps/${requestId}`)).json());
    if (Number.isNaN(queuedMs) && job.stage !== 'queued') queuedMs = performance.now() - start;
    if (job.stage === 'done') return { totalMs: performance.now() - start, queuedMs };
    if (job.stage === 'failed') throw new Error(`visitor ${i}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Twenty visitors generating at once on the local engine, each with a different browser-sized
 * photo (the fixture photos, ../shared or the committed six, each at its own JPEG quality so no
 * segmentation is shared), against the built app in its own process with the model loaded.
 */
export async function benchConcurrency(runs: number, extraEnv: Record<string, string> = {}): Promise<Figure[]> {
  const files = carPhotos();
  const photos = await Promise.all(
    Array.from({ length: VISITORS }, (_, i) => browserSized(files[i % files.length]!, 80 - Math.floor(i / files.length))),
  );
  const totals: number[] = [];
  const peaks: number[] = [];
  const served: number[] = [];
  const visits: Visit[] = [];
  const errors: string[] = [];
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
      const ok = results.filter((x) => x.status === 'fulfilled');
      served.push(ok.length);
      visits.push(...ok.map((x) => x.value));
      for (const x of results) if (x.status === 'rejected') errors.push(String(x.reason));
      peaks.push(peakRssMb(app.pid));
    } finally {
      await app.stop();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (errors.length) console.error(`${errors.length} generations failed, first: ${errors[0]}`);
  return [
    figure(`${VISITORS} concurrent local generations: visitors served (done)`, 'count', served, {
      text: `= ${VISITORS}`,
      ok: (m) => m === VISITORS,
    }),
    figure(`${VISITORS} concurrent local generations: all done after`, 'ms', totals),
    figure(
      `${VISITORS} concurrent local generations: per visitor, POST to done`,
      'ms',
      visits.map((v) => v.totalMs),
    ),
    figure(
      `${VISITORS} concurrent local generations: per visitor, wait in the generation queue (POST to analysing)`,
      'ms',
      visits.map((v) => v.queuedMs),
    ),
    // The job's segmentation (findsCar) is not in api_request_logs: its steps after it reuse the
    // analysis (0-1 ms logged). Analysing to done holds the engine's queue wait (at most the
    // other GENERATION_CONCURRENCY jobs' photos), the segmentation and the render.
    figure(
      `${VISITORS} concurrent local generations: per visitor, analysing to done (engine queue + segmentation + render)`,
      'ms',
      visits.map((v) => v.totalMs - v.queuedMs),
    ),
    figure(`${VISITORS} concurrent local generations: server peak RSS, model loaded`, 'MB', peaks, {
      text: '<= 1200 MB',
      ok: (m) => m <= 1200,
    }),
  ];
}
