import { and, asc, desc, eq } from 'drizzle-orm';
import type { FeaturedWraps, GalleryItem, GalleryPage } from '../../domain/api';
import { GALLERY_PAGE_SIZE } from '../../domain/validation';
import type { Db } from '../db/client';
import { carWrapRequests, completedWraps } from '../db/schema';
import { displayPathOf } from '../image/displayImage';
import { createMicroCache } from './microCache';
import { publicWrapCondition } from './publicWraps';
import { storedPhotoUrl } from '../db/storedPhoto';
import type { CarHint } from '../../domain/api';
import type { PictureSource, PublicPictures } from '../privacy/publicPictures';
import { urlOfKind, withPublicPictures, type PictureKind } from '../privacy/publicGalleryItems';

/** How many featured wraps the processing dialog's carousel gets. */
export const FEATURED_LIMIT = 12;

type WrapRow = typeof completedWraps.$inferSelect;

export interface GalleryService {
  /** Page `page` (0-based) of the gallery, newest first. */
  page(page: number): Promise<GalleryPage>;
  /** The featured wraps for the processing dialog's carousel, by display order, and the shop's hero pick, with their "before" photo. */
  featured(): Promise<FeaturedWraps>;
  /** One public wrap by id, or null; the id must already be a valid UUID. */
  byId(id: string): Promise<GalleryItem | null>;
  /**
   * A public wrap's picture as strangers get it (plates hidden), made now if it was not yet: null
   * when the wrap is not public, `url` null when its original is gone.
   */
  publicPicture(id: string, kind: PictureKind): Promise<{ url: string | null } | null>;
  /** Drops the cached lists: the back office changed what is public or featured. */
  invalidate(): void;
}

/** `originalPhotoUrl`: the request's photo (the "before"), where the featured list joined it. */
export function toGalleryItem(row: WrapRow, originalPhotoUrl?: string | null): GalleryItem {
  return {
    id: row.id,
    wrapName: row.wrapName,
    wrapColor: row.wrapColor,
    finishType: row.finishType,
    styleType: row.styleType,
    imageUrl: row.wrappedImageUrl,
    thumbnailUrl: row.thumbnailUrl,
    carMakeModel: row.carMakeModel,
    createdAt: row.createdAt.toISOString(),
    ...(originalPhotoUrl === undefined
      ? {}
      : {
          originalUrl: storedPhotoUrl(originalPhotoUrl),
          // Stored beside the PNG by the generation flow; seeded and older rows have none there.
          displayUrl: displayPathOf(row.wrappedImageUrl),
        }),
  };
}

/**
 * `listTtlMs`: how long a list answer is reused (GALLERY_CACHE_MS); 0 reads the database every time.
 * `review`: GALLERY_REVIEW, whether only wraps the shop approved are public.
 * `pictures`: the public copies (plates hidden) the lists show instead of the originals.
 */
export function createGalleryService({
  db,
  listTtlMs,
  review,
  pictures,
}: {
  db: Db;
  listTtlMs: number;
  review: boolean;
  pictures: PublicPictures;
}): GalleryService {
  const isPublic = publicWrapCondition(review);
  const pages = createMicroCache<GalleryPage>(listTtlMs);
  const featuredLists = createMicroCache<FeaturedWraps>(listTtlMs);
  return {
    page: (page) => pages.get(String(page), () => loadPage(page)),
    featured: () => featuredLists.get('featured', loadFeatured),
    async byId(id) {
      const [row] = await db
        .select()
        .from(completedWraps)
        .where(and(eq(completedWraps.id, id), isPublic))
        .limit(1);
      return row ? toGalleryItem(row) : null;
    },
    async publicPicture(id, kind) {
      const found = await sources(id);
      if (!found) return null;
      const source = kind === 'before' ? found.photo : found.result;
      const picture = source && (await pictures.ensure(source));
      return { url: picture ? urlOfKind(picture, kind) : null };
    },
    invalidate() {
      pages.clear();
      featuredLists.clear();
    },
  };

  /** A public wrap's stored result and photo, whose public copies strangers see; null when it is not public. */
  async function sources(id: string): Promise<{ result: PictureSource; photo: PictureSource | null } | null> {
    const [row] = await db
      .select({ resultUrl: completedWraps.wrappedImageUrl, photoUrl: carWrapRequests.originalImageUrl, hint: carWrapRequests.carHint })
      .from(completedWraps)
      .leftJoin(carWrapRequests, eq(completedWraps.carWrapRequestId, carWrapRequests.id))
      .where(and(eq(completedWraps.id, id), isPublic))
      .limit(1);
    if (!row) return null;
    const photoUrl = storedPhotoUrl(row.photoUrl);
    const hint = row.hint as CarHint | null;
    return { result: { url: row.resultUrl, photoUrl, hint }, photo: photoUrl ? { url: photoUrl, photoUrl, hint } : null };
  }

  async function loadPage(page: number): Promise<GalleryPage> {
    // One row more than a page tells whether another page exists, so a full last page ends
    // paging at once instead of costing the visitor an extra, empty "Load More".
    const rows = await db
      .select()
      .from(completedWraps)
      .where(isPublic)
      // id breaks ties between rows saved in the same instant, so pages never overlap.
      .orderBy(desc(completedWraps.createdAt), desc(completedWraps.id))
      .limit(GALLERY_PAGE_SIZE + 1)
      .offset(page * GALLERY_PAGE_SIZE);
    const items = await withPublicPictures(
      rows.slice(0, GALLERY_PAGE_SIZE).map((row) => toGalleryItem(row)),
      pictures,
    );
    return { items, page, hasMore: rows.length > GALLERY_PAGE_SIZE };
  }

  async function loadFeatured(): Promise<FeaturedWraps> {
    const withOriginal = () =>
      db
        .select({ wrap: completedWraps, originalUrl: carWrapRequests.originalImageUrl })
        .from(completedWraps)
        .leftJoin(carWrapRequests, eq(completedWraps.carWrapRequestId, carWrapRequests.id));
    const [rows, heroes] = await Promise.all([
      withOriginal()
        .where(and(eq(completedWraps.isGalleryFeatured, true), isPublic))
        .orderBy(asc(completedWraps.displayOrder), desc(completedWraps.createdAt), desc(completedWraps.id))
        .limit(FEATURED_LIMIT),
      // Only a wrap the shop picked, and only while it is public: a visitor's consent alone never puts a car on the home page.
      withOriginal()
        .where(and(eq(completedWraps.heroPick, true), isPublic))
        .limit(1),
    ]);
    const hero = heroes[0];
    const items = await withPublicPictures(
      [...rows, ...(hero ? [hero] : [])].map((r) => toGalleryItem(r.wrap, r.originalUrl)),
      pictures,
    );
    return { items: items.slice(0, rows.length), hero: hero ? items[rows.length]! : null };
  }
}
