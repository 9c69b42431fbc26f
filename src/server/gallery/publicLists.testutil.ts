import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { GalleryItem, GalleryPage } from '../../domain/api';

const FeaturedAnswer = z.object({ items: z.array(GalleryItem) });

/** Every gallery wrap a stranger can find: all gallery pages, and the featured list (carousel and hero). */
export async function publicWrapIds(app: FastifyInstance): Promise<{ gallery: string[]; featured: string[] }> {
  const gallery: string[] = [];
  for (let page = 0; ; page++) {
    const answer = GalleryPage.parse((await app.inject(`/api/gallery?page=${page}`)).json());
    gallery.push(...answer.items.map((item) => item.id));
    if (!answer.hasMore) break;
  }
  const featured = FeaturedAnswer.parse((await app.inject('/api/gallery/featured')).json()).items.map((item) => item.id);
  return { gallery, featured };
}

/** The gallery's own download of a wrap: 200 for a public one, 404 otherwise. */
export async function galleryDownloadStatus(app: FastifyInstance, id: string): Promise<number> {
  return (await app.inject(`/api/gallery/${id}/download`)).statusCode;
}
