import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES, QuoteListQuery, QuoteUpdateBody, type AdminQuote, type AdminQuotePage } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { pageParam, rowIdParam } from '../admin/routeParams';
import { quotesCsv } from '../admin/quotesCsv';
import type { AppContext } from '../context';
import { contentDisposition } from '../gallery/contentDisposition';
import { InvalidInput } from '../serviceErrors';
import { absolute, siteOrigin } from './share';

/** The quotes inbox: list, status and notes, resend the e-mails, export CSV. */
export async function adminQuoteRoutes(admin: FastifyInstance, ctx: AppContext, backOffice: BackOffice): Promise<void> {
  const { quotes } = backOffice;
  const quoteId = (id: string) => rowIdParam(id, ADMIN_ERRORS.quoteNotFound);

  admin.get(ADMIN_ROUTES.quotes, async (request): Promise<AdminQuotePage> => {
    const query = QuoteListQuery.safeParse(request.query);
    if (!query.success) throw new InvalidInput(ADMIN_ERRORS.badQuoteFilter);
    return quotes.list(pageParam(query.data.page), query.data.status);
  });

  admin.get(ADMIN_ROUTES.quotesExport, async (request, reply) => {
    const items = await quotes.all();
    const origin = siteOrigin(ctx.config.PUBLIC_URL, request);
    await backOffice.audit({ ...actorOf(request), action: 'quotes.export', details: { rows: items.length } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`quotes-${new Date().toISOString().slice(0, 10)}.csv`))
      .send(quotesCsv(items, (url) => absolute(origin, url)));
  });

  admin.patch<{ Params: { id: string } }>(ADMIN_ROUTES.quote, async (request): Promise<AdminQuote> => {
    const body = QuoteUpdateBody.safeParse(request.body);
    if (!body.success || (body.data.status === undefined && body.data.notes === undefined)) throw new InvalidInput(ADMIN_ERRORS.badQuoteUpdate);
    return quotes.update(quoteId(request.params.id), body.data, actorOf(request));
  });

  admin.post<{ Params: { id: string } }>(ADMIN_ROUTES.quoteResend, async (request): Promise<AdminQuote> => {
    return quotes.resend(quoteId(request.params.id), actorOf(request));
  });
}
