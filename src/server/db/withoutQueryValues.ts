import { DrizzleQueryError } from 'drizzle-orm';

// Fields of a database error that hold what a query was sent with: drizzle's and PGlite's
// `params` (and PGlite's `queryOptions`), and PostgreSQL's `detail`, `where` and `internalQuery`,
// which quote values ("Failing row contains (...)", "Key (email)=(...) already exists").
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where', 'internalQuery']);
// A shorter value (true, 42, 'red') would blank out the words of the error around it; the fields above go whatever their length.
const MIN_QUOTED_LENGTH = 4;
const MAX_CAUSES = 8;

/**
 * An error as the log may keep it: a failed query's SQL and the database's reason, never the
 * values it was sent with (a visitor's e-mail, a quote's notes, a password's hash). Anything that
 * is not a database error is answered as it is.
 */
export function withoutQueryValues(error: unknown): unknown {
  const chain = causesOf(error);
  if (!chain.some(isDatabaseError)) return error;
  const values = chain.flatMap(sentValues);
  const quoteless = (text: string) => values.reduce((result, value) => result.split(value).join('[value]'), text);
  return chain.reduceRight<Error | undefined>((cause, link) => copyWithout(link, quoteless, cause), undefined);
}

function causesOf(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let link = error; link instanceof Error && chain.length < MAX_CAUSES && !chain.includes(link); link = link.cause) chain.push(link);
  return chain;
}

// pg's and PGlite's errors carry the server's `severity` and `routine`; PGlite's also the `params`.
const isDatabaseError = (error: Error): boolean =>
  error instanceof DrizzleQueryError || 'params' in error || ('severity' in error && 'routine' in error);

function sentValues(error: Error): string[] {
  const params: unknown = (error as { params?: unknown }).params;
  if (!Array.isArray(params)) return [];
  return params
    .map((value) => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? '')))
    .filter((text) => text.length >= MIN_QUOTED_LENGTH);
}

function copyWithout(error: Error, quoteless: (text: string) => string, cause: Error | undefined): Error {
  // drizzle's message is the SQL, then every value: only the SQL is kept.
  const message = quoteless(error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message);
  // Same prototype, so the log still names the error's class.
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') copy[key] = typeof value === 'string' ? quoteless(value) : value;
  }
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  Object.defineProperties(copy, {
    message: { value: message, writable: true, configurable: true },
    // A stack begins with the message: rebuilt from the clean one and the frames.
    stack: { value: [`${error.name}: ${message}`, ...frames].join('\n'), writable: true, configurable: true },
  });
  if (cause) copy.cause = cause;
  return copy;
}
