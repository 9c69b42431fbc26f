import { hasHiddenCharacters } from '../hiddenCharacters';
import type { Wording } from '../i18n/visitorTexts';
import { QUOTE_TEXT as ENGLISH_QUOTE_TEXT } from './quoteTexts';

/**
 * The quote form's rules (name, phone and city required; limits and phone format are
 * ours). The dialog shows these messages inline and the server answers with the same ones, so a
 * visitor never meets a rule the form did not tell them about.
 */

export const QUOTE_NAME_MAX = 100;
export const QUOTE_CITY_MAX = 100;
export const QUOTE_PHONE_MAX = 30;
export const QUOTE_PHONE_MIN_DIGITS = 6;
export const QUOTE_PHONE_MAX_DIGITS = 20;

export type QuoteField = 'name' | 'phone' | 'city';
export const QUOTE_FIELDS: readonly QuoteField[] = ['name', 'phone', 'city'];

export interface QuoteFields {
  name: string;
  phone: string;
  city: string;
}

export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

export type QuoteCheck = { ok: true; value: QuoteFields } | { ok: false; errors: QuoteFieldErrors; missing: boolean };

// International numbers are written many ways; these are the characters people actually use.
const PHONE_CHARACTERS = /^[0-9 +\-().]+$/;
const LETTER = /\p{L}/u;

function checkText(value: string, max: number, messages: { required: string; tooLong: string; invalid: string }): string | undefined {
  if (value === '') return messages.required;
  if (value.length > max) return messages.tooLong;
  // Control characters would end up in e-mail headers and the shop's inbox.
  if (hasHiddenCharacters(value) || !LETTER.test(value)) return messages.invalid;
  return undefined;
}

function checkPhone(value: string, QUOTE_TEXT: QuoteWords): string | undefined {
  if (value === '') return QUOTE_TEXT.phoneRequired;
  if (value.length > QUOTE_PHONE_MAX || !PHONE_CHARACTERS.test(value)) return QUOTE_TEXT.phoneCharacters;
  const digits = value.replace(/\D/g, '').length;
  if (digits < QUOTE_PHONE_MIN_DIGITS || digits > QUOTE_PHONE_MAX_DIGITS) return QUOTE_TEXT.phoneDigits;
  return undefined;
}

type QuoteWords = Wording<typeof ENGLISH_QUOTE_TEXT>;

/** Trims and checks the three fields; `missing` tells a blank field from a malformed one. `QUOTE_TEXT`: in the visitor's language. */
export function checkQuoteFields(input: QuoteFields, QUOTE_TEXT: QuoteWords = ENGLISH_QUOTE_TEXT): QuoteCheck {
  const value: QuoteFields = { name: input.name.trim(), phone: input.phone.trim(), city: input.city.trim() };
  const errors: QuoteFieldErrors = {};
  const name = checkText(value.name, QUOTE_NAME_MAX, {
    required: QUOTE_TEXT.nameRequired,
    tooLong: QUOTE_TEXT.nameTooLong,
    invalid: QUOTE_TEXT.nameInvalid,
  });
  const phone = checkPhone(value.phone, QUOTE_TEXT);
  const city = checkText(value.city, QUOTE_CITY_MAX, {
    required: QUOTE_TEXT.cityRequired,
    tooLong: QUOTE_TEXT.cityTooLong,
    invalid: QUOTE_TEXT.cityInvalid,
  });
  if (name) errors.name = name;
  if (phone) errors.phone = phone;
  if (city) errors.city = city;
  if (!name && !phone && !city) return { ok: true, value };
  return { ok: false, errors, missing: QUOTE_FIELDS.some((field) => value[field] === '') };
}
