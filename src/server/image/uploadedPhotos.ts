import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_ID_PATTERN, type PaintLayer } from '../../domain/api';
import type { CarLayout, PixelBox } from '../../domain/paint/types';
import type { Db } from '../db/client';
import { uploadedPhotos } from '../db/schema';
import type { Storage } from '../storage/storage';
import type { NormalizedPhoto } from './normalizeUpload';

/**
 * The photo step's upload, kept so that the wrap request can name it instead of sending it again
 * ("upload once"). Both files are content-addressed by the normalised JPEG's sha256 (the photo
 * id): the same photo always lands under the same names, and a name never changes its bytes.
 */
const PHOTOS = 'uploads';
const PAINT_LAYERS = 'paint-layers';

export function photoIdOf(jpeg: Buffer): string {
  return createHash('sha256').update(jpeg).digest('hex');
}

export async function storeUploadedPhoto(storage: Storage, jpeg: Buffer): Promise<string> {
  const photoId = photoIdOf(jpeg);
  await storage.put(`${PHOTOS}/${photoId}.jpg`, jpeg, 'image/jpeg');
  return photoId;
}

/** Notes the upload's time, so the retention job deletes the photo once UPLOAD_RETENTION_HOURS pass with no wrap of it. */
export async function recordUpload(db: Db, photoId: string, at: Date = new Date()): Promise<void> {
  await db
    .insert(uploadedPhotos)
    .values({ photoId, uploadedAt: at })
    .onConflictDoUpdate({ target: uploadedPhotos.photoId, set: { uploadedAt: at } });
}

/** The normalised photo stored under `photoId`, or null when the id is malformed, unknown or gone. */
export async function loadUploadedPhoto(storage: Storage, photoId: string, fileName: string): Promise<NormalizedPhoto | null> {
  if (!PHOTO_ID_PATTERN.test(photoId)) return null;
  const jpeg = await storage.get(`${PHOTOS}/${photoId}.jpg`);
  if (!jpeg) return null;
  try {
    const { width, height } = await sharp(jpeg).metadata();
    if (!width || !height) return null;
    return { jpeg, width, height, fileName };
  } catch {
    return null;
  }
}

/**
 * The painted body (0..1 a pixel) as a greyscale PNG for the browser's live recolour, with the
 * car's box and layout in the same pixels. A 1024-px mask is 10-55 KB.
 */
export async function storePaintLayer(
  storage: Storage,
  photoId: string,
  layer: { bodyMask: Float32Array; width: number; height: number; carBox: PixelBox; layout?: CarLayout | undefined },
): Promise<PaintLayer> {
  // 64 levels (steps of 4/255) instead of 256: a blend weight off by 2/255 is invisible, and the
  // soft edges then compress to about two thirds of the bytes.
  const bytes = Buffer.alloc(layer.bodyMask.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.min(255, Math.round((layer.bodyMask[i]! * 255) / 4) * 4);
  const png = await sharp(bytes, { raw: { width: layer.width, height: layer.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  const maskUrl = await storage.put(`${PAINT_LAYERS}/${photoId}.png`, png, 'image/png');
  return {
    maskUrl,
    width: layer.width,
    height: layer.height,
    carBox: layer.carBox,
    ...(layer.layout ? { layout: layer.layout } : {}),
  };
}
