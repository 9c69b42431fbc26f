import { describe, expect, it } from 'vitest';
import { DATA_LINK_TEXT } from '../../domain/privacy/privacyTexts';
import { ESTIMATE_TEXT } from '../../domain/estimate/estimateTexts';
import { headerSafe } from './headerSafe';
import {
  AFTER_CID,
  BEFORE_CID,
  customerConfirmationEmail,
  shopQuoteEmail,
  type QuoteEmailContext,
  type QuoteEmailFields,
} from './quoteEmails';

const fields: QuoteEmailFields = {
  customerName: 'Ana <b>Ruiz</b>',
  customerEmail: 'ana@test.example',
  customerPhone: '+44 20 7946 0958',
  carModel: 'Vehicle from uploaded image',
  city: 'Leeds',
  selectedWrap: 'Custom: Red',
  wrappedImageUrl: 'https://wraps.example/files/car-images/abc.png',
  originalImageUrl: 'https://wraps.example/files/car-images/abc.jpg',
  film: null,
  colour: { name: 'Red', hex: '#c0392b' },
  finish: 'Glossy',
  style: 'Solid Wrap',
  changeRequests: [],
  vehicleGuess: 'Toyota Camry',
  analysis: '2019 Toyota Camry sedan in silver.',
  sizeClass: 'medium',
  estimate: { currency: 'EUR', from: 2500, to: 3500, sizeClass: 'medium', coverage: 'full', tier: 'standard' },
  dataLink: null,
};
const picture = (filename: string, cid: string) => ({ filename, content: Buffer.from(filename), contentType: 'image/jpeg' as const, cid });
const context: QuoteEmailContext = {
  brandName: 'WrapStudio',
  shopEmail: 'shop@test.example',
  before: picture('car-photo.jpg', BEFORE_CID),
  after: picture('wrap-preview.jpg', AFTER_CID),
};

describe('quote e-mails', () => {
  it('gives the shop every field, a reply-to the customer, and both pictures attached, shown and linked', () => {
    const mail = shopQuoteEmail(fields, context);
    expect(mail.to).toBe('shop@test.example');
    expect(mail.replyTo).toEqual({ name: 'Ana <b>Ruiz</b>', address: 'ana@test.example' });
    for (const value of [
      'Ana <b>Ruiz</b>',
      'Custom colour: Red (#c0392b)',
      'Glossy',
      'Solid Wrap',
      'Toyota Camry',
      fields.analysis!,
      'Estimated from €2,500 to €3,500',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.attachments!.map((a) => a.filename)).toEqual(['car-photo.jpg', 'wrap-preview.jpg']);
    expect(mail.html).toContain(`cid:${BEFORE_CID}`);
    expect(mail.html).toContain(`cid:${AFTER_CID}`);
    expect(mail.html).toContain('href="https://wraps.example/files/car-images/abc.png"');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const mail = shopQuoteEmail(fields, context);
    expect(mail.html).not.toContain('<b>Ruiz</b>');
    expect(mail.html).toContain('Ana &#60;b&#62;Ruiz&#60;/b&#62;');
  });

  it('still sends the links when the pictures are gone', () => {
    const mail = shopQuoteEmail(fields, { ...context, before: null, after: null });
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
    expect(mail.html).toContain(fields.wrappedImageUrl);
    expect(mail.html).toContain(fields.originalImageUrl);
  });

  it('confirms to the customer with the 24-hour promise, the estimate and that it is one', () => {
    const mail = customerConfirmationEmail(fields, context);
    expect(mail.to).toEqual({ name: 'Ana <b>Ruiz</b>', address: 'ana@test.example' });
    expect(mail.replyTo).toBe('shop@test.example');
    expect(mail.subject).toContain('WrapStudio');
    expect(mail.text).toContain("We'll contact you within 24 hours with a personalized quote.");
    expect(mail.text).toContain('Custom: Red');
    expect(mail.text).toContain(ESTIMATE_TEXT.disclaimer);
    expect(mail.attachments!.map((a) => a.filename)).toEqual(['wrap-preview.jpg']);
  });

  it('gives the customer, and only the customer, the private link to their data, clickable in the HTML part', () => {
    const dataLink = 'https://wraps.example/my-data#0f0e8a52-6d4c-4c65-9d7c-1a2b3c4d5e6f.c2lnbmF0dXJl';
    const mail = customerConfirmationEmail({ ...fields, dataLink }, context);
    expect(mail.text).toContain(`${DATA_LINK_TEXT.emailLabel} ${dataLink}`);
    expect(mail.html).toContain(`<a href="${dataLink}">`);
    const shop = shopQuoteEmail({ ...fields, dataLink }, context);
    expect(`${shop.text}${shop.html}`).not.toContain(dataLink);
  });
});

describe('header-safe text', () => {
  it.each([
    ['Ana\r\nBcc: x@evil.example', 'Ana Bcc: x@evil.example'],
    ['Ana \u202Egnirts\u202C Ruiz\u200E\u2066', 'Ana gnirts Ruiz'],
    ['Ana =?utf-8?B?SGFja2Vk?= Ruiz', 'Ana Ruiz'],
    ['=?=?utf-8?Q?x?=utf-8?Q?y?=', ''],
    ['Ana =?utf-8 Ruiz', 'Ana =utf-8 Ruiz'],
    ['Ünïcode Æsir', 'Ünïcode Æsir'],
  ])('%j -> %j', (input, output) => {
    expect(headerSafe(input)).toBe(output);
  });
});
