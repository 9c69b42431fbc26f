import type { FastifyBaseLogger } from 'fastify';

export interface QuoteMailWorker {
  /** Runs a round now (after the one in progress, if any), e.g. when the shop resends a quote's e-mails. */
  wake(): void;
  /** Stops polling and waits for a round in progress, so the database outlives it. */
  stop(): Promise<void>;
}

/** The debug line of a retry round that found no e-mail due. */
export const QUIET_ROUND = 'quote e-mail retry round: nothing due';

/**
 * Retries unsent quote e-mails: every `intervalMs` it asks the service to deliver what is due.
 * Rounds never overlap; the claim in the service keeps several processes from doubling up.
 */
export function startQuoteMailWorker(options: {
  deliverDue: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): QuoteMailWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let running = false;
  let wanted = false;

  const runRound = () => {
    running = true;
    wanted = false;
    round = options
      .deliverDue()
      .then((count) => {
        if (count > 0) options.log.info({ count }, 'quote e-mail retry round');
        // At debug level every round shows, so a test can wait for rounds that found nothing to send.
        else options.log.debug(QUIET_ROUND);
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'quote e-mail retry round failed'))
      .finally(() => {
        running = false;
        schedule(wanted ? 0 : options.intervalMs);
      });
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(runRound, delayMs);
    // A pending retry must not keep a finished process (or test) alive.
    timer.unref();
  };
  schedule(options.intervalMs);

  return {
    wake() {
      if (running) wanted = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
