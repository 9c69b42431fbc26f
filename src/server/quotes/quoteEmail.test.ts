import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WrapFilmRef } from '../../domain/catalog/films';
import { DEFAULT_PRICE_TABLE } from '../../domain/estimate/defaultPriceTable';
import { ESTIMATE_TEXT } from '../../domain/estimate/estimateTexts';
import { quotes, type carWrapRequests } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { estimateLine } from '../email/quoteEmails';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { MAX_MESSAGE_BYTES } from './quoteService';
import { insertWrapRequest, ownerHeader, TEST_OWNER_TOKEN } from '../db/testData.testutil';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

const SHOP = 'shop@test.example';
const CUSTOMER = 'ana@test.example';
const visitor = { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true };
const FILM: WrapFilmRef = {
  brand: '3M',
  line: 'Wrap Film Series 2080',
  code: 'G13',
  name: 'Gloss Hot Rod Red',
  finish: 'gloss',
  hex: '#b3202a',
};
const CHANGES = ['Make the red a little darker', 'Keep the mirrors black, please'];
const ANALYSIS = '2020 BMW X5 SUV in black, three-quarter front view, parked on gravel.';
// The largest committed photo, at the size the app stores a visitor's photo (1024 px).
const PHOTO = path.join(COMMITTED_PHOTOS.cars, 'white-supercar-front34-gravel.jpg');

const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;
const names = (address: AddressObject | AddressObject[] | undefined) => [address ?? []].flat().flatMap((a) => a.value.map((v) => v.name));

