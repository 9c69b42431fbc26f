import sharp from 'sharp';
import type { ReviewStatus } from '../../domain/gallery/reviewStatus';
import type { AppContext } from '../context';
import { completedWraps } from '../db/schema';
import { publishedWithoutPlates } from '../db/testData.testutil';
import { BUCKET, randomFileName } from '../storage/storage';

export interface FixtureWrap {
  wrapName?: string;
  createdAt: Date;
  isGalleryFeatured?: boolean;
  displayOrder?: number;
  carMakeModel?: string;
  /** Public unless told otherwise: most gallery tests are about shown wraps. */
  galleryConsent?: boolean;
  reviewStatus?: ReviewStatus;
  /** Leave the thumbnail out, as rows saved before thumbnails existed have it. */
  noThumbnail?: boolean;
}

/**
 * Inserts gallery rows the way the generation flow leaves them: a real PNG and a real WebP
 * thumbnail in storage, referenced by URL, and the PNG's public copies. Returns the new ids in the order given.
 */
export async function insertGalleryWraps(ctx: AppContext, wraps: FixtureWrap[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, wrap] of wraps.entries()) {
    const hue = (i * 47) % 255;
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: hue, g: 80, b: 255 - hue } } });
    const [png, webp] = await Promise.all([base.clone().png().toBuffer(), base.clone().webp().toBuffer()]);
    const imageUrl = await ctx.storage.put(`${BUCKET}/${randomFileName(undefined, '.png')}`, png, 'image/png');
    await publishedWithoutPlates(ctx.db, ctx.storage, [imageUrl]);
    const thumbnailUrl = wrap.noThumbnail
      ? null
      : await ctx.storage.put(`${BUCKET}/${randomFileName(undefined, '.webp')}`, webp, 'image/webp');
    const [row] = await ctx.db
      .insert(completedWraps)
      .values({
        wrapName: wrap.wrapName ?? `Wrap ${i}`,
        wrapColor: '#3366ff',
        finishType: 'glossy',
        styleType: 'solid-wrap',
        wrappedImageUrl: imageUrl,
        thumbnailUrl,
        carMakeModel: wrap.carMakeModel ?? 'Unknown Model',
        isGalleryFeatured: wrap.isGalleryFeatured ?? true,
        displayOrder: wrap.displayOrder ?? 0,
        galleryConsent: wrap.galleryConsent ?? true,
        reviewStatus: wrap.reviewStatus,
        createdAt: wrap.createdAt,
      })
      .returning({ id: completedWraps.id });
    ids.push(row!.id);
  }
  return ids;
}

/** `count` distinct moments, one minute apart, oldest first. */
export function minutesAgo(count: number, from = Date.UTC(2025, 0, 1)): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(from + i * 60_000));
}
