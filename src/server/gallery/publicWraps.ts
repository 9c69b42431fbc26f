import { and, eq, ne, type SQL } from 'drizzle-orm';
import { completedWraps } from '../db/schema';

/**
 * The one rule for what strangers may see of the gallery: the visitor consented, the
 * shop has not hidden it, and, when the shop reviews the gallery (GALLERY_REVIEW), the shop
 * approved it. Every public list filters with this; a wrap's own link (/w/:id) does not.
 */
export function publicWrapCondition(galleryReview: boolean): SQL {
  return and(
    eq(completedWraps.galleryConsent, true),
    galleryReview ? eq(completedWraps.reviewStatus, 'approved') : ne(completedWraps.reviewStatus, 'hidden'),
  )!;
}
