import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp } from '../../e2e/builtApp.testutil';
import { openDatabase } from '../../src/server/db/client';
import { browserSized, carPhotos } from './fixtures';
import { quantile } from './stats';

export interface ServerLoopResult {
  /** Probe latency while the server was idle (model loaded), ms. */
  idle: { median: number; p99: number; max: number; probes: number };
  /** Probe latency above the idle median while /api/detect uploads were being segmented, ms. */
  stall: { max: number; p99: number; probes: number };
  detects: number;
  detectMs: number[];
  peakRssMb: number;
}

const PROBE_EVERY_MS = 15;

/** Fires GET /api/status every PROBE_EVERY_MS until `stop()`, each request on its own; returns every latency. */
function probe(app: RunningApp): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  const inflight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const start = performance.now();
    const p: Promise<void> = fetch(`${app.url}/api/status`)
      .then((r) => r.arrayBuffer())
      .then(() => void latencies.push(performance.now() - start))
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }, PROBE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inflight);
      return latencies;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function detect(app: RunningApp, photo: Buffer, i: number): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `car-${i}.jpg`);
  const start = performance.now();
  const res = await fetch(`${app.url}/api/detect`, { method: 'POST', body: form });
  if (res.status !== 200) throw new Error(`POST /api/detect answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - start;
}

/**
 * The server's event loop during segmentations, measured from the outside: a real server
 * process (the built app, local engine, model in its worker thread) takes `uploads` /api/detect
 * uploads of different browser-sized photos, two at a time, while a trivial GET /api/status is
 * fired every 15 ms. A stalled event loop shows as probe latency above the idle baseline.
 */
export async function serverEventLoop(uploads: number): Promise<ServerLoopResult> {
  const files = carPhotos();
  const photos = await Promise.all(
    Array.from({ length: uploads + 1 }, (_, i) => browserSized(files[i % files.length]!, 85 - Math.floor(i / files.length))),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrap-bench-loop-'));
  await (await openDatabase({ dataDir: path.join(dataDir, 'db') })).close();
  const app = await startApp({ AI_PROVIDER: 'local', DETECT_RATE_LIMIT: '10000', DATA_DIR: dataDir });
  try {
    // The first photo loads and runs the model once (not measured); then the idle baseline.
    await detect(app, photos[uploads]!, -1);
    await sleep(500);
    const idleProbe = probe(app);
    await sleep(3000);
    const idle = (await idleProbe.stop()).sort((a, b) => a - b);
    const base = quantile(idle, 0.5);

    const busyProbe = probe(app);
    await sleep(300);
    const results: number[] = [];
    let next = 0;
    await Promise.all(
      [0, 1].map(async () => {
        while (next < uploads) {
          const i = next++;
          results.push(await detect(app, photos[i]!, i));
        }
      }),
    );
    await sleep(300);
    const busy = (await busyProbe.stop()).map((ms) => Math.max(0, ms - base)).sort((a, b) => a - b);
    const status = fs.readFileSync(`/proc/${app.pid}/status`, 'utf8');
    return {
      idle: { median: base, p99: quantile(idle, 0.99), max: idle.at(-1) ?? NaN, probes: idle.length },
      stall: { max: busy.at(-1) ?? NaN, p99: quantile(busy, 0.99), probes: busy.length },
      detects: results.length,
      detectMs: results,
      peakRssMb: Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024,
    };
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
