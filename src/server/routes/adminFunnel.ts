import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, AdminFunnel, FUNNEL_DAYS } from '../../domain/admin/api';
import type { BackOffice } from '../admin/backOffice';
import { funnelCsv } from '../funnel/funnelCsv';
import { contentDisposition } from '../gallery/contentDisposition';

/** The shop's funnel: the last FUNNEL_DAYS days' counts, and the same as CSV. */
export async function adminFunnelRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  api.get(ADMIN_ROUTES.funnel, { schema: { response: { 200: AdminFunnel } } }, async () => backOffice.funnel.lastDays(FUNNEL_DAYS));

  // Counts only, no visitor's data: unlike the quotes' export, nothing here is audited.
  api.get(ADMIN_ROUTES.funnelExport, async (_request, reply) => {
    const rows = await backOffice.funnel.daysBySite(FUNNEL_DAYS);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`funnel-${new Date().toISOString().slice(0, 10)}.csv`))
      .send(funnelCsv(rows));
  });
}
