import { describe, expect, it } from 'vitest';
import { isTooLarge, isValidEmail, MAX_UPLOAD_BYTES } from './validation';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'jane.doe@shop.example.com', 'x+tag@y.io'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.c o'])('rejects %j', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
});

describe('isTooLarge', () => {
  it('allows exactly 10 MB and rejects one byte more', () => {
    expect(isTooLarge(MAX_UPLOAD_BYTES)).toBe(false);
    expect(isTooLarge(MAX_UPLOAD_BYTES + 1)).toBe(true);
  });
});
