import { languageOf } from '../i18n/messagesFor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuoteBody, QuoteResponse } from '../../domain/api';
import { IdParams } from '../../domain/requestChecks';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { InvalidInput, NotFound } from '../serviceErrors';
import type { QuoteService } from '../quotes/quoteService';
import { siteOrigin } from '../share/siteOrigin';
import { ownerOnly, type WrapOwners } from '../generation/ownerToken';
import { routeContract } from './routeContract';
import { embeddingSiteOfRequest } from '../funnel/embeddingSite';
import type { Funnel } from '../funnel/funnelCounts';

/** POST /api/wraps/:id/quote: save the visitor's quote request, then e-mail the shop and them. */
export async function quoteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  quotes: QuoteService,
  owners: WrapOwners,
  funnel: Pick<Funnel, 'count'>,
): Promise<void> {
  const { config } = ctx;
  const noSuchWrap = () => new NotFound(MESSAGES.noRequestFound.description);
  const contract = routeContract(
    { params: IdParams, body: QuoteBody, response: { 200: QuoteResponse } },
    {
      params: noSuchWrap,
      body: () => new InvalidInput(MESSAGES.missingInformation.description),
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/wraps/:id/quote',
    {
      config: { rateLimit: { max: config.QUOTE_RATE_LIMIT, timeWindow: config.QUOTE_RATE_WINDOW_MINUTES * 60_000 } },
      // A quote goes out in the wrap's name, to its e-mail: only the owner token's holder may ask.
      preParsing: ownerOnly(owners, noSuchWrap),
      ...contract,
    },
    // Fastify's protocol and host follow the trustProxy setting, so behind a proxy they are the visitor's.
    async (request) => {
      const answer = await quotes.submit(request.params.id, request.body, siteOrigin(ctx.config, request), languageOf(request, ctx.config));
      // Not awaited: counting never holds up the visitor's answer (and never fails it).
      void funnel.count('quote-sent', embeddingSiteOfRequest(request));
      return answer;
    },
  );
}