/** The app's log lines, as the host would see them. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('warn', stream) };
}

describe('the quote e-mail an installer prices from', () => {
  let smtp: TestSmtpServer;
  let withPublicUrl: TestApp;
  let fromHost: TestApp;
  const logs = { withPublicUrl: logLines(), fromHost: logLines() };
  let photo: Buffer;
  let preview: Buffer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SHOP_EMAIL: SHOP, SMTP_URL: smtpUrl(smtp.port), QUOTE_RATE_LIMIT: '100' };
    withPublicUrl = await createTestApp({ env: { ...env, PUBLIC_URL: 'https://wraps.example/' }, log: logs.withPublicUrl.log });
    fromHost = await createTestApp({
      // A brand name from a careless setting: a line break, a bidi override and an encoded word.
      env: {
        ...env,
        ALLOWED_HOSTS: 'shop.example:8080, www.shop.example',
        BRAND_NAME: 'Wrap\r\nBcc: victim@evil.example\u202E Studio =?utf-8?B?SGFja2Vk?=',
      },
      log: logs.fromHost.log,
    });
    photo = await fs.readFile(PHOTO);
    // The result as the job stores it: a lossless PNG of the whole photo, well over a megabyte.
    preview = await sharp(photo).png().toBuffer();
  });
  afterAll(async () => {
    await withPublicUrl?.close();
    await fromHost?.close();
    await smtp?.close();
  });

  async function finishedRequest(test: TestApp, overrides: Partial<typeof carWrapRequests.$inferInsert> = {}) {
    const originalImageUrl = await test.ctx.storage.put(`car-images/${randomUUID()}.jpg`, photo, 'image/jpeg');
    const wrappedImageUrl = await test.ctx.storage.put(`car-images/${randomUUID()}.png`, preview, 'image/png');
    return insertWrapRequest(test.ctx.db, {
      email: CUSTOMER,
      originalImageUrl,
      selectedWrapName: `${FILM.brand} ${FILM.name} (${FILM.code})`,
      wrapColor: '#b3202a',
      film: FILM,
      changeRequests: CHANGES,
      carAnalysis: ANALYSIS,
      status: 'done',
      wrappedImageUrl,
      ...overrides,
    });
  }

  async function quoteMails(
    test: TestApp,
    id: string,
    headers: Record<string, string> = {},
    body: object = visitor,
  ): Promise<{ raw: Buffer; mail: ParsedMail }[]> {
    const before = smtp.received.length;
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/wraps/${id}/quote`,
      payload: body,
      headers: { ...ownerHeader(), ...headers },
    });
    expect(response.json()).toEqual({ saved: true, emailSent: true });
    const received = smtp.received.slice(before);
    expect(received.map((m) => m.to)).toEqual([[SHOP], [CUSTOMER]]);
    // Neither e-mail links to an action, so neither needs the owner token: the shop's must never have it.
    for (const { raw } of received) expect(raw.toString('latin1')).not.toContain(TEST_OWNER_TOKEN);
    return Promise.all(received.map(async ({ raw }) => ({ raw, mail: await simpleParser(raw, { skipImageLinks: true }) })));
  }

  it('states film, finish, style, every change, the car and its corrected size, the estimate and the visitor, with both pictures under 1 MB', async () => {
    const request = await finishedRequest(withPublicUrl);
    // The analysis says SUV (large); the visitor corrects it, and the estimate follows.
    const guessed = (await withPublicUrl.app.inject({ method: 'GET', url: `/api/wraps/${request.id}` })).json();
    expect(guessed.estimate).toMatchObject({ sizeClass: 'large', coverage: 'full', tier: 'standard', currency: 'EUR' });
    const corrected = await withPublicUrl.app.inject({
      method: 'POST',
      url: `/api/wraps/${request.id}/size`,
      headers: ownerHeader(),
      payload: { sizeClass: 'extra-large' },
    });
    expect(corrected.statusCode).toBe(200);
    const estimate = corrected.json().estimate;
    expect(estimate).toEqual({
      currency: 'EUR',
      sizeClass: 'extra-large',
      coverage: 'full',
      tier: 'standard',
      ...DEFAULT_PRICE_TABLE.prices['extra-large'].full.standard,
    });

    const [shop, confirmation] = await quoteMails(withPublicUrl, request.id);
    const { mail, raw } = shop!;
    const text = mail.text ?? '';
    for (const value of [
      'Ana Ruiz',
      CUSTOMER,
      '+44 20 7946 0958',
      'Leeds',
      FILM.brand,
      FILM.line,
      FILM.code,
      FILM.name,
      'Glossy',
      'Solid Wrap',
      ...CHANGES,
      'BMW X5',
      ANALYSIS,
      ESTIMATE_TEXT.sizes['extra-large'],
      estimateLine(estimate),
    ]) {
      expect(text, value).toContain(value);
      expect(mail.html, value).toContain(value.replace(/'/g, '&#39;'));
    }
    expect(estimateLine(estimate)).toMatch(/^Estimated from €\d[\d,]* to €\d[\d,]* /);
    // The row keeps the estimate the visitor saw.
    const [quote] = await withPublicUrl.ctx.db.select().from(quotes);
    expect(quote!.estimate).toEqual(estimate);

    // Both links absolute on PUBLIC_URL, the before photo and the after preview.
    expect(text).toContain(`https://wraps.example${request.wrappedImageUrl}`);
    expect(text).toContain(`https://wraps.example${request.originalImageUrl}`);
    expect(mail.html).toContain(`href="https://wraps.example${request.wrappedImageUrl}"`);

    // Before and after, re-encoded as JPEG and shown inline; the whole message under 1 MB.
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['car-photo.jpg', 'image/jpeg'],
      ['wrap-preview.jpg', 'image/jpeg'],
    ]);
    for (const attachment of mail.attachments) {
      const meta = await sharp(attachment.content).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeGreaterThanOrEqual(320);
      expect(mail.html).toContain(`cid:${attachment.cid}`);
    }
    expect(preview.length + photo.length).toBeGreaterThan(MAX_MESSAGE_BYTES);
    expect(raw.length).toBeLessThan(MAX_MESSAGE_BYTES);

    // The customer's confirmation: their preview, and the same estimate, clearly an estimate.
    expect(confirmation!.mail.text).toContain(estimateLine(estimate));
    expect(confirmation!.mail.text).toContain(ESTIMATE_TEXT.disclaimer);
    expect(confirmation!.mail.attachments.map((a) => a.filename)).toEqual(['wrap-preview.jpg']);
    expect(confirmation!.raw.length).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(names(mail.from)).toEqual(['WrapStudio']);

    // Set PUBLIC_URL: no warning.
    expect(logs.withPublicUrl.lines.filter((line) => line.includes('PUBLIC_URL'))).toEqual([]);
  });

  it('names a custom colour by its hex, and says when nothing was changed', async () => {
    const request = await finishedRequest(withPublicUrl, {
      film: null,
      selectedWrapName: 'Custom: #1d4ed8',
      wrapColor: '#1d4ed8',
      changeRequests: null,
      styleType: 'racing-stripes',
    });
    const [shop] = await quoteMails(withPublicUrl, request.id);
    expect(shop!.mail.text).toContain('Custom colour: #1d4ed8 (#1d4ed8)');
    expect(shop!.mail.text).toContain('Change requests:\nnone');
    expect(shop!.mail.text).toContain(ESTIMATE_TEXT.coverages.stripes);
  });

  it('without PUBLIC_URL links to the address the request came in on when ALLOWED_HOSTS lists it, warned about once at start', async () => {
    const request = await finishedRequest(fromHost);
    const [shop, confirmation] = await quoteMails(fromHost, request.id, { host: 'shop.example:8080' });
    expect(shop!.mail.text).toContain(`http://shop.example:8080${request.wrappedImageUrl}`);
    expect(shop!.mail.text).toContain(`http://shop.example:8080${request.originalImageUrl}`);
    expect(shop!.mail.html).toContain(`href="http://shop.example:8080${request.wrappedImageUrl}"`);
    expect(confirmation!.mail.text).toContain(`http://shop.example:8080${request.wrappedImageUrl}`);
    expect(logs.fromHost.lines.filter((line) => line.includes('PUBLIC_URL is not set'))).toHaveLength(1);
  });

  it('never puts a spoofed Host into the e-mails: an unlisted host gets the first listed one', async () => {
    const request = await finishedRequest(fromHost);
    const mails = await quoteMails(fromHost, request.id, { host: 'attacker.example' });
    for (const { mail } of mails) {
      expect(`${mail.text}${String(mail.html)}`).not.toContain('attacker.example');
      expect(mail.text).toContain(`http://shop.example:8080${request.wrappedImageUrl}`);
    }
  });

  it('keeps line breaks, bidi controls and encoded words out of the subject and the display names', async () => {
    const request = await finishedRequest(fromHost, { selectedWrapName: 'Gloss Red\r\nX-Injected: yes' });
    // Control and direction-override characters are refused at the form (fuzz.test.ts); what a
    // form lets through (a right-to-left mark, an encoded word) and a stored row's line break
    // must still never shape a header.
    const name = 'Ana \u200Fgnirts =?utf-8?Q?Boss?= Ruiz\u200F';
    const [shop, confirmation] = await quoteMails(fromHost, request.id, {}, { ...visitor, name, city: 'Leeds\u200E' });
    for (const { mail, raw } of [shop!, confirmation!]) {
      const header = raw.toString('latin1').split(/\r\n\r\n/)[0]!;
      expect(header).not.toMatch(/^(bcc|x-injected):/im);
      expect(mail.bcc).toBeUndefined();
      for (const shown of [mail.subject ?? '', ...names(mail.from), ...names(mail.to), ...names(mail.replyTo)]) {
        expect(shown, shown).not.toMatch(/[\r\n\u200E\u200F\u202A-\u202E\u2066-\u2069]|=\?/);
      }
      expect(names(mail.from)).toEqual(['Wrap Bcc: victim@evil.example Studio']);
    }
    expect(shop!.mail.subject).toBe('Quote request: Gloss Red X-Injected: yes for Ana gnirts Ruiz (Leeds)');
    expect(names(shop!.mail.replyTo)).toEqual(['Ana gnirts Ruiz']);
    expect(names(confirmation!.mail.to)).toEqual(['Ana gnirts Ruiz']);
    expect(smtp.received.flatMap((m) => m.to)).not.toContain('victim@evil.example');
  });

  it('answers a bad vehicle size with a clear 400 and an unknown wrap with 404', async () => {
    const request = await finishedRequest(withPublicUrl);
    for (const payload of [{ sizeClass: 'huge' }, {}, { sizeClass: 3 }]) {
      const response = await withPublicUrl.app.inject({
        method: 'POST',
        url: `/api/wraps/${request.id}/size`,
        headers: ownerHeader(),
        payload,
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { error: ESTIMATE_TEXT.invalidSize } });
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await withPublicUrl.app.inject({
        method: 'POST',
        url: `/api/wraps/${id}/size`,
        headers: ownerHeader(),
        payload: { sizeClass: 'small' },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
