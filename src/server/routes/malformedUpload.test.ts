import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { carPhoto, jpegClaiming, multipart, orderFields } from '../image/photoForm.testutil';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testApp.testutil';

type LogLine = { level: number; msg: string; err?: { stack?: string } };

/** A broken or oversized upload is the sender's mistake, answered 4xx and never logged as ours. */
describe('malformed uploads', () => {
  let t: TestApp;
  const logLines: LogLine[] = [];
  beforeAll(async () => {
    const log = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as LogLine) });
    t = await createTestApp({ env: { AI_PROVIDER: 'local' }, log });
  });
  afterAll(async () => t?.close());

  const troubleLogged = () => logLines.filter((l) => l.level >= 50 || l.err?.stack);

  it.each(['/api/wraps', '/api/detect'])('%s answers a broken form with a 4xx sentence and logs no error', async (url) => {
    const whole = await multipart(orderFields, { data: carPhoto(), name: 'car.jpg' });
    const type = whole.headers['content-type']!;
    const boundary = type.split('boundary=')[1]!;
    const bodies: Record<string, { payload: Buffer | string; type?: string; status: number; error: string }> = {
      'no boundary': { payload: whole.payload, type: 'multipart/form-data', status: 400, error: ERRORS.formUnreadable },
      'the photo cut short': { payload: whole.payload.subarray(0, 4_000), type, status: 400, error: ERRORS.formUnreadable },
      'a part header cut short': {
        payload: `--${boundary}\r\nContent-Disposition: form-da`,
        type,
        status: 400,
        error: ERRORS.formUnreadable,
      },
      'no parts at all': { payload: 'not a form', type, status: 400, error: ERRORS.formUnreadable },
      'JSON instead of a form': {
        payload: JSON.stringify(orderFields),
        type: 'application/json',
        status: 406,
        error: 'Send the photo as multipart/form-data.',
      },
      'an empty body': { payload: '', status: 406, error: 'Send the photo as multipart/form-data.' },
    };
    for (const [name, body] of Object.entries(bodies)) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: body.type ? { 'content-type': body.type } : {},
      });
      expect({ name, status: response.statusCode, body: response.json() as unknown }).toEqual({
        name,
        status: body.status,
        body: { error: body.error },
      });
    }
    expect(troubleLogged()).toEqual([]);
  });

  it("answers a touched-up area cut short in POST /api/wraps's paintMask part the same way", async () => {
    const form = await multipart(
      { ...orderFields },
      { data: carPhoto(), name: 'car.jpg' },
      {
        paintMask: { data: Buffer.alloc(20_000, 255), name: 'paint-mask.png', type: 'image/png' },
      },
    );
    const cut = form.payload.indexOf('paint-mask.png') + 2_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wraps',
      payload: form.payload.subarray(0, cut),
      headers: form.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ERRORS.formUnreadable });
    expect(troubleLogged()).toEqual([]);
  });

  it.each(['/api/wraps', '/api/detect'])('%s refuses a photo over 50 megapixels as too large', async (url) => {
    const form = await multipart(orderFields, { data: await jpegClaiming(8000, 7000), name: 'huge.jpg' });
    const response = await t.app.inject({ method: 'POST', url, ...form });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: ERRORS.photoTooLarge });
  });

  it('logs a visitor who leaves in the middle of an upload at info, not as an error', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const form = await multipart(orderFields, { data: carPhoto(), name: 'car.jpg' });
    const seen = logLines.length;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/detect HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: ${form.headers['content-type']}\r\ncontent-length: ${form.payload.length}\r\n\r\n`,
    );
    socket.write(form.payload.subarray(0, 10_000));
    await vi.waitFor(() => expect(logLines.slice(seen).some((l) => l.msg === 'incoming request')).toBe(true));
    socket.destroy();
    await vi.waitFor(() => expect(logLines.slice(seen).some((l) => l.msg === 'upload form unreadable')).toBe(true), { timeout: 5_000 });
    expect(troubleLogged()).toEqual([]);
  });
});
