import { JPEG_QUALITY, MAX_IMAGE_SIDE } from '../../../domain/validation';

export interface PreparedPhoto {
  file: File;
  previewUrl: string;
  width: number;
  height: number;
}

/** Longer side at most `max`, aspect kept, whole pixels. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo upload: longer side at most 1024 px, JPEG at 0.8, original file name kept. Decoding with
 * imageOrientation 'from-image' bakes the EXIF rotation in, so portrait phone photos stay upright.
 * Throws when the browser cannot decode the file as an image.
 */
export async function downscalePhoto(original: File): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(original, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error('encoding failed');
    const file = new File([blob], original.name, { type: 'image/jpeg', lastModified: Date.now() });
    return { file, previewUrl: URL.createObjectURL(file), width, height };
  } finally {
    bitmap.close();
  }
}
