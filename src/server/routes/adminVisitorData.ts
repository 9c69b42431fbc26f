import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, OkResponse } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { IdParams } from '../../domain/requestChecks';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { NotFound } from '../serviceErrors';
import { routeContract } from './routeContract';

/** One visitor's data, by their wrap's id: the JSON export (a download), and the deletion. */
export async function adminVisitorDataRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  const { visitors, audit } = backOffice;
  const noSuchWrap = () => new NotFound(ADMIN_ERRORS.wrapNotFound);

  api.get(ADMIN_ROUTES.visitorExport, routeContract({ params: IdParams }, { params: noSuchWrap }), async (request, reply) => {
    const data = await visitors.exportAll(request.params.id);
    await audit({ ...actorOf(request), action: 'visitor.export', target: request.params.id, details: {} });
    return reply
      .header('content-disposition', `attachment; filename="visitor-data-${request.params.id}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  const remove = routeContract({ params: IdParams, response: { 200: OkResponse } }, { params: noSuchWrap });
  api.delete(ADMIN_ROUTES.visitorData, remove, async (request) => {
    const { files } = await visitors.forget(request.params.id, 'shop');
    await audit({ ...actorOf(request), action: 'visitor.delete', target: request.params.id, details: { files } });
    return { ok: true as const };
  });
}
