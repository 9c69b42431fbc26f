/**
 * Characters nobody types into a form: control characters (NUL among them, which neither
 * database can store; escapes that would reach a log, a CSV or an e-mail header) and the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which show
 * text in another order than it is written ("gnp.exe" read as "exe.png"). No imports: the
 * visitor's first view uses it (download names, the quote form) and is at its size budget.
 */
const HIDDEN = '\\p{Cc}\\u202a-\\u202e\\u2066-\\u2069';
const HIDDEN_IN_LINE = new RegExp(`[${HIDDEN}]`, 'u');
// Text of several lines (a textarea) keeps its tabs and line breaks.
const HIDDEN_IN_LINES = new RegExp(`(?![\\t\\n\\r])[${HIDDEN}]`, 'u');
const EVERY_HIDDEN = new RegExp(`[${HIDDEN}]`, 'gu');

/** Whether `text` holds a character nobody types (tabs and line breaks allowed when `lines`). */
export function hasHiddenCharacters(text: string, lines = false): boolean {
  return (lines ? HIDDEN_IN_LINES : HIDDEN_IN_LINE).test(text);
}

/** `text` without them: for names a visitor did not type, such as an uploaded file's. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(EVERY_HIDDEN, '');
}
