import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GalleryPage } from '../../domain/api';
import { galleryDownloadName } from '../../domain/gallery/downloadName';
import { ERRORS } from '../../domain/messages';
import type { AppContext } from '../context';
import type { GalleryService } from '../gallery/galleryService';
import { contentDisposition } from '../gallery/contentDisposition';
import { InvalidInput, NotFound } from '../serviceErrors';

// Far beyond any real gallery, and keeps the OFFSET a plain integer on both databases.
const MAX_PAGE = 100_000;

const PageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE))
    .default(0),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// New wraps should show up soon, but a burst of visitors need not each hit the database.
// Every refetch goes to the server (which reuses its answer for GALLERY_CACHE_MS), so a visitor's
// new wrap shows as soon as the page asks again; stale-while-revalidate would hand back the old list.
const LIST_CACHE = 'no-cache';

/**
 * GET /api/gallery?page=N, GET /api/gallery/featured and GET /api/gallery/:id/download (the full
 * PNG as an attachment named `{wrap_name}-carwrap.png`, which also works when the images live
 * on another origin, where `<a download>` is ignored).
 */
export async function galleryRoutes(app: FastifyInstance, ctx: AppContext, gallery: GalleryService): Promise<void> {
  app.get('/api/gallery', async (request, reply): Promise<GalleryPage> => {
    const query = PageQuery.safeParse(request.query);
    if (!query.success) throw new InvalidInput(ERRORS.galleryPage);
    reply.header('cache-control', LIST_CACHE);
    return gallery.page(query.data.page);
  });

  app.get('/api/gallery/featured', async (_request, reply) => {
    reply.header('cache-control', LIST_CACHE);
    return { items: await gallery.featured() };
  });

  app.get<{ Params: { id: string } }>('/api/gallery/:id/download', async (request, reply) => {
    const { id } = request.params;
    const item = UUID.test(id) ? await gallery.byId(id) : null;
    if (!item) throw new NotFound(ERRORS.galleryWrapNotFound);
    const png = await ctx.storage.getByUrl(item.imageUrl);
    if (!png) {
      request.log.warn({ id, url: item.imageUrl }, 'gallery image missing from storage');
      throw new NotFound(ERRORS.galleryImageMissing);
    }
    return reply
      .type('image/png')
      .header('content-disposition', contentDisposition(galleryDownloadName(item.wrapName)))
      .header('cache-control', 'public, max-age=86400')
      .send(png);
  });
}
