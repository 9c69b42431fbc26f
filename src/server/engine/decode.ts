import sharp from 'sharp';
import { EngineInputError } from './errors';

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

/** The refusal of a photo under MIN_SIDE, said the same by the engine and the photo step's upload. */
export const tooSmall = (width: number, height: number) =>
  `This image is too small (${width}x${height} pixels): please upload a photo at least ${MIN_SIDE} pixels on each side.`;

/** Decodes, auto-orients (EXIF) and downscales a photo to the working size, as RGBA. */
export async function decodeImage(buffer: Buffer, maxSide = WORK_SIDE): Promise<DecodedImage> {
  if (!Buffer.isBuffer(buffer) || buffer.length === 0)
    throw new EngineInputError('The upload is empty: please choose a photo of your car.');
  let width: number;
  let height: number;
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // EXIF orientations 5-8 swap width and height.
    const swapped = (meta.orientation ?? 1) >= 5;
    width = (swapped ? meta.height : meta.width) ?? 0;
    height = (swapped ? meta.width : meta.height) ?? 0;
  } catch {
    throw new EngineInputError('This file is not an image we can read: please upload a JPEG, PNG or WebP photo of your car.');
  }
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw new EngineInputError(tooSmall(width, height));
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
    throw new EngineInputError('This image could not be decoded (it may be damaged or truncated): please try another photo.');
  }
}
