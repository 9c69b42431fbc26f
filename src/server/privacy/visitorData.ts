import { desc, eq } from 'drizzle-orm';
import type { MyDataView } from '../../domain/privacy/api';
import type { Db } from '../db/client';
import { apiRequestLogs, carWrapRequests, completedWraps, forgottenWraps, quotes } from '../db/schema';
import { storedPhotoUrl } from '../db/storedPhoto';
import { displayPathOf } from '../image/displayImage';
import { Gone, NotFound } from '../serviceErrors';
import type { Storage } from '../storage/storage';
import { forgetWrap, galleryFiles, type ForgetReason } from './forgetWrap';
import { forgetPublicCopies } from './publicPictures';

export interface VisitorDataDeps {
  db: Db;
  storage: Storage;
  log: { info(obj: object, msg: string): void };
  /** The public gallery's cached lists, dropped when a wrap leaves it. */
  invalidatePublicGallery: () => void;
  /** NotFound's sentence for an unknown wrap. */
  notFound: string;
  /** Gone's sentence for a wrap whose data was deleted. */
  gone: string;
}

export type VisitorData = ReturnType<typeof createVisitorData>;

/**
 * One visitor's data, by their wrap: what the private link shows, the shop's JSON export, the
 * gallery consent withdrawn, and the whole deletion (forgetWrap). A wrap already forgotten is Gone.
 */
export function createVisitorData(deps: VisitorDataDeps) {
  const { db, storage, log } = deps;

  async function rowOf(requestId: string) {
    const [row] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
    if (row) return row;
    const [forgotten] = await db.select().from(forgottenWraps).where(eq(forgottenWraps.requestId, requestId));
    throw forgotten ? new Gone(deps.gone) : new NotFound(deps.notFound);
  }

  const galleryOf = (requestId: string) => db.select().from(completedWraps).where(eq(completedWraps.carWrapRequestId, requestId));
  const quotesOf = (requestId: string) =>
    db.select().from(quotes).where(eq(quotes.carWrapRequestId, requestId)).orderBy(desc(quotes.createdAt));

  return {
    async view(requestId: string): Promise<MyDataView> {
      const row = await rowOf(requestId);
      const [gallery, held] = await Promise.all([galleryOf(requestId), quotesOf(requestId)]);
      return {
        createdAt: row.createdAt.toISOString(),
        wrapName: row.selectedWrapName,
        email: row.email,
        photoUrl: storedPhotoUrl(row.originalImageUrl),
        resultUrl: row.wrappedImageUrl ? (displayPathOf(row.wrappedImageUrl) ?? row.wrappedImageUrl) : null,
        changeRequests: row.changeRequests?.length ?? 0,
        inGallery: gallery.some((entry) => entry.galleryConsent && entry.reviewStatus !== 'hidden'),
        quotes: held.map((quote) => ({
          createdAt: quote.createdAt.toISOString(),
          name: quote.name,
          email: quote.email,
          phone: quote.phone,
          city: quote.city,
        })),
      };
    },

    /** Everything held about the wrap, as stored (less the server's own bookkeeping: claims, token hashes). */
    async exportAll(requestId: string) {
      const row = await rowOf(requestId);
      const { ownerTokenHash: _hash, leaseOwner: _owner, leaseUntil: _until, ...request } = row;
      const [gallery, held, aiCalls] = await Promise.all([
        galleryOf(requestId),
        quotesOf(requestId),
        db.select().from(apiRequestLogs).where(eq(apiRequestLogs.carWrapRequestId, requestId)),
      ]);
      return { exportedAt: new Date().toISOString(), request, quotes: held, gallery, aiCalls };
    },

    async withdrawConsent(requestId: string): Promise<void> {
      const row = await rowOf(requestId);
      const gallery = await galleryOf(requestId);
      await db.transaction(async (tx) => {
        await tx.update(carWrapRequests).set({ galleryConsent: false }).where(eq(carWrapRequests.id, requestId));
        await tx.update(completedWraps).set({ galleryConsent: false }).where(eq(completedWraps.carWrapRequestId, requestId));
      });
      deps.invalidatePublicGallery();
      // The plate-hidden copies strangers were shown go with the consent; the visitor keeps the originals.
      // (A share link remakes its own on demand.)
      const shown = [...gallery.flatMap(galleryFiles), storedPhotoUrl(row.originalImageUrl)];
      const files = await forgetPublicCopies(
        db,
        storage,
        shown.filter((url): url is string => Boolean(url)),
      );
      log.info({ requestId, files }, 'gallery consent withdrawn');
    },

    async forget(requestId: string, reason: ForgetReason): Promise<{ files: number }> {
      await rowOf(requestId);
      const done = await forgetWrap(db, storage, requestId, { reason });
      // Deleted meanwhile by another hand (the retention job, the shop): gone all the same.
      if (!done) throw new Gone(deps.gone);
      deps.invalidatePublicGallery();
      log.info({ requestId, reason, files: done.files }, 'wrap data deleted');
      return done;
    },
  };
}
