import { DrizzleQueryError } from 'drizzle-orm';

/**
 * A part the app needs is down for now (the database restarting, storage read-only or full):
 * nobody's mistake and no bug, so the visitor is told to try again (503 with Retry-After), and
 * the log says which part at warn.
 */

/** Storage would not take or give back a file; `cause` is the storage's own error, for the log. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** The database would not answer a query (restarting, not reachable); `cause` is the driver's error. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

// PostgreSQL's codes for a session it ended or would not start (admin_shutdown, crash_shutdown,
// cannot_connect_now, the connection_exception class), and the socket's own for a server not there.
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
// node-postgres's own words when the socket closed under it or no connection came in time.
const CONNECTION_LOST_WORDS = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Whether `error` (or what it wraps: drizzle wraps the driver's error as its cause) is a lost or refused database connection. */
export function isDatabaseConnectionLoss(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
    if (CONNECTION_LOST_WORDS.test(e.message)) return true;
  }
  return false;
}

/** Which part is down, if `error` means one is; null for any other error. */
export function outagePart(error: unknown): 'database' | 'storage' | null {
  if (error instanceof StorageUnavailable) return 'storage';
  if (error instanceof DatabaseUnavailable) return 'database';
  // A query's error, or the server's own answer (it has a severity): a refused socket elsewhere
  // (SMTP, the AI) is not the database.
  const fromDatabase = error instanceof DrizzleQueryError || (error instanceof Error && 'severity' in error);
  return fromDatabase && isDatabaseConnectionLoss(error) ? 'database' : null;
}

/** Seconds a visitor (or a client's retry) waits before trying again: a database restart takes a few. */
export const RETRY_AFTER_SECONDS = 5;
