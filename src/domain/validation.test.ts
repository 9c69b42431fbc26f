import { describe, expect, it } from 'vitest';
import { isTooLarge, isValidEmail, MAX_EMAIL_LENGTH, MAX_UPLOAD_BYTES } from './validation';

describe('isValidEmail', () => {
  const ofLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 3)}.co`;

  it.each([
    'a@b.co',
    'jane.doe@shop.example.com',
    'x+tag@y.io',
    "o'brien@mail.example.ie",
    'Driver_1@Sub.Domain.Example.CO.UK',
    'jürgen@müller.de',
    'anna@xn--mller-kva.de',
    'тест@пример.рф',
  ])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each([
    '',
    'plain',
    'a@b',
    '@b.co',
    'a@.co',
    'a b@c.de',
    'a@b.c o',
    '<a@b.co>',
    'a@b.c,d',
    'a@b.co,c@d.ef',
    'Jane <a@b.co>',
    'a\t@b.co',
    'a@b.co\n',
    'a\u0000@b.co',
    'a@b\u007f.co',
    '.a@b.co',
    'a..b@c.de',
    'a@b.c',
  ])('rejects %j', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
  it('takes an address of up to 254 characters, the longest a mail server delivers to', () => {
    expect(isValidEmail(ofLength(MAX_EMAIL_LENGTH))).toBe(true);
    expect(isValidEmail(ofLength(MAX_EMAIL_LENGTH + 1))).toBe(false);
    expect(isValidEmail(`${'a'.repeat(60_000)}@b.co`)).toBe(false);
    expect(isValidEmail(`${'a.'.repeat(30_000)}@b.co`)).toBe(false);
  });
});

describe('isTooLarge', () => {
  it('allows exactly 10 MB and rejects one byte more', () => {
    expect(isTooLarge(MAX_UPLOAD_BYTES)).toBe(false);
    expect(isTooLarge(MAX_UPLOAD_BYTES + 1)).toBe(true);
  });
});
