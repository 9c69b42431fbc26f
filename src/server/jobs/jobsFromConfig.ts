import type { Config } from '../config';
import { createInProcessJobs } from './inProcessJobs';
import type { JobQueue } from './jobQueue';
import { createPgBossJobs } from './pgBossJobs';

// A wrap whose process died, or whose run lost the database, is tried afresh twice more; any other
// error inside a run ends it as failed there and then (runWrapJob).
const WRAP_RETRIES = 2;
// Past these, quote e-mails are still retried by the mail worker's rounds from the quote's own state.
const MAIL_RETRIES = 8;
// Likewise, past these the lead webhook's rounds keep POSTing from the quote's own state.
const LEAD_RETRIES = 10;

/**
 * PostgreSQL's queue (pg-boss) whenever DATABASE_URL is set, so any number of processes share the
 * work; else the in-process queue of the embedded database's single process.
 */
export function jobsFromConfig(
  config: Pick<Config, 'DATABASE_URL' | 'JOB_EXPIRE_SECONDS' | 'MAIL_RETRY_BASE_MS' | 'LEAD_WEBHOOK_RETRY_BASE_MS'>,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): JobQueue {
  if (!config.DATABASE_URL) return createInProcessJobs(log);
  return createPgBossJobs({
    connectionString: config.DATABASE_URL,
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    log,
    retries: {
      'wrap-generation': { retryLimit: WRAP_RETRIES, retryDelaySeconds: 0, retryBackoff: false },
      // pg-boss's backoff waits at least as long as the quote's own (MAIL_RETRY_BASE_MS, doubling), so a retry finds it due.
      'quote-mail': { retryLimit: MAIL_RETRIES, retryDelaySeconds: Math.ceil(config.MAIL_RETRY_BASE_MS / 1000), retryBackoff: true },
      // As for the e-mails: the queue's backoff waits at least as long as the quote's own, so a retry finds it due.
      'lead-webhook': {
        retryLimit: LEAD_RETRIES,
        retryDelaySeconds: Math.ceil(config.LEAD_WEBHOOK_RETRY_BASE_MS / 1000),
        retryBackoff: true,
      },
      // A round that failed is tried again once; the next hour's round catches up anyway.
      retention: { retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, policy: 'singleton' },
    },
  });
}
