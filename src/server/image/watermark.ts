import sharp from 'sharp';

/** The watermark's font is 3.5% of the image width, at least 18 px. */
export function watermarkFontSize(width: number): number {
  return Math.max(18, Math.round(width * 0.035));
}

/** Height of the bottom banner: room for one line of text with a little air. */
export function watermarkBandHeight(width: number): number {
  return Math.round(watermarkFontSize(width) * 2);
}

/** Text made safe to place in an SVG drawn by librsvg. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The watermark's words: the shop's name and its site, so a shared picture says whose it is.
 * A line break or other control character in a setting would only break the line.
 */
export function watermarkText(config: { BRAND_NAME: string; BRAND_SITE: string }): string {
  return [config.BRAND_NAME, config.BRAND_SITE]
    .map((part) => part.replace(/\p{Cc}+/gu, ' ').trim())
    .filter(Boolean)
    .join(' \u00b7 ');
}

/**
 * Adds the product's translucent bottom banner with the brand's site text (the preview's watermark)
 * and returns a PNG. The text is drawn by librsvg with the installed DejaVu fonts.
 */
export async function addWatermark(image: Buffer, text: string): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  if (!width || !height) throw new Error('Cannot read the size of the image to watermark');
  const fontSize = watermarkFontSize(width);
  const band = Math.min(height, watermarkBandHeight(width));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}">
  <rect width="100%" height="100%" fill="#000000" fill-opacity="0.55"/>
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
    font-size="${fontSize}" font-weight="bold" fill="#ffffff" fill-opacity="0.92">${escapeXml(text)}</text>
</svg>`;
  return sharp(image)
    .composite([{ input: Buffer.from(svg), top: height - band, left: 0 }])
    .png()
    .toBuffer();
}
