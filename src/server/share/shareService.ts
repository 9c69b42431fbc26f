import { and, eq } from 'drizzle-orm';
import { isHexColor } from '../../domain/catalog/colors';
import { lookOfRow } from '../generation/orderedLook';
import { colorLabel, finishLabel, styleLabel } from '../../domain/catalog/catalogTexts';
import type { Language } from '../../domain/i18n/languages';
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
import { guessCarName, type VehicleText } from '../../domain/vehicle/vehicleDescription';
import { messagesFor } from '../i18n/messagesFor';

const knownCar = (analysis: string | null, text: VehicleText) => {
  const name = guessCarName(analysis, text);
  return name === UNKNOWN_MODEL ? null : name;
};

export interface ShareService {
  /** The share page of a finished wrap, with links on `origin`, in a language; null for unknown, unfinished or failed wraps. */
  page(requestId: string, origin: string, language?: Language): Promise<string | null>;
  /** The "this preview has expired" page when the wrap's data was deleted (retention or its owner); else null. */
  expiredPage(requestId: string, language?: Language): Promise<string | null>;
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
    async expiredPage(requestId, language = 'en') {
      const [gone] = await db.select().from(forgottenWraps).where(eq(forgottenWraps.requestId, requestId)).limit(1);
      return gone ? renderExpiredPage(settings.brandName, language) : null;
    },
    async page(requestId, origin, language = 'en') {
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
      // In the visitor's words: catalogue names translated, a film's name as its maker writes it.
      const { SHARE_TEXT, CATALOG_TEXT, VEHICLE_TEXT } = messagesFor(language);
      const named = lookOfRow(row).colorName;
      const colorName = isHexColor(named) ? `${CATALOG_TEXT.colors.custom} ${named}` : colorLabel(CATALOG_TEXT, named);
      const style = row.styleType === 'solid-wrap' ? null : styleLabel(CATALOG_TEXT, row.styleType);
      const look = SHARE_TEXT.look(colorName, finishLabel(CATALOG_TEXT, row.finishType), style);
      const { brandName } = settings;
      return renderSharePage({
        language,
        title: SHARE_TEXT.title(look.charAt(0).toUpperCase() + look.slice(1), brandName),
        description: SHARE_TEXT.description(brandName),
        imageAlt: SHARE_TEXT.imageAlt(look, knownCar(row.carAnalysis, VEHICLE_TEXT)),
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
