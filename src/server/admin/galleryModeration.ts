import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminGalleryItem,
  type AdminGalleryPage,
  type GalleryFilter,
  type GalleryUpdateBody,
  type ReviewStatus,
} from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import type { Db } from '../db/client';
import { completedWraps } from '../db/schema';
import { publicWrapCondition } from '../gallery/publicWraps';
import { forgetPublicCopies } from '../privacy/publicPictures';
import { NotFound } from '../serviceErrors';
import { displayPathOf } from '../image/displayImage';
import type { Storage } from '../storage/storage';
import type { AdminActor } from './actor';
import type { Audit, AuditAction } from './audit';

/** The shop's control over the public gallery: every wrap, whatever the public sees of it. */
export interface GalleryModeration {
  list(page: number, filter: GalleryFilter): Promise<AdminGalleryPage>;
  update(id: string, body: GalleryUpdateBody, actor: AdminActor): Promise<AdminGalleryItem>;
  /** Deletes the row and its files (full PNG, display WebP, thumbnail). */
  remove(id: string, actor: AdminActor): Promise<void>;
}

const FILTERS: Record<GalleryFilter, SQL | undefined> = {
  all: undefined,
  pending: eq(completedWraps.reviewStatus, 'pending'),
  approved: eq(completedWraps.reviewStatus, 'approved'),
  hidden: eq(completedWraps.reviewStatus, 'hidden'),
  featured: eq(completedWraps.isGalleryFeatured, true),
};

/** Which audit action a review status change is: showing a hidden wrap reads differently from approving a new one. */
function reviewAction(from: ReviewStatus, to: ReviewStatus): AuditAction {
  if (to === 'hidden') return 'gallery.hide';
  if (to === 'pending') return 'gallery.pending';
  return from === 'hidden' ? 'gallery.show' : 'gallery.approve';
}

export function createGalleryModeration(options: {
  db: Db;
  storage: Storage;
  audit: Audit;
  /** GALLERY_REVIEW: nothing is public before the shop approves it. */
  reviewRequired: boolean;
  /** Drops the public gallery's cached answers, so a change shows at once. */
  invalidatePublicGallery: () => void;
}): GalleryModeration {
  const { db, storage, audit, reviewRequired } = options;
  // The public lists' own rule, so "public" here can never disagree with what visitors see.
  const isPublic = sql<boolean>`(${publicWrapCondition(reviewRequired)})`;

  async function select(where: SQL | undefined, order: SQL[], limit?: number, offset = 0): Promise<AdminGalleryItem[]> {
    const query = db
      .select({ wrap: completedWraps, isPublic })
      .from(completedWraps)
      .where(where)
      .orderBy(...order);
    const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
    return rows.map(({ wrap, isPublic: shown }) => ({
      id: wrap.id,
      createdAt: wrap.createdAt.toISOString(),
      wrapName: wrap.wrapName,
      wrapColor: wrap.wrapColor,
      finishType: wrap.finishType,
      styleType: wrap.styleType,
      carMakeModel: wrap.carMakeModel,
      imageUrl: wrap.wrappedImageUrl,
      thumbnailUrl: wrap.thumbnailUrl,
      galleryConsent: wrap.galleryConsent,
      reviewStatus: wrap.reviewStatus,
      isPublic: Boolean(shown),
      featured: wrap.isGalleryFeatured,
      displayOrder: wrap.displayOrder,
      hero: wrap.heroPick,
    }));
  }

  async function one(id: string): Promise<AdminGalleryItem> {
    const [item] = await select(eq(completedWraps.id, id), []);
    if (!item) throw new NotFound(ADMIN_ERRORS.wrapNotFound);
    return item;
  }

  return {
    async list(page, filter) {
      const where = FILTERS[filter];
      // The carousel's own order for the featured filter; newest first otherwise.
      const order =
        filter === 'featured'
          ? [asc(completedWraps.displayOrder), desc(completedWraps.createdAt), desc(completedWraps.id)]
          : [desc(completedWraps.createdAt), desc(completedWraps.id)];
      const items = await select(where, order, ADMIN_PAGE_SIZE + 1, page * ADMIN_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(completedWraps).where(where);
      return {
        items: items.slice(0, ADMIN_PAGE_SIZE),
        page,
        hasMore: items.length > ADMIN_PAGE_SIZE,
        total: total?.n ?? 0,
        reviewRequired,
      };
    },

    async update(id, body, actor) {
      const before = await one(id);
      await db.transaction(async (tx) => {
        // One hero: picking a wrap puts the one before back into the gallery only.
        if (body.hero) await tx.update(completedWraps).set({ heroPick: false }).where(eq(completedWraps.heroPick, true));
        await tx
          .update(completedWraps)
          .set({ reviewStatus: body.reviewStatus, isGalleryFeatured: body.featured, displayOrder: body.displayOrder, heroPick: body.hero })
          .where(eq(completedWraps.id, id));
      });
      options.invalidatePublicGallery();
      const entries: { action: AuditAction; details: Record<string, unknown> }[] = [];
      if (body.reviewStatus !== undefined && body.reviewStatus !== before.reviewStatus) {
        entries.push({
          action: reviewAction(before.reviewStatus, body.reviewStatus),
          details: { from: before.reviewStatus, to: body.reviewStatus },
        });
      }
      if (body.featured !== undefined && body.featured !== before.featured) {
        entries.push({ action: body.featured ? 'gallery.feature' : 'gallery.unfeature', details: {} });
      }
      if (body.hero !== undefined && body.hero !== before.hero) {
        entries.push({ action: body.hero ? 'gallery.hero' : 'gallery.unhero', details: {} });
      }
      if (body.displayOrder !== undefined && body.displayOrder !== before.displayOrder) {
        entries.push({ action: 'gallery.order', details: { from: before.displayOrder, to: body.displayOrder } });
      }
      for (const entry of entries) await audit({ ...actor, target: id, ...entry });
      return one(id);
    },

    async remove(id, actor) {
      const [row] = await db.delete(completedWraps).where(eq(completedWraps.id, id)).returning();
      if (!row) throw new NotFound(ADMIN_ERRORS.wrapNotFound);
      options.invalidatePublicGallery();
      const files = [row.wrappedImageUrl, displayPathOf(row.wrappedImageUrl), row.thumbnailUrl].filter((url): url is string =>
        Boolean(url),
      );
      const removed = await Promise.all(files.map((url) => storage.removeByUrl(url)));
      await forgetPublicCopies(db, storage, [row.wrappedImageUrl]);
      await audit({
        ...actor,
        action: 'gallery.delete',
        target: id,
        details: { wrapName: row.wrapName, carWrapRequestId: row.carWrapRequestId, files: files.filter((_, i) => removed[i]) },
      });
    },
  };
}
