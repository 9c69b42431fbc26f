import sharp from 'sharp';

export const THUMBNAIL_WIDTH = 480;

/** A small WebP for the gallery grid, so the page does not pull every full-size PNG. */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}
