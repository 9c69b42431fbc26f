import { priceTableSchema, type PriceTable } from '../../domain/estimate/priceTable';

/** A price table file that cannot be used; the message says every place that is wrong. */
export class PriceTableFileError extends Error {}

const MAX_PROBLEMS = 10;

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  keys?: string[];
  values?: unknown[];
}

function describe(issue: Issue): string {
  const where = issue.path.length ? issue.path.map(String).join('.') : 'the table';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number'
        ? `${where}: must be a number`
        : `${where}: missing or not ${issue.expected === 'object' || issue.expected === 'record' ? 'an object' : `a ${issue.expected}`}`;
    case 'unrecognized_keys':
      return `${where}: unknown ${issue.keys!.length === 1 ? 'entry' : 'entries'} ${issue.keys!.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'invalid_key':
    case 'invalid_value':
      return `${where}: unknown entry`;
    case 'too_small':
      return `${where}: must not be negative`;
    default:
      return `${where}: ${issue.message}`;
  }
}

/**
 * Reads a price table file (JSON, the format in docs/catalogue-and-prices.md) and checks it as a whole: any problem
 * and nothing is used, with each problem named by its place, e.g. `prices.large.roof.premium.to`.
 */
export function parsePriceTableFile(text: string): PriceTable {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PriceTableFileError(`The price table is not valid JSON: ${(error as Error).message}`);
  }
  const result = priceTableSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = (result.error.issues as Issue[]).map(describe);
  const more = problems.length > MAX_PROBLEMS ? [`... and ${problems.length - MAX_PROBLEMS} more`] : [];
  throw new PriceTableFileError(
    ['The price table was not imported:', ...problems.slice(0, MAX_PROBLEMS).map((p) => `  ${p}`), ...more].join('\n'),
  );
}
