import { stringify } from 'csv-stringify/sync';
import type { AdminQuote } from '../../domain/admin/api';

type Column = { header: string; value: (q: AdminQuote) => string | number | null };

const columns = (imageLink: (url: string) => string): Column[] => [
  { header: 'Received', value: (q) => q.createdAt },
  { header: 'Status', value: (q) => q.status },
  { header: 'Name', value: (q) => q.name },
  { header: 'E-mail', value: (q) => q.email },
  { header: 'Phone', value: (q) => q.phone },
  { header: 'City', value: (q) => q.city },
  { header: 'Car', value: (q) => q.carModel },
  { header: 'Wrap', value: (q) => q.selectedWrapName },
  { header: 'Colour', value: (q) => q.wrapColor },
  { header: 'Finish', value: (q) => q.finishType },
  { header: 'Style', value: (q) => q.styleType },
  { header: 'Notes', value: (q) => q.notes },
  { header: 'E-mail status', value: (q) => q.emailStatus },
  { header: 'E-mail attempts', value: (q) => q.emailAttempts },
  { header: 'Last e-mail error', value: (q) => q.emailLastError },
  { header: 'E-mailed to the shop', value: (q) => q.emailSentAt },
  { header: 'Picture', value: (q) => q.imageUrl && imageLink(q.imageUrl) },
  { header: 'Quote id', value: (q) => q.id },
];

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Visitors typed most of these fields: a leading quote makes a spreadsheet show them as text. */
export function spreadsheetSafe(value: string | number | null): string | number {
  if (value === null) return '';
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The quotes as CSV (RFC 4180 quoting by csv-stringify), with a header row; `imageLink` makes picture links absolute. */
export function quotesCsv(items: AdminQuote[], imageLink: (url: string) => string): string {
  const cols = columns(imageLink);
  return stringify([cols.map((c) => c.header), ...items.map((q) => cols.map((c) => spreadsheetSafe(c.value(q))))]);
}
