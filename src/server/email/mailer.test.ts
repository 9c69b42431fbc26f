import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type OutgoingMail } from './mailer';
import { freePort } from '../freePort.testutil';
import { attachmentsOf, headerOf, startSmtpServer, textOf, type TestSmtpServer } from './smtpTestServer.testutil';

const image = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const mail: OutgoingMail = {
  to: 'shop@test.example',
  replyTo: 'ana@test.example',
  subject: 'Quote request',
  text: 'Customer name: Ana Ruiz\nCity: São Paulo',
  html: '<p>Ana Ruiz</p>',
  attachments: [{ filename: 'wrap-preview.png', content: image, contentType: 'image/png', cid: 'p@q' }],
};

const settings = (extra: { SMTP_URL?: string; outboxDir?: string }) => ({
  SMTP_URL: undefined,
  MAIL_FROM: 'no-reply@test.example',
  SMTP_TIMEOUT_MS: 2_000,
  outboxDir: '/nonexistent',
  ...extra,
});

describe('mailer', () => {
  let smtp: TestSmtpServer | undefined;
  let outbox: string | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    if (outbox) await fs.rm(outbox, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in the outbox when no SMTP server is set', async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer(settings({ outboxDir: path.join(outbox, 'nested') }));
    expect(mailer.kind).toBe('outbox');
    await mailer.send(mail);
    await mailer.send({ ...mail, to: 'other@test.example' });
    const files = (await fs.readdir(path.join(outbox, 'nested'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const raw = await fs.readFile(path.join(outbox, 'nested', files[0]!));
    expect(headerOf(raw, 'to')).toMatch(/shop@test\.example|other@test\.example/);
    expect(headerOf(raw, 'from')).toBe('no-reply@test.example');
    expect(textOf(raw)).toContain('City: São Paulo');
    expect(attachmentsOf(raw)).toEqual([{ filename: 'wrap-preview.png', contentType: 'image/png', content: image }]);
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    smtp = await startSmtpServer();
    const mailer = createMailer(settings({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` }));
    expect(mailer.kind).toBe('smtp');
    await mailer.send(mail);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['shop@test.example']);
    expect(message!.from).toBe('no-reply@test.example');
    expect(headerOf(message!.raw, 'reply-to')).toBe('ana@test.example');
    expect(textOf(message!.raw)).toContain('Customer name: Ana Ruiz');
    expect(attachmentsOf(message!.raw)[0]!.content).toEqual(image);
    mailer.close();
  });

  it('fails fast with a reason when the SMTP server is down', async () => {
    const port = await freePort();
    const mailer = createMailer(settings({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }));
    const started = Date.now();
    await expect(mailer.send(mail)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
