import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, AdminQuote, AdminQuotePage, QuoteUpdateBody } from '../../domain/admin/api';
import { QuoteListQuery } from '../../domain/admin/requestChecks';
import { IdParams } from '../../domain/requestChecks';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { quotesCsv } from '../admin/quotesCsv';
import type { AppContext } from '../context';
import { contentDisposition } from '../gallery/contentDisposition';
import { InvalidInput, NotFound } from '../serviceErrors';
import { badListQuery } from './adminLists';
import { routeContract } from './routeContract';
import { absolute, siteOrigin } from '../share/siteOrigin';

/** The quotes inbox: list, status and notes, resend the e-mails or the lead webhook, export CSV. */
export async function adminQuoteRoutes(admin: FastifyInstance, ctx: AppContext, backOffice: BackOffice): Promise<void> {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  const { quotes } = backOffice;
  const noSuchQuote = () => new NotFound(ADMIN_ERRORS.quoteNotFound);

  const list = routeContract(
    { querystring: QuoteListQuery, response: { 200: AdminQuotePage } },
    { querystring: badListQuery(ADMIN_ERRORS.badQuoteFilter) },
  );
  api.get(ADMIN_ROUTES.quotes, list, async (request) => quotes.list(request.query.page, request.query.status));

  api.get(ADMIN_ROUTES.quotesExport, async (request, reply) => {
    const items = await quotes.all();
    const origin = siteOrigin(ctx.config, request);
    await backOffice.audit({ ...actorOf(request), action: 'quotes.export', details: { rows: items.length } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`quotes-${new Date().toISOString().slice(0, 10)}.csv`))
      .send(quotesCsv(items, (url) => absolute(origin, url)));
  });

  const update = routeContract(
    { params: IdParams, body: QuoteUpdateBody, response: { 200: AdminQuote } },
    { params: noSuchQuote, body: () => new InvalidInput(ADMIN_ERRORS.badQuoteUpdate) },
  );
  api.patch(ADMIN_ROUTES.quote, update, async (request) => quotes.update(request.params.id, request.body, actorOf(request)));

  const resend = routeContract({ params: IdParams, response: { 200: AdminQuote } }, { params: noSuchQuote });
  api.post(ADMIN_ROUTES.quoteResend, resend, async (request) => quotes.resend(request.params.id, actorOf(request)));
  api.post(ADMIN_ROUTES.quoteLeadResend, resend, async (request) => quotes.resendLead(request.params.id, actorOf(request)));
}
