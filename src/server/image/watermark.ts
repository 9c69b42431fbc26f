import sharp from 'sharp';
import { WATERMARK_BAND_OPACITY, WATERMARK_TEXT_OPACITY, watermarkBandHeight, watermarkFontSize } from '../../domain/watermark';

export { watermarkBandHeight, watermarkFontSize, watermarkText } from '../../domain/watermark';

/** Text made safe to place in an SVG drawn by librsvg. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

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
  <rect width="100%" height="100%" fill="#000000" fill-opacity="${WATERMARK_BAND_OPACITY}"/>
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
    font-size="${fontSize}" font-weight="bold" fill="#ffffff" fill-opacity="${WATERMARK_TEXT_OPACITY}">${escapeXml(text)}</text>
</svg>`;
  return sharp(image)
    .composite([{ input: Buffer.from(svg), top: height - band, left: 0 }])
    .png()
    .toBuffer();
}
