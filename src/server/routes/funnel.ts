import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FUNNEL_TEXT } from '../../domain/admin/texts';
import { FUNNEL_BEACON_ROUTE, FunnelBeacon } from '../../domain/funnel/funnelEvents';
import type { AppContext } from '../context';
import { embeddingSiteOf } from '../funnel/embeddingSite';
import type { Funnel } from '../funnel/funnelCounts';
import { InvalidInput } from '../serviceErrors';
import { routeContract } from './routeContract';

/**
 * POST /api/funnel: the page's beacon (a page view, a photo chosen, a look tried), answered 204
 * whether or not the count could be written. navigator.sendBeacon sends its text as text/plain,
 * read here as JSON; in a scope of its own, so no other route takes JSON that way.
 */
export async function funnelRoutes(app: FastifyInstance, ctx: AppContext, funnel: Funnel): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        // Not JSON: the schema check refuses it with the route's own sentence.
        done(null, null);
      }
    });
    const contract = routeContract({ body: FunnelBeacon }, { body: () => new InvalidInput(FUNNEL_TEXT.badCount) });
    scope.withTypeProvider<ZodTypeProvider>().post(
      FUNNEL_BEACON_ROUTE,
      {
        config: { rateLimit: { max: ctx.config.FUNNEL_RATE_LIMIT, timeWindow: '1 minute' } },
        // A few per visit: a line each at info would bury the log.
        logLevel: 'warn',
        ...contract,
      },
      async (request, reply) => {
        await funnel.count(request.body.event, embeddingSiteOf(request.body.site));
        return reply.code(204).send();
      },
    );
  });
}
