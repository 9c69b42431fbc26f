import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { completedWraps } from '../../src/server/db/schema';
import { startApp } from '../../e2e/builtApp.testutil';
import { figure, type Figure } from './stats';

const ROWS = 40;

async function fillGallery(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  await db.insert(completedWraps).values(
    Array.from({ length: ROWS }, (_, i) => ({
      wrapName: `Custom: Colour ${i}`,
      wrapColor: 'Red',
      finishType: 'glossy',
      styleType: 'solid-wrap',
      wrappedImageUrl: `/files/car-images/${i}.png`,
      thumbnailUrl: `/files/car-images/${i}.webp`,
      galleryConsent: true,
      createdAt: new Date(Date.now() - i * 60_000),
    })),
  );
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: 50, duration: seconds });
}

/** Requests per second and latency of page 0 of the gallery at 50 concurrent connections. */
async function measure(label: string, appEnv: Record<string, string>, runs: number, seconds: number): Promise<Figure[]> {
  const app = await startApp(appEnv);
  try {
    const url = `${app.url}/api/gallery?page=0`;
    await load(url, 2); // warm-up
    const rps: number[] = [];
    const p50: number[] = [];
    const p99: number[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await load(url, seconds);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      rps.push(result.requests.average);
      p50.push(result.latency.p50);
      p99.push(result.latency.p99);
    }
    return [
      figure(`gallery API on ${label}: requests/s`, 'req/s', rps, { text: '>= 2000', ok: (m) => m >= 2000 }),
      figure(`gallery API on ${label}: p50 latency`, 'ms', p50),
      figure(`gallery API on ${label}: p99 latency`, 'ms', p99, { text: '<= 25 ms', ok: (m) => m <= 25 }),
    ];
  } finally {
    await app.stop();
  }
}

export async function benchGallery(runs: number, seconds = 5): Promise<Figure[]> {
  const figures: Figure[] = [];

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-bench-'));
  try {
    const embedded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await fillGallery(embedded.db);
    await embedded.close();
    figures.push(...(await measure('PGlite', { DATA_DIR: dataDir }, runs, seconds)));
    figures.push(...(await measure('PGlite, list cache off', { DATA_DIR: dataDir, GALLERY_CACHE_MS: '0' }, runs, seconds)));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `wrap_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`*** PostgreSQL gallery benchmark SKIPPED: cannot reach ${adminUrl} (${(error as Error).message}) ***`);
    return figures;
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const server = await openDatabase({ url: url.toString(), dataDir: null });
    await fillGallery(server.db);
    await server.close();
    figures.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString() }, runs, seconds)));
    figures.push(...(await measure('PostgreSQL, list cache off', { DATABASE_URL: url.toString(), GALLERY_CACHE_MS: '0' }, runs, seconds)));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return figures;
}
