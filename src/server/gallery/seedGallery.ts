import { createHash } from 'node:crypto';
import { like } from 'drizzle-orm';
import { WRAP_COLORS, type NamedColor } from '../../domain/catalog/colors';
import { FINISH_IDS, type FinishId } from '../../domain/catalog/finishes';
import { STYLE_IDS, type StyleId } from '../../domain/catalog/styles';
import type { Db } from '../db/client';
import { completedWraps } from '../db/schema';
import { EngineInputError, findPlates, renderWrap, type FractionBox } from '../engine/index';
import type { PublicPictures } from '../privacy/publicPictures';
import { normalizeUpload } from '../image/normalizeUpload';
import { addWatermark } from '../image/watermark';
import { BUCKET, type Storage } from '../storage/storage';
import { addToGallery } from './addToGallery';

export interface SeedVariant {
  color: Pick<NamedColor, 'name' | 'hex'>;
  finish: FinishId;
  style: StyleId;
}

const NAMED_COLORS = WRAP_COLORS.filter((c): c is Extract<(typeof WRAP_COLORS)[number], { hex: string }> => c.hex !== null);

/**
 * The looks a photo is rendered in: `perPhoto` of them, each with a different colour, finish and
 * style, and shifted from photo to photo, so a seeded gallery shows the whole range.
 */
export function seedVariants(photoIndex: number, perPhoto: number): SeedVariant[] {
  return Array.from({ length: perPhoto }, (_, j) => {
    const k = photoIndex * perPhoto + j;
    // 7 and 5 share no factor with 20 and 6, so consecutive looks walk through every entry.
    const color = NAMED_COLORS[(k * 7) % NAMED_COLORS.length]!;
    return {
      color: { name: color.name, hex: color.hex },
      finish: FINISH_IDS[k % FINISH_IDS.length]!,
      style: STYLE_IDS[(k * 5 + photoIndex) % STYLE_IDS.length]!,
    };
  });
}

export interface SeedPhoto {
  name: string;
  /** Read when its turn comes, so a folder of large photos is never all in memory. */
  read: () => Promise<Buffer>;
}

export interface SeedDeps {
  db: Db;
  storage: Storage;
  /** The watermark text (the brand's name and site, watermarkText). */
  watermark: string;
  /** One line per step, for the command's output. */
  report: (line: string) => void;
  /** Where the public copies (plates hidden) strangers see are made. */
  pictures: Pick<PublicPictures, 'ensure'>;
}

/**
 * Fills the gallery with previews the local engine renders from a shop's own photos, stored the
 * way the generation flow stores a visitor's result: watermarked PNG, WebP thumbnail, one
 * completed_wraps row each, and its public copies. A photo the engine cannot use is reported and skipped.
 */
export async function seedGallery(deps: SeedDeps, photos: SeedPhoto[], perPhoto: number): Promise<number> {
  let added = 0;
  for (const [index, photo] of photos.entries()) {
    const original = await photo.read();
    const missing: Array<{ look: SeedVariant; fileName: string }> = [];
    for (const look of seedVariants(index, perPhoto)) {
      const fileName = seededFileName(original, look);
      if (await isSeeded(deps.db, fileName))
        deps.report(`already in the gallery: ${photo.name}: ${look.color.name}, ${look.finish}, ${look.style}`);
      else missing.push({ look, fileName });
    }
    if (missing.length === 0) continue;
    let normalized: Buffer;
    try {
      normalized = (await normalizeUpload(original, photo.name)).jpeg;
    } catch {
      deps.report(`skipped ${photo.name}: not a PNG, JPEG or WebP photo`);
      continue;
    }
    let plates: FractionBox[] | undefined;
    for (const { look, fileName } of missing) {
      try {
        const rendered = await renderWrap({ image: normalized, color: look.color.hex, finish: look.finish, style: look.style });
        const png = await addWatermark(rendered.png, deps.watermark);
        const imageUrl = await deps.storage.put(`${BUCKET}/${fileName}`, png, 'image/png');
        // Named like the generation flow names a visitor's wrap, so seeded cards read the same.
        await addToGallery(deps, {
          imageUrl,
          png,
          wrapName: look.color.name,
          wrapColor: look.color.name,
          finishType: look.finish,
          styleType: look.style,
          galleryConsent: true,
        });
        // The shop's own cars are shown like a visitor's: plates hidden, read from the photo just rendered.
        plates ??= await findPlates(normalized);
        await deps.pictures.ensure({ url: imageUrl, photoUrl: null, plates });
        added++;
        deps.report(`added ${photo.name}: ${look.color.name}, ${look.finish}, ${look.style}`);
      } catch (error) {
        if (!(error instanceof EngineInputError)) throw error;
        deps.report(`skipped ${photo.name}: ${error.message}`);
        break;
      }
    }
  }
  return added;
}

/**
 * A seeded look's file name, made from the photo's bytes and the look, so running the seed again
 * over the same photos finds what it added before instead of adding it twice.
 */
function seededFileName(photo: Buffer, look: SeedVariant): string {
  const hash = createHash('sha256')
    .update(photo)
    .update(JSON.stringify([look.color.hex, look.finish, look.style]))
    .digest('hex');
  return `seed-${hash.slice(0, 32)}.png`;
}

async function isSeeded(db: Db, fileName: string): Promise<boolean> {
  const rows = await db
    .select({ id: completedWraps.id })
    .from(completedWraps)
    .where(like(completedWraps.wrappedImageUrl, `%/${fileName}`))
    .limit(1);
  return rows.length > 0;
}
