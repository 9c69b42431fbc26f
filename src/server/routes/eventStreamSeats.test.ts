import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { insertWrapRequest } from '../db/testData.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

const STREAMS = 3;

interface OpenStream {
  status: number;
  contentType: string;
  /** The first bytes of the body: the first event, or the refusal. */
  first: string;
  close(): void;
}

/** Opens GET `path` as a browser's EventSource would and waits for the status and the first bytes. */
function openStream(base: string, path: string, forwardedFor?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      { headers: { accept: 'text/event-stream', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } },
      (response) => {
        response.once('data', (chunk: Buffer) =>
          resolve({
            status: response.statusCode!,
            contentType: String(response.headers['content-type']),
            first: chunk.toString('utf8'),
            close: () => request.destroy(),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** 2,000 event streams from one address stalled the server; now EVENT_STREAMS_PER_CLIENT, then polling. */
describe('open event streams per client', () => {
  let t: TestApp;
  let base: string;
  let running: string;
  let open: OpenStream[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { AI_PROVIDER: 'local', SEGMENTER: 'classic', EVENT_STREAMS_PER_CLIENT: String(STREAMS), TRUST_PROXY: 'loopback' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // A wrap still being made: its stream stays open until it ends.
    running = (await insertWrapRequest(t.ctx.db, { status: 'rendering' })).id;
  }, 120_000);
  afterEach(() => {
    for (const stream of open) stream.close();
    open = [];
  });
  afterAll(async () => t?.close());

  const eventsOf = (id: string) => `/api/wraps/${id}/events`;
  const streamOf = async (client: string) => {
    const stream = await openStream(base, eventsOf(running), client);
    open.push(stream);
    return stream;
  };

  it(`holds ${STREAMS} streams of one client open and refuses the next with 429, which the page answers by polling`, async () => {
    const held = [];
    for (let i = 0; i < STREAMS; i++) held.push(await streamOf('198.51.100.20'));
    expect(held.map((s) => [s.status, s.contentType])).toEqual(Array(STREAMS).fill([200, 'text/event-stream; charset=utf-8']));
    expect(held[0]!.first).toMatch(/^data: \{.*"stage":"rendering"/);

    const refused = await streamOf('198.51.100.20');
    // Not an event stream, so the browser's EventSource fails for good instead of retrying (followWrapJob.ts then polls).
    expect(refused.status).toBe(429);
    expect(refused.contentType).not.toMatch(/event-stream/);
    expect(JSON.parse(refused.first)).toEqual({ error: ERRORS.tooManyRequests });
    const poll = await fetch(`${base}/api/wraps/${running}`, { headers: { 'x-forwarded-for': '198.51.100.20' } });
    expect(poll.status).toBe(200);
    expect(((await poll.json()) as { stage: string }).stage).toBe('rendering');

    // Another client is not held to the first one's streams.
    expect((await streamOf('198.51.100.21')).status).toBe(200);
  });

  it('opens exactly the limit of 100 streams one client asks for at once', async () => {
    const burst = await Promise.all(Array.from({ length: 100 }, () => streamOf('198.51.100.50')));
    const statuses = burst.map((s) => s.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(STREAMS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - STREAMS);
  });

  it('gives a seat back when a stream closes, whether the visitor leaves or the wrap ends', async () => {
    const held = [];
    for (let i = 0; i < STREAMS; i++) held.push(await streamOf('198.51.100.30'));
    expect((await streamOf('198.51.100.30')).status).toBe(429);
    held[0]!.close();
    await expect.poll(async () => (await streamOf('198.51.100.30')).status).toBe(200);

    // A finished wrap's stream sends the job once and ends: it never keeps a seat.
    const done = (await insertWrapRequest(t.ctx.db, { status: 'done' })).id;
    for (let i = 0; i < STREAMS + 2; i++) {
      const ended = await openStream(base, eventsOf(done), '198.51.100.31');
      expect(ended.status).toBe(200);
    }
    expect((await streamOf('198.51.100.31')).status).toBe(200);
  });

  it('keeps no seat for a wrap that does not exist', async () => {
    for (let i = 0; i < STREAMS + 2; i++) {
      const missing = await openStream(base, eventsOf('00000000-0000-4000-8000-000000000000'), '198.51.100.40');
      expect(missing.status).toBe(404);
    }
    expect((await streamOf('198.51.100.40')).status).toBe(200);
  });
});
