import { and, eq, ne, sql } from 'drizzle-orm';
import type { CarHint } from '../../domain/api';
import type { Db } from '../db/client';
import { apiRequestLogs, carWrapRequests, completedWraps, forgottenWraps, quotes, uploadedPhotos } from '../db/schema';
import { storedPhotoUrl } from '../db/storedPhoto';
import { validateHint } from '../engine/index';
import { removeSilhouette, silhouetteFolder } from '../engine/storedSilhouettes';
import { engineSettings } from '../config';
import { SEGMENTER_NAMES } from '../segmenter/types';
import { displayPathOf } from '../image/displayImage';
import { FILES_ROUTE, type Storage } from '../storage/storage';
import { ANONYMIZED_QUOTE } from './anonymizedLead';
import { forgetPublicCopies } from './publicPictures';

export type ForgetReason = (typeof forgottenWraps.$inferSelect)['reason'];

export interface ForgetOptions {
  reason: ForgetReason;
  /**
   * Keep a gallery entry the visitor consented to (and its pictures): the quote retention rule
   * ends the quote, not the consent. The visitor's own deletion never keeps it.
   */
  keepConsentedGallery?: boolean;
  now?: Date;
}

type GalleryRow = typeof completedWraps.$inferSelect;

/** A gallery entry's three pictures. */
export const galleryFiles = (row: GalleryRow) => [row.wrappedImageUrl, displayPathOf(row.wrappedImageUrl), row.thumbnailUrl];

/** The photo step's two files of a photo id (uploadedPhotos.ts). */
export const uploadFiles = (photoId: string) => [`${FILES_ROUTE}uploads/${photoId}.jpg`, `${FILES_ROUTE}paint-layers/${photoId}.png`];

/** Deletes the files at `urls` (each once); how many were there. */
export async function removeFiles(storage: Storage, urls: (string | null | undefined)[]): Promise<number> {
  const unique = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  const removed = await Promise.all(unique.map((url) => storage.removeByUrl(url)));
  return removed.filter(Boolean).length;
}

/** The silhouettes the engine kept for a photo: the photo step's (no hint) and the wrap's (its tap or box). */
export async function removeSilhouettesOf(storage: Storage, photo: Buffer, hint?: CarHint | null): Promise<number> {
  let cleaned;
  try {
    cleaned = validateHint(hint ?? undefined);
  } catch {
    cleaned = undefined;
  }
  // The host's silhouette folder (SILHOUETTE_CACHE_DIR) holds copies, one subfolder per segmenter.
  const folder = engineSettings().SILHOUETTE_CACHE_DIR;
  const places = [storage, ...(folder ? SEGMENTER_NAMES.map((segmenter) => silhouetteFolder(folder, segmenter)) : [])];
  const removed = await Promise.all(
    places.flatMap((place) => [removeSilhouette(place, photo), cleaned ? removeSilhouette(place, photo, cleaned) : 0]),
  );
  // Only the app's own storage counts: the host's copies are a cache of the same silhouettes.
  return removed[0]! + removed[1]!;
}

/**
 * Deletes one wrap request and everything made from it: the photo, the touched-up area, the
 * result and its display image, the photo step's upload and outline layer, the silhouettes, the
 * gallery entry, the AI call log; its quotes are kept only as anonymised leads (anonymizedLead.ts).
 * Files go first, then the rows in one transaction: a failure half-way leaves rows that name
 * missing files, which the next try deletes, never files nothing names. The id stays in
 * forgotten_wraps so the share link says the preview expired. Returns the files deleted, or null
 * when there is no such wrap.
 */
export async function forgetWrap(db: Db, storage: Storage, requestId: string, options: ForgetOptions): Promise<{ files: number } | null> {
  const [row] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
  if (!row) return null;
  const gallery = await db.select().from(completedWraps).where(eq(completedWraps.carWrapRequestId, requestId));
  const kept = options.keepConsentedGallery ? gallery.filter((entry) => entry.galleryConsent && entry.reviewStatus !== 'hidden') : [];
  const keptFiles = new Set(kept.flatMap(galleryFiles));
  const removedGallery = gallery.filter((entry) => !kept.includes(entry));

  // Another wrap of the same photo (the visitor tried a second look) still needs the upload.
  const sharedPhoto = row.photoId
    ? (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(carWrapRequests)
          .where(and(eq(carWrapRequests.photoId, row.photoId), ne(carWrapRequests.id, requestId)))
      )[0]!.n > 0
    : false;
  const photoUrl = storedPhotoUrl(row.originalImageUrl);
  let files = 0;
  if (!sharedPhoto && photoUrl) {
    const photo = await storage.getByUrl(photoUrl);
    if (photo) files += await removeSilhouettesOf(storage, photo, row.carHint as CarHint | null);
  }
  const urls = [
    photoUrl,
    row.paintMaskUrl,
    row.wrappedImageUrl,
    row.wrappedImageUrl && displayPathOf(row.wrappedImageUrl),
    ...removedGallery.flatMap(galleryFiles),
    ...(row.photoId && !sharedPhoto ? uploadFiles(row.photoId) : []),
  ].filter((url) => !url || !keptFiles.has(url));
  files += await removeFiles(storage, urls);
  // The plate-hidden copies strangers were shown go with their originals.
  files += await forgetPublicCopies(
    db,
    storage,
    urls.filter((url): url is string => Boolean(url)),
  );

  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(quotes)
      .set({ ...ANONYMIZED_QUOTE, anonymizedAt: now })
      .where(eq(quotes.carWrapRequestId, requestId));
    await tx.delete(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, requestId));
    for (const entry of removedGallery) await tx.delete(completedWraps).where(eq(completedWraps.id, entry.id));
    // Quotes and a kept gallery entry lose the link (ON DELETE SET NULL).
    await tx.delete(carWrapRequests).where(eq(carWrapRequests.id, requestId));
    if (row.photoId && !sharedPhoto) await tx.delete(uploadedPhotos).where(eq(uploadedPhotos.photoId, row.photoId));
    await tx.insert(forgottenWraps).values({ requestId, reason: options.reason, forgottenAt: now }).onConflictDoNothing();
  });
  return { files };
}
