import sharp from 'sharp';

/** Width of the WebP the result dialog and the share page show; Download keeps the full PNG. */
export const DISPLAY_WIDTH = 1024;
const DISPLAY_QUALITY = 82;

/** A WebP of the result at display size (never enlarged), a fraction of the PNG's bytes. */
export async function makeDisplayImage(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: DISPLAY_WIDTH, withoutEnlargement: true }).webp({ quality: DISPLAY_QUALITY }).toBuffer();
}

const PNG_NAME = /\.png$/i;

/**
 * Where the display WebP of a stored result PNG lives: beside it, under the same random name
 * (`<uuid>.png` -> `<uuid>-display.webp`), so no column is needed to find it. Works for storage
 * keys and for the URLs storage hands out; null for anything that is not a PNG.
 */
export function displayPathOf(pngPathOrUrl: string): string | null {
  const [base, query] = pngPathOrUrl.split(/(?=[?#])/, 2) as [string, string | undefined];
  if (!PNG_NAME.test(base)) return null;
  return `${base.replace(PNG_NAME, '-display.webp')}${query ?? ''}`;
}
