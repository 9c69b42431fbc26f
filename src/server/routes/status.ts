import type { FastifyInstance } from 'fastify';
import type { StatusResponse } from '../../domain/api';
import { chooseProvider } from '../ai/providerStatus';
import type { AppContext } from '../context';

/**
 * GET /api/status: whether a provider is ready, for the header's "API Connected" badge, and the
 * public settings the page shows (brand, the footer's source link). Never a key.
 */
export async function statusRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/status', async (_request, reply): Promise<StatusResponse> => {
    const choice = await chooseProvider(ctx.config, ctx.db);
    reply.header('cache-control', 'no-store');
    return {
      ready: choice.ready,
      provider: choice.provider,
      brand: { name: ctx.config.BRAND_NAME, site: ctx.config.BRAND_SITE },
      sourceUrl: ctx.config.SOURCE_URL,
    };
  });
}
