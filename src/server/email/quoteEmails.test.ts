import { describe, expect, it } from 'vitest';
import { customerConfirmationEmail, shopQuoteEmail, type QuoteEmailFields } from './quoteEmails';

const fields: QuoteEmailFields = {
  customerName: 'Ana <b>Ruiz</b>',
  customerEmail: 'ana@test.example',
  customerPhone: '+44 20 7946 0958',
  carModel: 'Vehicle from uploaded image',
  city: 'Leeds',
  selectedWrap: 'Custom: Red',
  wrappedImageUrl: 'https://wraps.example/files/car-images/abc.png',
};
const image = Buffer.from('png-bytes');

describe('quote e-mails', () => {
  it('gives the shop every field, a reply-to the customer, and the preview attached and linked', () => {
    const mail = shopQuoteEmail(fields, { brandName: 'WrapStudio', shopEmail: 'shop@test.example', image });
    expect(mail.to).toBe('shop@test.example');
    expect(mail.replyTo).toBe('ana@test.example');
    for (const value of Object.values(fields)) expect(mail.text).toContain(value);
    expect(mail.attachments).toEqual([
      { filename: 'wrap-preview.png', content: image, contentType: 'image/png', cid: expect.any(String) },
    ]);
    expect(mail.html).toContain(`cid:${mail.attachments![0]!.cid}`);
    expect(mail.html).toContain('href="https://wraps.example/files/car-images/abc.png"');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const mail = shopQuoteEmail(fields, { brandName: 'WrapStudio', shopEmail: 'shop@test.example', image });
    expect(mail.html).not.toContain('<b>Ruiz</b>');
    expect(mail.html).toContain('Ana &#60;b&#62;Ruiz&#60;/b&#62;');
  });

  it('still sends the link when the preview file is gone', () => {
    const mail = shopQuoteEmail(fields, { brandName: 'WrapStudio', shopEmail: 'shop@test.example', image: null });
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
    expect(mail.html).toContain(fields.wrappedImageUrl);
  });

  it('confirms to the customer with the 24-hour promise', () => {
    const mail = customerConfirmationEmail(fields, { brandName: 'WrapStudio', shopEmail: 'shop@test.example', image });
    expect(mail.to).toBe('ana@test.example');
    expect(mail.replyTo).toBe('shop@test.example');
    expect(mail.subject).toContain('WrapStudio');
    expect(mail.text).toContain("We'll contact you within 24 hours with a personalized quote.");
    expect(mail.text).toContain('Custom: Red');
    expect(mail.attachments).toHaveLength(1);
  });
});
