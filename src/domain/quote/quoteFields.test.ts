import { describe, expect, it } from 'vitest';
import { QUOTE_TEXT } from './quoteTexts';
import { checkQuoteFields, QUOTE_CITY_MAX, QUOTE_NAME_MAX } from './quoteFields';

const good = { name: 'Ana Ruiz', phone: '+44 (20) 7946-0958', city: 'Leeds' };

function errorsOf(input: Partial<typeof good>) {
  const result = checkQuoteFields({ ...good, ...input });
  return result.ok ? {} : result.errors;
}

describe('checkQuoteFields', () => {
  it('accepts a complete quote and trims it', () => {
    expect(checkQuoteFields({ name: '  Ana Ruiz ', phone: ' 0171 555 0100 ', city: ' São Paulo ' })).toEqual({
      ok: true,
      value: { name: 'Ana Ruiz', phone: '0171 555 0100', city: 'São Paulo' },
    });
  });

  it('names every blank field and reports the quote as missing information', () => {
    const result = checkQuoteFields({ name: ' ', phone: '', city: '\t' });
    expect(result).toEqual({
      ok: false,
      missing: true,
      errors: { name: QUOTE_TEXT.nameRequired, phone: QUOTE_TEXT.phoneRequired, city: QUOTE_TEXT.cityRequired },
    });
  });

  it('tells a malformed field from a missing one', () => {
    const result = checkQuoteFields({ ...good, phone: 'call me' });
    expect(result).toEqual({ ok: false, missing: false, errors: { phone: QUOTE_TEXT.phoneCharacters } });
  });

  it('accepts the usual ways of writing a phone number', () => {
    for (const phone of ['+1 (555) 123-4567', '555.123.4567', '0049 30 1234567', '123456', '+12345678901234567890']) {
      expect(errorsOf({ phone }), phone).toEqual({});
    }
  });

  it('rejects phone numbers with other characters, too few or too many digits', () => {
    expect(errorsOf({ phone: '555-CALL-NOW' }).phone).toBe(QUOTE_TEXT.phoneCharacters);
    expect(errorsOf({ phone: '12345' }).phone).toBe(QUOTE_TEXT.phoneDigits);
    expect(errorsOf({ phone: '++ -- ()' }).phone).toBe(QUOTE_TEXT.phoneDigits);
    expect(errorsOf({ phone: '123456789012345678901' }).phone).toBe(QUOTE_TEXT.phoneDigits);
    expect(errorsOf({ phone: `1${' '.repeat(30)}23456` }).phone).toBe(QUOTE_TEXT.phoneCharacters);
  });

  it('limits the name and the city', () => {
    expect(errorsOf({ name: 'a'.repeat(QUOTE_NAME_MAX) })).toEqual({});
    expect(errorsOf({ name: 'a'.repeat(QUOTE_NAME_MAX + 1) }).name).toBe(QUOTE_TEXT.nameTooLong);
    expect(errorsOf({ city: 'b'.repeat(QUOTE_CITY_MAX + 1) }).city).toBe(QUOTE_TEXT.cityTooLong);
  });

  it('wants letters in the name and the city, and no control characters', () => {
    expect(errorsOf({ name: '12345' }).name).toBe(QUOTE_TEXT.nameInvalid);
    expect(errorsOf({ name: 'Ana\r\nBcc: x@y.z' }).name).toBe(QUOTE_TEXT.nameInvalid);
    expect(errorsOf({ city: '---' }).city).toBe(QUOTE_TEXT.cityInvalid);
    expect(errorsOf({ name: '李雷', city: 'Zürich' })).toEqual({});
  });
});
