import sharp, { type Region, type Sharp } from 'sharp';
import type { FractionBox } from '../engine/index';
import { escapeXml } from '../image/watermark';
import type { PlateCover } from './plateCover';

export interface CoverSettings {
  cover: PlateCover;
  /** The words on a branded plate (BRAND_PLATE). */
  plateText: string;
}

/**
 * Room around a found plate, as a share of its size: the engine's box may stop a few pixels
 * short of a frame's lettering, and a tilted plate's corners stick out of a tight box.
 */
const PAD = 0.2;
/** A blurred plate keeps at most this many blocks across its height: no stroke survives. */
const BLOCKS_HIGH = 3;

/** The plates' boxes, padded, in pixels of a `width` x `height` picture; empty ones dropped. */
export function plateRects(plates: FractionBox[], width: number, height: number): Region[] {
  return plates.flatMap((p) => {
    const x0 = Math.max(0, Math.floor((p.x - p.w * PAD) * width));
    const y0 = Math.max(0, Math.floor((p.y - p.h * PAD) * height));
    const x1 = Math.min(width, Math.ceil((p.x + p.w * (1 + PAD)) * width));
    const y1 = Math.min(height, Math.ceil((p.y + p.h * (1 + PAD)) * height));
    return x1 - x0 >= 2 && y1 - y0 >= 2 ? [{ left: x0, top: y0, width: x1 - x0, height: y1 - y0 }] : [];
  });
}

/**
 * The picture with each plate made unreadable, still decoded by sharp (the caller picks the
 * format): blurred to a few coarse blocks, or covered with a plate bearing the shop's words.
 */
export async function hidePlates(image: Buffer, plates: FractionBox[], settings: CoverSettings): Promise<Sharp> {
  const { width, height } = await sharp(image).metadata();
  if (!width || !height) throw new Error('Cannot read the size of the picture whose plates to hide');
  const rects = plateRects(plates, width, height);
  if (rects.length === 0) return sharp(image);
  const patches = await Promise.all(
    rects.map(async (r) => ({
      input: settings.cover === 'brand' ? brandPlate(r, settings.plateText) : await blurredPatch(image, r),
      left: r.left,
      top: r.top,
    })),
  );
  // Flattened first: composite would otherwise apply the patches after a later resize.
  return sharp(await sharp(image).composite(patches).png({ compressionLevel: 1 }).toBuffer());
}

/** The rectangle shrunk to a few blocks and blown up again, then softened: characters cannot come back. */
async function blurredPatch(image: Buffer, r: Region): Promise<Buffer> {
  const scale = Math.max(1, r.height / BLOCKS_HIGH);
  const small = await sharp(image)
    .extract(r)
    .resize(Math.max(1, Math.round(r.width / scale)), Math.max(1, Math.round(r.height / scale)), { kernel: 'cubic' })
    .toBuffer();
  return sharp(small)
    .resize(r.width, r.height, { kernel: 'cubic' })
    .blur(Math.max(1, r.height / 6))
    .png()
    .toBuffer();
}

/** A white plate with a dark rim and the shop's words, drawn by librsvg like the watermark. */
function brandPlate(r: Region, text: string): Buffer {
  const rim = Math.max(1, Math.round(r.height * 0.06));
  const words = escapeXml(text.replace(/\p{Cc}+/gu, ' ').trim());
  const fontSize = Math.round(r.height * 0.55);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${r.width}" height="${r.height}">
  <rect x="${rim / 2}" y="${rim / 2}" width="${r.width - rim}" height="${r.height - rim}" rx="${rim * 2}" fill="#f8fafc" stroke="#0f172a" stroke-width="${rim}"/>
  <text x="50%" y="52%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
    font-size="${fontSize}" fill="#0f172a" textLength="${Math.round(r.width * 0.86)}" lengthAdjust="spacingAndGlyphs">${words}</text>
</svg>`);
}
