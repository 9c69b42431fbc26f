import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ERRORS } from '../../domain/messages';
import { InvalidInput } from '../serviceErrors';
import type { Storage } from '../storage/storage';

/**
 * The visitor's touched-up area to wrap (the photo step's brush): a PNG at the normalised
 * photo's size, 255 where the wrap goes and 0 elsewhere. A binary 1024 px mask compresses to
 * tens of kilobytes; anything far larger is not one.
 */
export const PAINT_MASK_MAX_BYTES = 512 * 1024;
const PAINT_MASKS = 'paint-masks';

/**
 * Checks an uploaded mask against the photo it touches up and answers it re-encoded as a
 * one-channel PNG (the stored bytes are the server's own, whatever the browser sent). Every
 * fault is InvalidInput saying what to do: too many bytes, not a PNG, another size, grey levels
 * between painted and not, or nothing painted at all.
 */
export async function readPaintMask(png: Buffer, photo: { width: number; height: number }): Promise<Buffer> {
  if (png.length > PAINT_MASK_MAX_BYTES) throw new InvalidInput(ERRORS.paintMaskTooLarge);
  let grey: Buffer;
  try {
    const image = sharp(png, { limitInputPixels: photo.width * photo.height + 1, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png') throw new InvalidInput(ERRORS.paintMaskNotPng);
    if (meta.width !== photo.width || meta.height !== photo.height) throw new InvalidInput(ERRORS.paintMaskWrongSize);
    // An RGBA canvas export keeps its grey in the colour channels: transparent means not painted.
    grey = await image.flatten({ background: '#000000' }).toColourspace('b-w').extractChannel(0).raw().toBuffer();
  } catch (error) {
    if (error instanceof InvalidInput) throw error;
    throw new InvalidInput(ERRORS.paintMaskNotPng);
  }
  let painted = 0;
  for (const v of grey) {
    if (v !== 0 && v !== 255) throw new InvalidInput(ERRORS.paintMaskNotBinary);
    if (v) painted++;
  }
  if (painted === 0) throw new InvalidInput(ERRORS.paintMaskEmpty);
  return sharp(grey, { raw: { width: photo.width, height: photo.height, channels: 1 } })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** readPaintMask against a stored photo (its own size, read from the file). */
export async function readPaintMaskForPhoto(png: Buffer, photo: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(photo).metadata();
  if (!width || !height) throw new InvalidInput(ERRORS.paintMaskWrongSize);
  return readPaintMask(png, { width, height });
}

/** Keeps a checked mask in storage (content-addressed) and answers its URL for the request row. */
export function storePaintMask(storage: Storage, png: Buffer): Promise<string> {
  const name = createHash('sha256').update(png).digest('hex');
  return storage.put(`${PAINT_MASKS}/${name}.png`, png, 'image/png');
}
