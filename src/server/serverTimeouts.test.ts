import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, orderFields } from './image/photoForm.testutil';
import { createTestApp, type TestApp } from './testApp.testutil';

/** A client that trickles its upload cannot hold a connection for ever. */
describe('request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local', REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '60000' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('cuts off an upload trickled at one byte per 10 s with 408, and still serves others', async () => {
    const form = await multipart(orderFields, { data: Buffer.alloc(50_000, 1), name: 'car.jpg' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let closed = false;
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/wraps HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: ${form.headers['content-type']}\r\ncontent-length: ${form.payload.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(form.payload.subarray(sent, ++sent));
    }, 10_000);
    socket.write(form.payload.subarray(0, ++sent));
    try {
      await vi.waitFor(() => expect(closed).toBe(true), { timeout: 15_000, interval: 100 });
    } finally {
      clearInterval(trickle);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const gallery = await fetch(`http://127.0.0.1:${port}/api/gallery`);
    expect(gallery.status).toBe(200);
  });
});
