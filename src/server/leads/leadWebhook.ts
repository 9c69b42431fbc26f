import type { AppContext } from '../context';
import type { JobQueue } from '../jobs/jobQueue';
import { createLeadDelivery } from './leadDelivery';

export interface LeadWebhook {
  /**
   * Queues a quote's POST (a new quote, or the back office's resend): whichever process works
   * jobs sends it soon. Never throws: a queue that does not answer is logged, and the next round
   * finds the quote due all the same.
   */
  announce(quoteId: string): Promise<void>;
  /** POSTs from this process (not a web-only one): the queue's jobs, and the rounds that retry what is due. */
  work(): Promise<void>;
  /** Stops the rounds, waiting for one in progress (the job queue is stopped by its owner). */
  close(): Promise<void>;
}

/** A lead-webhook job whose POST failed: thrown so PostgreSQL's queue retries it, with its backoff. */
class NotDelivered extends Error {}

/**
 * Every quote POSTed to LEAD_WEBHOOK_URL, through the job queue: on PostgreSQL each quote's POST
 * is a job worked by one process and retried by the queue with a backoff; rounds in every working
 * process retry whatever is due from the quotes' own state (the in-process queue retries nothing,
 * and PostgreSQL's gives up at last), so a lead waits for its 2xx as long as it takes. Null when
 * no webhook is set.
 */
export function startLeadWebhook(ctx: AppContext, jobs: JobQueue): LeadWebhook | null {
  const { config, log } = ctx;
  const url = config.LEAD_WEBHOOK_URL;
  if (!url) return null;
  const delivery = createLeadDelivery({ db: ctx.db, log, settings: { ...config, LEAD_WEBHOOK_URL: url } });
  const intervalMs = Math.min(config.LEAD_WEBHOOK_RETRY_BASE_MS, 30_000);
  let rounds: { stop(): Promise<void> } | undefined;

  return {
    async announce(quoteId) {
      await jobs
        .send('lead-webhook', { quoteId })
        .catch((error: unknown) => log.error({ err: error, quoteId }, 'could not queue the lead webhook; the next round sends it'));
    },
    async work() {
      rounds ??= everyInterval(
        intervalMs,
        async () => {
          const count = await delivery.deliverDue();
          if (count > 0) log.info({ count }, 'lead webhook round');
        },
        (error) => log.error({ err: error }, 'lead webhook round failed'),
      );
      await jobs.work('lead-webhook', 1, async ({ quoteId }) => {
        const outcome = await delivery.deliverQuote(quoteId);
        // Only PostgreSQL's queue retries a job; in process, the rounds do.
        if (outcome === 'failed' && jobs.kind === 'pg-boss') throw new NotDelivered(`quote ${quoteId}: the lead webhook failed`);
      });
    },
    async close() {
      await rounds?.stop();
    },
  };
}

/** Runs `round` every `intervalMs`, one at a time, until stopped; its timer never keeps the process alive. */
function everyInterval(intervalMs: number, round: () => Promise<void>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round().catch(onError).finally(next);
    }, intervalMs).unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
