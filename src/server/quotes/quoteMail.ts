import type { AppContext } from '../context';
import { createMailer } from '../email/mailer';
import { startQuoteMailWorker, type QuoteMailWorker } from './quoteMailWorker';
import { createQuoteService, type QuoteService } from './quoteService';

export interface QuoteMail {
  quotes: QuoteService;
  worker: QuoteMailWorker;
  /** Stops the worker, then closes the mailer. */
  close(): Promise<void>;
}

/** The quote service and its e-mail retry worker, shared by the visitor's quote route and the back office's resend. */
export function startQuoteMail(ctx: AppContext): QuoteMail {
  const { config } = ctx;
  if (!config.PUBLIC_URL) {
    ctx.log.warn('PUBLIC_URL is not set: links in quote e-mails use the address each quote request came in on. Set it to the site\'s public address.');
  }
  const mailer = createMailer(config);
  const quotes = createQuoteService({
    db: ctx.db,
    storage: ctx.storage,
    mailer,
    log: ctx.log,
    settings: {
      shopEmail: config.SHOP_EMAIL,
      brandName: config.BRAND_NAME,
      publicUrl: config.PUBLIC_URL,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
    },
  });
  const worker = startQuoteMailWorker({ deliverDue: quotes.deliverDue, intervalMs: Math.min(config.MAIL_RETRY_BASE_MS, 30_000), log: ctx.log });
  return {
    quotes,
    worker,
    async close() {
      await worker.stop();
      mailer.close();
    },
  };
}
