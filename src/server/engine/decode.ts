import sharp from 'sharp';
import { ERRORS } from '../../domain/serverErrors';
import { EngineInputError } from './errors';

// ERRORS.photoTooSmall names this size to the visitor.
export const MIN_SIDE = 32;
/** The engine works at most at this size: the browser downscales to it before upload anyway. */
export const WORK_SIDE = 1024;
// Decompression-bomb guard: 100 MP is far above any phone camera.
const MAX_INPUT_PIXELS = 100_000_000;

export interface DecodedImage {
  data: Uint8Array; // RGBA
  width: number;
  height: number;
}

/** Decodes, auto-orients (EXIF) and downscales a photo to the working size, as RGBA. */
export async function decodeImage(buffer: Buffer, maxSide = WORK_SIDE): Promise<DecodedImage> {
  if (!Buffer.isBuffer(buffer) || buffer.length === 0) throw new EngineInputError(ERRORS.emptyUpload);
  let width: number;
  let height: number;
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // EXIF orientations 5-8 swap width and height.
    const swapped = (meta.orientation ?? 1) >= 5;
    width = (swapped ? meta.height : meta.width) ?? 0;
    height = (swapped ? meta.width : meta.height) ?? 0;
  } catch {
    throw new EngineInputError(ERRORS.unreadableImage);
  }
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw new EngineInputError(ERRORS.photoTooSmall);
  }
  try {
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch {
    throw new EngineInputError(ERRORS.damagedImage);
  }
}
