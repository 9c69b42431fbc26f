import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, AdminGalleryItem, AdminGalleryPage, GalleryUpdateBody, OkResponse } from '../../domain/admin/api';
import { GalleryListQuery } from '../../domain/admin/requestChecks';
import { IdParams } from '../../domain/requestChecks';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { InvalidInput, NotFound } from '../serviceErrors';
import { badListQuery } from './adminLists';
import { routeContract } from './routeContract';

/** Gallery moderation: list every wrap, hide / show / approve, feature and order, delete. */
export async function adminGalleryRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  const { gallery } = backOffice;
  const noSuchWrap = () => new NotFound(ADMIN_ERRORS.wrapNotFound);

  const list = routeContract(
    { querystring: GalleryListQuery, response: { 200: AdminGalleryPage } },
    { querystring: badListQuery(ADMIN_ERRORS.badGalleryFilter) },
  );
  api.get(ADMIN_ROUTES.gallery, list, async (request) => gallery.list(request.query.page, request.query.filter));

  const update = routeContract(
    { params: IdParams, body: GalleryUpdateBody, response: { 200: AdminGalleryItem } },
    { params: noSuchWrap, body: () => new InvalidInput(ADMIN_ERRORS.badGalleryUpdate) },
  );
  api.patch(ADMIN_ROUTES.galleryWrap, update, async (request) => gallery.update(request.params.id, request.body, actorOf(request)));

  const remove = routeContract({ params: IdParams, response: { 200: OkResponse } }, { params: noSuchWrap });
  api.delete(ADMIN_ROUTES.galleryWrap, remove, async (request) => {
    await gallery.remove(request.params.id, actorOf(request));
    return { ok: true as const };
  });
}
