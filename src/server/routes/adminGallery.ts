import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES, GalleryListQuery, GalleryUpdateBody, type AdminGalleryItem, type AdminGalleryPage, type OkResponse } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { pageParam, rowIdParam } from '../admin/routeParams';
import { InvalidInput } from '../serviceErrors';

/** Gallery moderation: list every wrap, hide / show / approve, feature and order, delete. */
export async function adminGalleryRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  const { gallery } = backOffice;
  const wrapId = (id: string) => rowIdParam(id, ADMIN_ERRORS.wrapNotFound);

  admin.get(ADMIN_ROUTES.gallery, async (request): Promise<AdminGalleryPage> => {
    const query = GalleryListQuery.safeParse(request.query);
    if (!query.success) throw new InvalidInput(ADMIN_ERRORS.badGalleryFilter);
    return gallery.list(pageParam(query.data.page), query.data.filter ?? 'all');
  });

  admin.patch<{ Params: { id: string } }>(ADMIN_ROUTES.galleryWrap, async (request): Promise<AdminGalleryItem> => {
    const body = GalleryUpdateBody.safeParse(request.body);
    if (!body.success || Object.values(body.data).every((value) => value === undefined)) throw new InvalidInput(ADMIN_ERRORS.badGalleryUpdate);
    return gallery.update(wrapId(request.params.id), body.data, actorOf(request));
  });

  admin.delete<{ Params: { id: string } }>(ADMIN_ROUTES.galleryWrap, async (request): Promise<OkResponse> => {
    await gallery.remove(wrapId(request.params.id), actorOf(request));
    return { ok: true };
  });
}
