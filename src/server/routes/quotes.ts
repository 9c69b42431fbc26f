import type { FastifyInstance } from 'fastify';
import { QuoteBody, type QuoteResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { InvalidInput } from '../serviceErrors';
import type { QuoteService } from '../quotes/quoteService';

/** POST /api/wraps/:id/quote: save the visitor's quote request, then e-mail the shop and them. */
export async function quoteRoutes(app: FastifyInstance, ctx: AppContext, quotes: QuoteService): Promise<void> {
  const { config } = ctx;
  app.post<{ Params: { id: string } }>(
    '/api/wraps/:id/quote',
    { config: { rateLimit: { max: config.QUOTE_RATE_LIMIT, timeWindow: config.QUOTE_RATE_WINDOW_MINUTES * 60_000 } } },
    async (request): Promise<QuoteResponse> => {
      const body = QuoteBody.safeParse(request.body);
      if (!body.success) throw new InvalidInput(MESSAGES.missingInformation.description);
      // Fastify's protocol and host follow the trustProxy setting, so behind a proxy they are the visitor's.
      return quotes.submit(request.params.id, body.data, `${request.protocol}://${request.host}`);
    },
  );
}
