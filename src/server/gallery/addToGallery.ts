import type { Db } from '../db/client';
import { completedWraps } from '../db/schema';
import { makeThumbnail } from '../image/thumbnail';
import { BUCKET, randomFileName, type Storage } from '../storage/storage';

export interface GalleryRecord {
  /** The stored, watermarked PNG the record shows full size. */
  imageUrl: string;
  /** The same PNG's bytes, to make the grid's thumbnail from. */
  png: Buffer;
  wrapName: string;
  wrapColor: string;
  finishType: string;
  styleType: string;
  carMakeModel?: string | undefined;
  carWrapRequestId?: string | undefined;
  /** Whether strangers may see it: the visitor's tick, or true for the shop's own photos. */
  galleryConsent: boolean;
}

/**
 * Adds a finished wrap to the gallery: the grid's WebP thumbnail, made once here so the page
 * never pulls full PNGs, and the completed_wraps row with its column defaults on save
 * (featured, display order 0), public only with consent (publicWraps.ts). Returns the row's id.
 */
export async function addToGallery(deps: { db: Db; storage: Storage }, record: GalleryRecord): Promise<string> {
  const thumbnailUrl = await deps.storage.put(
    `${BUCKET}/${randomFileName(undefined, '.webp')}`,
    await makeThumbnail(record.png),
    'image/webp',
  );
  const [row] = await deps.db
    .insert(completedWraps)
    .values({
      carWrapRequestId: record.carWrapRequestId,
      wrapName: record.wrapName,
      wrapColor: record.wrapColor,
      finishType: record.finishType,
      styleType: record.styleType,
      wrappedImageUrl: record.imageUrl,
      thumbnailUrl,
      carMakeModel: record.carMakeModel,
      isGalleryFeatured: true,
      displayOrder: 0,
      galleryConsent: record.galleryConsent,
    })
    .returning({ id: completedWraps.id });
  return row!.id;
}
