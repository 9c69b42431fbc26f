import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WrapJob } from '../src/domain/api';
import { openDatabase } from '../src/server/db/client';
import { carWrapRequests } from '../src/server/db/schema';
import { multipart, orderFields } from '../src/server/image/photoForm.testutil';
import { startApp, type RunningApp } from './builtApp.testutil';
import { COMMITTED_PHOTOS } from '../src/server/carPhotos.testutil';

const STALLED = 60;
const PHOTO = 'white-suv-front34-desert.jpg';
const SENT_BYTES = 9 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
// 60 uploads of 9 MB held in memory would be 540 MB; the server may grow by a fraction of that.
const MARGIN_BYTES = 150 * 1024 * 1024;

/** The server process's resident memory, from the kernel. */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!;
  return Number(kb) * 1024;
}

/** Bytes still queued in the kernel on connections to `port` (sent by a client, not yet read by the server). */
function queuedBytes(port: number): number {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(hex) || f[2]?.endsWith(hex))
    .reduce((sum, f) => sum + f[4]!.split(':').reduce((queues, q) => queues + parseInt(q, 16), 0), 0);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A whole wrap as a visitor makes it: upload, then the progress stream to its end. */
async function wrapOnce(url: string, photo: string): Promise<WrapJob> {
  const form = await multipart(orderFields, { data: fs.readFileSync(path.join(COMMITTED_PHOTOS.cars, photo)), name: photo });
  const posted = await fetch(`${url}/api/wraps`, { method: 'POST', body: new Uint8Array(form.payload), headers: form.headers });
  expect(posted.status).toBe(202);
  const { requestId } = (await posted.json()) as { requestId: string };
  const events = await (await fetch(`${url}/api/wraps/${requestId}/events`)).text();
  return WrapJob.parse(JSON.parse(events.trim().split('\n\n').at(-1)!.slice('data: '.length)));
}

/** An upload that announces a 9.5 MB photo, sends 9 MB of it and then says nothing more. */
function stalledUpload(port: number, head: Buffer, boundary: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/wraps HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${head.length + SENT_BYTES + 512 * 1024}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(Buffer.alloc(SENT_BYTES, 0x5a), () => resolve(socket));
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

/**
 * 60 stalled uploads neither shut other visitors out nor hold the server's
 * memory, and the timeout ends them without a half-written row or file.
 */
describe('60 stalled uploads', () => {
  let app: RunningApp;
  // The server spools uploads in a temp folder of its own, so other tests' uploads never count here.
  let spoolDir: string;
  beforeAll(async () => {
    spoolDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wrap-stalled-spool-'));
    app = await startApp({
      TMPDIR: spoolDir,
      AI_PROVIDER: 'local',
      SEGMENTER: 'classic',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      GENERATION_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await app?.stop();
    if (spoolDir) await fsp.rm(spoolDir, { recursive: true, force: true });
  });

  it('serves the gallery and a whole wrap meanwhile, holds no memory for them, cuts them all off at the timeout and writes nothing half', async () => {
    // A first wrap warms the engine and the database, so the idle reading is the server's working size.
    expect((await wrapOnce(app.url, PHOTO)).stage).toBe('done');
    const filesDir = path.join(app.dataDir, 'files');
    const idle = rssOf(app.pid);

    const port = Number(new URL(app.url).port);
    const boundary = '----stalled-upload-boundary';
    const head = Buffer.from(
      Object.entries(orderFields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="car.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const sockets = await Promise.all(Array.from({ length: STALLED }, () => stalledUpload(port, head, boundary)));
    const closed = sockets.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve())));
    let open = STALLED;
    for (const c of closed) void c.then(() => open--);
    // Once the server has read all 540 MB they sent, it holds them on disk, not in memory.
    await expect.poll(() => queuedBytes(port), { timeout: 30_000, interval: 100 }).toBe(0);
    expect(rssOf(app.pid)).toBeLessThan(idle + MARGIN_BYTES);
    // The bytes went to disk: each stalled upload is being spooled in the server's temp folder.
    expect((await fsp.readdir(spoolDir)).filter((name) => name.startsWith('wrap-upload-')).length).toBeGreaterThan(0);

    // Other visitors are served while all 60 still hang on.
    const gallery = await fetch(`${app.url}/api/gallery`);
    expect(gallery.status).toBe(200);
    expect((await wrapOnce(app.url, PHOTO)).stage).toBe('done');
    expect(open).toBe(STALLED);

    // The timeout ends every one of them, and the server is back at its working size.
    // A limit on waiting: the server cuts them within a beat of the timeout, later on a starved
    // machine. On a machine running the unit and browser suites side by side at about 2.5 times
    // their usual time (2026-11-27), 7 of the 60 were still open 60 s past the timeout; a server
    // that never cuts them still fails here.
    await vi.waitFor(() => expect(open).toBe(0), { timeout: REQUEST_TIMEOUT_MS + 180_000, interval: 200 });
    expect((await fetch(`${app.url}/api/gallery`)).status).toBe(200);
    expect(rssOf(app.pid)).toBeLessThan(idle + MARGIN_BYTES);

    // Nothing half-written: no spooled upload left, two finished wraps, and every stored image whole.
    // (Each cut-off upload removes its temp folder as its request ends: allowed a moment to do so.)
    await expect.poll(async () => (await fsp.readdir(spoolDir)).filter((name) => name.startsWith('wrap-upload-'))).toEqual([]);
    const files = await filesUnder(filesDir);
    for (const file of files.filter((f) => /\.(jpe?g|png|webp)$/.test(f))) await expect(sharp(file).stats(), file).resolves.toBeDefined();
    process.kill(app.pid, 'SIGTERM');
    await vi.waitFor(() => expect(fs.existsSync(`/proc/${app.pid}`)).toBe(false), { timeout: 15_000, interval: 100 });
    const database = await openDatabase({ dataDir: path.join(app.dataDir, 'db') });
    try {
      const rows = await database.db.select({ status: carWrapRequests.status }).from(carWrapRequests);
      expect(rows.map((r) => r.status)).toEqual(['done', 'done']);
    } finally {
      await database.close();
    }
  }, 420_000);
});
