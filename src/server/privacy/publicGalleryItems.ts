import type { GalleryItem } from '../../domain/api';
import type { PublicPicture, PublicPictures } from './publicPictures';

/** The public pictures of a gallery wrap: its result at three sizes, and its photo (the "before"). */
export const PICTURE_KINDS = ['full', 'display', 'thumbnail', 'before'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The route that makes a gallery wrap's public picture on first request (wraps saved before there were any). */
export const publicPicturePath = (id: string, kind: PictureKind) => `/api/gallery/${id}/picture/${kind}`;

/** Which stored file of a public copy each kind is: the "before" is the photo at display size. */
export function urlOfKind(picture: PublicPicture, kind: PictureKind): string {
  if (kind === 'full') return picture.fullUrl;
  if (kind === 'thumbnail') return picture.thumbnailUrl;
  return picture.displayUrl;
}

/**
 * Gallery items as strangers get them: every picture is its public copy, plates hidden, and
 * never the original. A copy not made yet is named by the route that makes it.
 */
export async function withPublicPictures(items: GalleryItem[], pictures: PublicPictures): Promise<GalleryItem[]> {
  const made = await pictures.madeFor(items.flatMap((item) => [item.imageUrl, ...(item.originalUrl ? [item.originalUrl] : [])]));
  return items.map((item) => {
    const result = made.get(item.imageUrl);
    const photo = item.originalUrl ? made.get(item.originalUrl) : undefined;
    const url = (picture: PublicPicture | undefined, kind: PictureKind) =>
      picture ? urlOfKind(picture, kind) : publicPicturePath(item.id, kind);
    return {
      ...item,
      imageUrl: url(result, 'full'),
      thumbnailUrl: url(result, 'thumbnail'),
      ...(item.displayUrl === undefined ? {} : { displayUrl: url(result, 'display') }),
      ...(item.originalUrl ? { originalUrl: url(photo, 'before') } : {}),
    };
  });
}
