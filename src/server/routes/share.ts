import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../domain/requestChecks';
import type { AppContext } from '../context';
import type { ShareService } from '../share/shareService';
import { siteOrigin } from '../share/siteOrigin';
import { languageOf } from '../i18n/messagesFor';
import { sharePagePolicy } from '../securityHeaders';
import { pathOf } from '../embed/embeddablePages';

/**
 * GET /w/:id: the share page of a finished wrap (share/shareService.ts). An id that is not one,
 * and an unknown, unfinished or failed wrap, get the app's 404 page; a wrap whose data was deleted
 * answers 410 with the "this preview has expired" page.
 */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext, share: ShareService): Promise<void> {
  // attachValidation: a malformed id is a page that does not exist, answered like any other.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/w/:id', { schema: { params: IdParams }, attachValidation: true }, async (request, reply) => {
      const language = languageOf(request, ctx.config);
      const html = request.validationError ? null : await share.page(request.params.id, siteOrigin(ctx.config, request), language);
      const expired = html || request.validationError ? null : await share.expiredPage(request.params.id, language);
      if (!html && !expired) return reply.callNotFound();
      return reply
        .code(expired ? 410 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language')
        .header('content-security-policy', sharePagePolicy(ctx.config, pathOf(request.url)))
        .send(html ?? expired);
    });
}
