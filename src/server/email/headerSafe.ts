/**
 * Text a visitor or a setting controls, made safe for a header (subject, display name): no line
 * breaks or other control characters (header injection), no bidirectional overrides or marks
 * (a name that reads differently from what it is), and nothing a mail reader would decode as an
 * RFC 2047 encoded word (`=?utf-8?B?...?=`, a second, hidden text). nodemailer then encodes the
 * rest itself.
 */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ENCODED_WORD = /=\?[^?\s]*\?[^?\s]*\?[^?\s]*\?=/g;

export function headerSafe(text: string, maxLength = 200): string {
  let clean = text.replace(CONTROLS, ' ').replace(BIDI, '');
  // Removing one encoded word can join the halves of another, so until none is left.
  for (let before = ''; before !== clean;) {
    before = clean;
    clean = clean.replace(ENCODED_WORD, '');
  }
  // What is left of a word's opening can no longer pair with a closing one.
  clean = clean.replaceAll('=?', '=');
  return clean.replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}
