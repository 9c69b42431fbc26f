import type { FastifyInstance } from 'fastify';
import { QuoteBody, type QuoteResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { createMailer } from '../email/mailer';
import { badRequest } from '../httpError';
import { startQuoteMailWorker } from '../quotes/quoteMailWorker';
import { createQuoteService } from '../quotes/quoteService';

/** POST /api/wraps/:id/quote: save the visitor's quote request, then e-mail the shop and them. */
export async function quoteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
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
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });

  app.post<{ Params: { id: string } }>(
    '/api/wraps/:id/quote',
    { config: { rateLimit: { max: config.QUOTE_RATE_LIMIT, timeWindow: config.QUOTE_RATE_WINDOW_MINUTES * 60_000 } } },
    async (request): Promise<QuoteResponse> => {
      const body = QuoteBody.safeParse(request.body);
      if (!body.success) throw badRequest(MESSAGES.missingInformation.description);
      return quotes.submit(request.params.id, body.data);
    },
  );
}
