import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { QUOTE_TEXT } from '../../domain/quote/quoteTexts';
import { DATABASE_KINDS } from '../db/testDatabases.testutil';
import { carWrapRequests, quotes } from '../db/schema';
import { createMailer } from '../email/mailer';
import { attachmentsOf, headerOf, startSmtpServer, textOf, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { freePort } from '../freePort.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { createQuoteService } from './quoteService';
import { insertFinishedWrap, ownerHeader } from '../db/testData.testutil';

const SHOP = 'shop@test.example';
const CUSTOMER = 'ana@test.example';
const visitor = { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true };

const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;
// The preview goes out re-encoded as JPEG (its SOI marker), small enough for any inbox.
const isJpeg = (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));

describe.each(DATABASE_KINDS)('POST /api/wraps/:id/quote (%s)', (db) => {
  let test: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await test?.close();
    await smtp?.close();
    test = undefined;
    smtp = undefined;
  });

  async function start(env: Record<string, string> = {}) {
    test = await createTestApp({
      db,
      env: { SHOP_EMAIL: SHOP, PUBLIC_URL: 'https://wraps.example/', MAIL_RETRY_BASE_MS: '100', ...env },
    });
    return test;
  }

  /** A finished generation, as the wrap job leaves it: a real PNG preview in storage. */
  async function finishedRequest(overrides: Partial<typeof carWrapRequests.$inferInsert> = {}) {
    const { row, url, preview } = await insertFinishedWrap(test!.ctx.db, test!.ctx.storage, { email: CUSTOMER, ...overrides });
    return { id: row.id, url, png: preview };
  }

  const post = (id: string, payload: unknown) =>
    test!.app.inject({ method: 'POST', url: `/api/wraps/${id}/quote`, headers: ownerHeader(), payload: payload as object });

  /** The one quote's row, once `check` passes on it (the mail worker retries every 100 ms here). */
  const quoteWhen = (check: (quote: typeof quotes.$inferSelect) => void) =>
    vi.waitFor(
      async () => {
        const [quote] = await test!.ctx.db.select().from(quotes);
        check(quote!);
        return quote!;
      },
      { timeout: 10_000, interval: 50 },
    );

  /**
   * A mail round of another server process on the same database: what it sends is what any later
   * round, this app's worker's included, would send. Answers how many quotes it worked on.
   */
  async function anotherMailRound(): Promise<number> {
    const { config } = test!.ctx;
    const mailer = createMailer(config);
    try {
      const settings = {
        shopEmail: config.SHOP_EMAIL,
        brandName: config.BRAND_NAME,
        publicUrl: config.PUBLIC_URL,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
        retryMaxMs: config.MAIL_RETRY_MAX_MS,
      };
      return await createQuoteService({ db: test!.ctx.db, storage: test!.ctx.storage, mailer, log: test!.ctx.log, settings }).deliverDue();
    } finally {
      mailer.close();
    }
  }

  it('saves the quote, marks the request, and the shop and the customer each get their e-mail with every field and the image', async () => {
    smtp = await startSmtpServer();
    await start({ SMTP_URL: smtpUrl(smtp.port) });
    const request = await finishedRequest();

    const response = await post(request.id, { ...visitor, name: '  Ana Ruiz ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saved: true, emailSent: true });

    const [quote] = await test!.ctx.db.select().from(quotes);
    expect(quote).toMatchObject({
      carWrapRequestId: request.id,
      name: 'Ana Ruiz',
      email: CUSTOMER,
      phone: '+44 20 7946 0958',
      carModel: 'Vehicle from uploaded image',
      city: 'Leeds',
      selectedWrapName: 'Custom: Red',
      emailStatus: 'sent',
      emailAttempts: 1,
    });
    expect(quote!.emailSentAt).toBeInstanceOf(Date);
    const [updated] = await test!.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, request.id));
    expect(updated!.quoteSubmitted).toBe(true);
    expect(updated!.quoteData).toEqual({ name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds' });

    expect(smtp.received.map((m) => m.to)).toEqual([[SHOP], [CUSTOMER]]);
    const shop = smtp.received[0]!.raw;
    const previewLink = `https://wraps.example${request.url}`;
    // The product's send-quote-email fields: customerName, customerEmail, customerPhone, carModel, city, selectedWrap, wrappedImageUrl.
    for (const value of ['Ana Ruiz', CUSTOMER, '+44 20 7946 0958', 'Vehicle from uploaded image', 'Leeds', 'Custom: Red', previewLink]) {
      expect(textOf(shop)).toContain(value);
    }
    expect(headerOf(shop, 'reply-to')).toBe(`Ana Ruiz <${CUSTOMER}>`);
    expect(attachmentsOf(shop)).toEqual([{ filename: 'wrap-preview.jpg', contentType: 'image/jpeg', content: expect.any(Buffer) }]);
    expect(isJpeg(attachmentsOf(shop)[0]!.content)).toBe(true);

    const confirmation = smtp.received[1]!.raw;
    expect(textOf(confirmation)).toContain('Ana Ruiz');
    expect(textOf(confirmation)).toContain(MESSAGES.quoteSubmitted.description);
    expect(textOf(confirmation)).toContain(previewLink);
    expect(isJpeg(attachmentsOf(confirmation)[0]!.content)).toBe(true);
  });

  it('keeps the quote when the SMTP server is down, says so, and delivers both e-mails once it is back, never twice', async () => {
    const port = await freePort();
    await start({ SMTP_URL: smtpUrl(port) });
    const request = await finishedRequest();

    const response = await post(request.id, visitor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saved: true, emailSent: false });
    const [queued] = await test!.ctx.db.select().from(quotes);
    expect(queued).toMatchObject({ name: 'Ana Ruiz', emailStatus: 'pending', emailSentAt: null });
    expect(queued!.emailLastError).toMatch(/ECONNREFUSED/);

    // Let the worker fail a few more rounds against the closed port first.
    await quoteWhen((quote) => expect(quote.emailAttempts).toBeGreaterThanOrEqual(3));
    smtp = await startSmtpServer(port);
    await quoteWhen((quote) => expect(quote.emailStatus).toBe('sent'));
    // Further rounds, this app's worker's or another process's, find nothing left to send.
    expect(await anotherMailRound()).toBe(0);
    expect(await anotherMailRound()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([[SHOP], [CUSTOMER]]);
    for (const value of ['Ana Ruiz', CUSTOMER, '+44 20 7946 0958', 'Vehicle from uploaded image', 'Leeds', 'Custom: Red']) {
      expect(textOf(smtp.received[0]!.raw)).toContain(value);
    }
    expect(isJpeg(attachmentsOf(smtp.received[0]!.raw)[0]!.content)).toBe(true);
    const [sent] = await test!.ctx.db.select().from(quotes);
    expect(sent).toMatchObject({ emailStatus: 'sent', emailLastError: null });
  });

  it('retries only the confirmation when the shop already got its e-mail', async () => {
    smtp = await startSmtpServer();
    smtp.rejecting.add(CUSTOMER);
    await start({ SMTP_URL: smtpUrl(smtp.port) });
    const request = await finishedRequest();

    expect((await post(request.id, visitor)).json()).toEqual({ saved: true, emailSent: false });
    const [half] = await test!.ctx.db.select().from(quotes);
    expect(half).toMatchObject({ emailStatus: 'confirming' });
    expect(half!.emailSentAt).toBeInstanceOf(Date);
    await quoteWhen((quote) => expect(quote.emailAttempts).toBeGreaterThanOrEqual(3));

    smtp.rejecting.clear();
    await quoteWhen((quote) => expect(quote.emailStatus).toBe('sent'));
    // Further rounds find nothing left to send: the shop's e-mail went once, the confirmation once.
    expect(await anotherMailRound()).toBe(0);
    expect(await anotherMailRound()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([[SHOP], [CUSTOMER]]);
  });

  it('writes both e-mails to the outbox when no SMTP server is configured', async () => {
    const app = await start();
    const request = await finishedRequest();
    expect((await post(request.id, visitor)).json()).toEqual({ saved: true, emailSent: true });
    const files = await fs.readdir(app.ctx.config.outboxDir);
    const messages = await Promise.all(files.map((f) => fs.readFile(`${app.ctx.config.outboxDir}/${f}`)));
    expect(messages.map((m) => headerOf(m, 'to')).sort()).toEqual([`Ana Ruiz <${CUSTOMER}>`, SHOP]);
    for (const message of messages) expect(isJpeg(attachmentsOf(message)[0]!.content)).toBe(true);
  });

  it('keeps the shop page an embedded quote was asked on, origin and path only, and tells the shop', async () => {
    const app = await start();
    const request = await finishedRequest();
    const asked = { ...visitor, hostPage: 'https://www.shop.example/wraps/?utm_source=mail&token=abc#studio' };
    expect((await post(request.id, asked)).json()).toEqual({ saved: true, emailSent: true });
    const [quote] = await test!.ctx.db.select().from(quotes);
    expect(quote!.hostPage).toBe('https://www.shop.example/wraps/');
    const messages = await Promise.all(
      (await fs.readdir(app.ctx.config.outboxDir)).map((f) => fs.readFile(`${app.ctx.config.outboxDir}/${f}`)),
    );
    const shop = messages.find((m) => headerOf(m, 'to') === SHOP)!;
    expect(textOf(shop)).toContain('Asked on the page: https://www.shop.example/wraps/\n');
    expect(textOf(shop)).not.toContain('token=abc');
  });

  it('saves a quote whose host page is no page address, without one', async () => {
    await start();
    const request = await finishedRequest();
    expect((await post(request.id, { ...visitor, hostPage: 'javascript:alert(1)' })).statusCode).toBe(200);
    const [quote] = await test!.ctx.db.select().from(quotes);
    expect(quote!.hostPage).toBeNull();
  });

  it('answers a visitor mistake with a clear 4xx and saves nothing', async () => {
    await start({ QUOTE_RATE_LIMIT: '100' });
    const request = await finishedRequest();
    const cases: [string, unknown, number, string][] = [
      [randomUUID(), visitor, 404, MESSAGES.noRequestFound.description],
      ['not-a-uuid', visitor, 404, MESSAGES.noRequestFound.description],
      [request.id, { ...visitor, consent: false }, 400, MESSAGES.consentRequired.description],
      [request.id, { ...visitor, name: '   ' }, 400, MESSAGES.missingInformation.description],
      [request.id, { ...visitor, phone: '' }, 400, MESSAGES.missingInformation.description],
      [request.id, { ...visitor, city: '' }, 400, MESSAGES.missingInformation.description],
      [request.id, { consent: true }, 400, MESSAGES.missingInformation.description],
      [request.id, { ...visitor, phone: 'call me maybe' }, 400, QUOTE_TEXT.phoneCharacters],
      [request.id, { ...visitor, phone: '123' }, 400, QUOTE_TEXT.phoneDigits],
      [request.id, { ...visitor, name: 'x'.repeat(101) }, 400, QUOTE_TEXT.nameTooLong],
      [request.id, { ...visitor, city: 'y'.repeat(101) }, 400, QUOTE_TEXT.cityTooLong],
    ];
    for (const [id, payload, status, error] of cases) {
      const response = await post(id, payload);
      expect({ status: response.statusCode, body: response.json() }, JSON.stringify(payload)).toEqual({ status, body: { error } });
    }
    expect(await test!.ctx.db.select().from(quotes)).toEqual([]);
  });

  it('answers 409 for a request whose preview is not finished', async () => {
    await start();
    const running = await finishedRequest({ status: 'rendering', wrappedImageUrl: null });
    const failed = await finishedRequest({ status: 'failed', wrappedImageUrl: null });
    expect((await post(running.id, visitor)).json()).toEqual({ error: QUOTE_TEXT.notReady });
    expect((await post(running.id, visitor)).statusCode).toBe(409);
    const failedResponse = await post(failed.id, visitor);
    expect(failedResponse.statusCode).toBe(409);
    expect(failedResponse.json()).toEqual({ error: MESSAGES.noRequestFound.description });
  });

  it('limits quote requests per client', async () => {
    await start({ QUOTE_RATE_LIMIT: '2' });
    const request = await finishedRequest();
    expect((await post(request.id, visitor)).statusCode).toBe(200);
    expect((await post(request.id, visitor)).statusCode).toBe(200);
    const limited = await post(request.id, visitor);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringContaining('Too many requests') });
    // Another client is not affected.
    const other = await test!.app.inject({
      method: 'POST',
      url: `/api/wraps/${request.id}/quote`,
      headers: ownerHeader(),
      payload: visitor,
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
  });
});
