import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FeaturedWraps, GalleryPage } from '../../domain/api';
import { GalleryPageQuery, IdParams } from '../../domain/requestChecks';
import { galleryDownloadName } from '../../domain/downloadName';
import { ERRORS } from '../../domain/messages';
import type { AppContext } from '../context';
import type { GalleryService } from '../gallery/galleryService';
import { contentDisposition } from '../gallery/contentDisposition';
import { InvalidInput, NotFound } from '../serviceErrors';
import { routeContract } from './routeContract';
import { PICTURE_KINDS } from '../privacy/publicGalleryItems';

const PictureParams = z.extend(IdParams, { kind: z.enum(PICTURE_KINDS) });

// New wraps should show up soon, but a burst of visitors need not each hit the database.
// Every refetch goes to the server (which reuses its answer for GALLERY_CACHE_MS), so a visitor's
// new wrap shows as soon as the page asks again; stale-while-revalidate would hand back the old list.
const LIST_CACHE = 'no-cache';

/**
 * GET /api/gallery?page=N, GET /api/gallery/featured and GET /api/gallery/:id/download (the full
 * PNG as an attachment named `{wrap_name}-carwrap.png`, which also works when the images live
 * on another origin, where `<a download>` is ignored). Every picture is the public copy with the
 * plates hidden; GET /api/gallery/:id/picture/:kind makes one a wrap saved before them lacks.
 */
export async function galleryRoutes(app: FastifyInstance, ctx: AppContext, gallery: GalleryService): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = routeContract(
    { querystring: GalleryPageQuery, response: { 200: GalleryPage } },
    { querystring: () => new InvalidInput(ERRORS.galleryPage) },
  );
  api.get('/api/gallery', list, async (request, reply) => {
    reply.header('cache-control', LIST_CACHE);
    return gallery.page(request.query.page);
  });

  api.get('/api/gallery/featured', { schema: { response: { 200: FeaturedWraps } } }, async (_request, reply) => {
    reply.header('cache-control', LIST_CACHE);
    return gallery.featured();
  });

  const notInGallery = () => new NotFound(ERRORS.galleryWrapNotFound);
  api.get('/api/gallery/:id/download', routeContract({ params: IdParams }, { params: notInGallery }), async (request, reply) => {
    const { id } = request.params;
    const item = await gallery.byId(id);
    const picture = item && (await gallery.publicPicture(id, 'full'));
    if (!item || !picture) throw notInGallery();
    const png = picture.url ? await ctx.storage.getByUrl(picture.url) : null;
    if (!png) {
      request.log.warn({ id }, 'gallery image missing from storage');
      throw new NotFound(ERRORS.galleryImageMissing);
    }
    return reply
      .type('image/png')
      .header('content-disposition', contentDisposition(galleryDownloadName(item.wrapName)))
      .header('cache-control', 'public, max-age=86400')
      .send(png);
  });

  api.get('/api/gallery/:id/picture/:kind', routeContract({ params: PictureParams }, { params: notInGallery }), async (request, reply) => {
    const { id, kind } = request.params;
    const picture = await gallery.publicPicture(id, kind);
    if (!picture) throw notInGallery();
    if (!picture.url) {
      request.log.warn({ id, kind }, 'gallery picture missing from storage');
      throw new NotFound(ERRORS.galleryImageMissing);
    }
    // The lists name the stored copy itself from now on; this answer only serves pages already out.
    return reply.header('cache-control', 'no-cache').redirect(picture.url, 302);
  });
}
