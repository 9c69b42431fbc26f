import { and, eq } from 'drizzle-orm';
import { isHexColor } from '../../domain/catalog/colors';
import { lookOfRow } from '../generation/orderedLook';
import { finishName } from '../../domain/catalog/finishes';
import { styleName } from '../../domain/catalog/styles';
import { SHARE_TEXT } from '../../domain/share/shareTexts';
import type { Db } from '../db/client';
import { carWrapRequests, completedWraps } from '../db/schema';
import { publicWrapCondition } from '../gallery/publicWraps';
import type { CarHint } from '../../domain/api';
import type { PublicPictures } from '../privacy/publicPictures';
import { renderSharePage, sharePath } from './sharePage';
import { absolute } from './siteOrigin';
import { storedPhotoUrl } from '../db/storedPhoto';
import { forgottenWraps } from '../db/schema';
import { renderExpiredPage } from './expiredPage';
import { UNKNOWN_MODEL } from '../../domain/prompt/carMakeModel';
import { guessCarName } from '../../domain/vehicle/vehicleDescription';

const knownCar = (analysis: string | null) => {
  const name = guessCarName(analysis);
  return name === UNKNOWN_MODEL ? null : name;
};

export interface ShareService {
  /** The share page of a finished wrap, with links on `origin`; null for unknown, unfinished or failed wraps. */
  page(requestId: string, origin: string): Promise<string | null>;
  /** The "this preview has expired" page when the wrap's data was deleted (retention or its owner); else null. */
  expiredPage(requestId: string): Promise<string | null>;
}

interface ShareSettings {
  brandName: string;
  /** GALLERY_REVIEW: only approved wraps are public, so only those are indexable. */
  galleryReview: boolean;
}

/**
 * The share link's page, whatever the wrap's gallery state (the link is the visitor's own);
 * `noindex` unless the image shown is public in the gallery.
 */
export function createShareService(deps: { db: Db; pictures: PublicPictures; settings: ShareSettings }): ShareService {
  const { db, pictures, settings } = deps;
  return {
    async expiredPage(requestId) {
      const [gone] = await db.select().from(forgottenWraps).where(eq(forgottenWraps.requestId, requestId)).limit(1);
      return gone ? renderExpiredPage(settings.brandName) : null;
    },
    async page(requestId, origin) {
      const [row] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId)).limit(1);
      if (!row || row.status !== 'done' || !row.wrappedImageUrl) return null;

      const pngUrl = row.wrappedImageUrl;
      const [inGallery] = await db
        .select({ id: completedWraps.id })
        .from(completedWraps)
        .where(
          and(
            eq(completedWraps.carWrapRequestId, row.id),
            eq(completedWraps.wrappedImageUrl, pngUrl),
            publicWrapCondition(settings.galleryReview),
          ),
        )
        .limit(1);
      // Strangers see the public copies, plates hidden; a wrap saved before them gets them now.
      const photoUrl = storedPhotoUrl(row.originalImageUrl);
      const hint = row.carHint as CarHint | null;
      const [after, before] = await Promise.all([
        pictures.ensure({ url: pngUrl, photoUrl, hint }),
        photoUrl ? pictures.ensure({ url: photoUrl, photoUrl, hint }) : null,
      ]);
      if (!after) return null;

      // The order's own name for its colour ("Red, darker", a film's name), as the result dialog says it.
      const named = lookOfRow(row).colorName;
      const colorName = isHexColor(named) ? `Custom ${named}` : named;
      const look = SHARE_TEXT.look(colorName, finishName(row.finishType), row.styleType === 'solid-wrap' ? null : styleName(row.styleType));
      const { brandName } = settings;
      return renderSharePage({
        title: SHARE_TEXT.title(look.charAt(0).toUpperCase() + look.slice(1), brandName),
        description: SHARE_TEXT.description(brandName),
        imageAlt: SHARE_TEXT.imageAlt(look, knownCar(row.carAnalysis)),
        brandName,
        pageUrl: absolute(origin, sharePath(row.id)),
        // The PNG: every chat app reads it (some still skip WebP previews).
        ogImageUrl: absolute(origin, after.fullUrl),
        beforeUrl: before?.displayUrl ?? null,
        afterUrl: after.displayUrl,
        indexable: Boolean(inGallery),
      });
    },
  };
}
