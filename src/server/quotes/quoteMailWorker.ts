import type { FastifyBaseLogger } from 'fastify';

export interface QuoteMailWorker {
  /** Stops polling and waits for a round in progress, so the database outlives it. */
  stop(): Promise<void>;
}

/**
 * Retries unsent quote e-mails: every `intervalMs` it asks the service to deliver what is due.
 * Rounds never overlap; the claim in the service keeps several processes from doubling up.
 */
export function startQuoteMailWorker(options: { deliverDue: () => Promise<number>; intervalMs: number; log: FastifyBaseLogger }): QuoteMailWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = options
        .deliverDue()
        .then((count) => {
          if (count > 0) options.log.info({ count }, 'quote e-mail retry round');
        })
        .catch((error: unknown) => options.log.error({ err: error }, 'quote e-mail retry round failed'))
        .finally(schedule);
    }, options.intervalMs);
    // A pending retry must not keep a finished process (or test) alive.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
