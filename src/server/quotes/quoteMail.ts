import { myDataLink } from '../../domain/privacy/api';
import type { AppContext } from '../context';
import { createMailer } from '../email/mailer';
import type { JobQueue } from '../jobs/jobQueue';
import type { DataLinks } from '../privacy/dataLinks';
import { startQuoteMailWorker, type QuoteMailWorker } from './quoteMailWorker';
import { createQuoteService, type QuoteService } from './quoteService';

export interface QuoteMail {
  quotes: QuoteService;
  /** Sends a quote's owed e-mails soon (the back office's resend), from whichever process sends mail. */
  sendSoon(quoteId: string): void;
  /** Sends quote e-mails from this process (not a web-only one): the retry rounds, and the queue's quote-mail jobs. */
  workMail(): Promise<void>;
  /** Stops the rounds, then closes the mailer (the job queue is stopped by its owner). */
  close(): Promise<void>;
}

/** A quote-mail job whose e-mail failed: thrown so the queue retries it, with its backoff. */
class StillOwed extends Error {}

/**
 * The quote service and its e-mail delivery, shared by the visitor's quote route and the back
 * office's resend. With PostgreSQL's job queue, each quote's e-mails are a job worked by exactly
 * one process (the quote's claim in the database keeps any two senders from doubling up), and the
 * retry rounds remain the safety net; in process, the request sends them and the rounds retry.
 */
export function startQuoteMail(
  ctx: AppContext,
  jobs: JobQueue,
  dataLinks?: DataLinks,
  announceLead?: (quoteId: string) => Promise<void>,
): QuoteMail {
  const { config } = ctx;
  if (!config.PUBLIC_URL) {
    // Links in e-mails and share pages never follow a request's Host header (see siteOrigin.ts).
    const where = config.ALLOWED_HOSTS.length
      ? `the request's host when ALLOWED_HOSTS lists it, else ${config.ALLOWED_HOSTS[0]}`
      : `http://127.0.0.1:${config.PORT}, right only on this machine`;
    const say = process.env.NODE_ENV === 'production' ? ctx.log.error.bind(ctx.log) : ctx.log.warn.bind(ctx.log);
    say(`PUBLIC_URL is not set: links in quote e-mails and share pages use ${where}. Set it to the site's public address.`);
  }
  const queued = jobs.kind === 'pg-boss';
  const deliverLater = (quoteId: string) => jobs.send('quote-mail', { quoteId });
  const mailer = createMailer(config);
  const quotes = createQuoteService({
    db: ctx.db,
    storage: ctx.storage,
    mailer,
    log: ctx.log,
    settings: {
      shopEmail: config.SHOP_EMAIL,
      brandName: config.BRAND_NAME,
      shopLanguage: config.DEFAULT_LANGUAGE,
      publicUrl: config.PUBLIC_URL,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
    },
    deliverLater: queued ? deliverLater : undefined,
    announceLead,
    dataLinkPath: dataLinks && (async (requestId) => myDataLink('', await dataLinks.tokenFor(requestId))),
  });
  let worker: QuoteMailWorker | undefined;
  return {
    quotes,
    sendSoon(quoteId) {
      if (!queued) return worker?.wake();
      deliverLater(quoteId).catch((error: unknown) =>
        ctx.log.error({ err: error, quoteId }, 'could not queue the quote e-mails; the mail worker will send them'),
      );
    },
    async workMail() {
      worker ??= startQuoteMailWorker({
        deliverDue: quotes.deliverDue,
        intervalMs: Math.min(config.MAIL_RETRY_BASE_MS, 30_000),
        log: ctx.log,
      });
      if (!queued) return;
      await jobs.work('quote-mail', 1, async ({ quoteId }) => {
        if ((await quotes.deliverQuote(quoteId)) === 'owed') throw new StillOwed(`quote ${quoteId}: an e-mail is still owed`);
      });
    },
    async close() {
      await worker?.stop();
      mailer.close();
    },
  };
}
