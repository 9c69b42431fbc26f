import sharp, { type Metadata } from 'sharp';
import { ERRORS } from '../../domain/messages';
import { withoutHiddenCharacters } from '../../domain/hiddenCharacters';
import { JPEG_QUALITY, MAX_IMAGE_SIDE } from '../../domain/validation';
import { InvalidInput, TooLarge } from '../serviceErrors';

/**
 * Refuse pictures whose pixel count would take far more memory than any phone photo
 * (decompression bombs). ERRORS.photoTooLarge names this figure.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface NormalizedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The visitor's file name, kept as the photo upload asks (for the stored file's extension and the row). */
  fileName: string;
}

/**
 * Turns an upload into the photo every later step uses: checked by its content, not
 * its name; turned upright; EXIF (GPS!) dropped; longer side at most 1024 px; JPEG quality 0.8.
 * Anything that is not a PNG, JPEG or WebP is InvalidInput (ERRORS.notAnImage); a photo over
 * 50 megapixels is TooLarge (ERRORS.photoTooLarge).
 */
export async function normalizeUpload(data: Buffer, fileName: string | undefined): Promise<NormalizedPhoto> {
  let header: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: a too-large photo must be told so.
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidInput(ERRORS.notAnImage);
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw new InvalidInput(ERRORS.notAnImage);
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) throw new TooLarge(ERRORS.photoTooLarge);
  try {
    // sharp writes no metadata unless asked, so EXIF is gone once re-encoded.
    const { data: jpeg, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(JPEG_QUALITY * 100), mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { jpeg, width: info.width, height: info.height, fileName: cleanFileName(fileName) };
  } catch (error) {
    // A truncated or pixel-bomb file passes the header check but cannot be decoded.
    throw new InvalidInput(ERRORS.notAnImage, { cause: error });
  }
}

/**
 * The visitor's file name as kept with the request: the last path segment, without control or
 * direction characters (a name the visitor did not type is cleaned, not refused), at most 200 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return withoutHiddenCharacters(base).trim().slice(0, 200) || 'photo.jpg';
}
