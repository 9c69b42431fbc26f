import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StatusResponse } from '../../domain/api';
import type { ProviderStatus } from '../ai/providerStatus';
import type { AppContext } from '../context';

/**
 * GET /api/status: whether a provider is ready, for the header's "API Connected" badge, and the
 * public settings the page shows (brand, the footer's source link). Never a key.
 */
export async function statusRoutes(app: FastifyInstance, ctx: AppContext, providerStatus: () => Promise<ProviderStatus>): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/status', { schema: { response: { 200: StatusResponse } } }, async (_request, reply) => {
    const status = await providerStatus();
    reply.header('cache-control', 'no-store');
    return {
      ready: status.ready,
      provider: status.provider,
      brand: { name: ctx.config.BRAND_NAME, site: ctx.config.BRAND_SITE },
      sourceUrl: ctx.config.SOURCE_URL,
      languages: ctx.config.LANGUAGES,
      defaultLanguage: ctx.config.DEFAULT_LANGUAGE,
    };
  });
}
