import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { CarHint } from '../../domain/api';
import type { Db } from '../db/client';
import { quotes } from '../db/schema';
import { insertWrapRequest, plainPicture } from '../db/testData.testutil';
import { validateHint } from '../engine/index';
import { createSilhouetteStore, silhouetteKey } from '../engine/storedSilhouettes';
import { addToGallery } from '../gallery/addToGallery';
import { displayPathOf } from '../image/displayImage';
import { photoIdOf, recordUpload, storeUploadedPhoto } from '../image/uploadedPhotos';
import type { SegmenterName, SilhouetteCues } from '../segmenter/types';
import { BUCKET, FILES_ROUTE, type Storage } from '../storage/storage';

/**
 * Test helper: a visitor's data stored as the product stores it (without running the engine): the
 * photo step's upload with its outline layer and silhouette, and optionally the wrap made of it,
 * its gallery entry and its quote, each at a given time.
 */

export interface StoredUpload {
  photoId: string;
  jpeg: Buffer;
  /** The upload, its outline layer, and its silhouette's two files. */
  files: string[];
}

const silhouette = {
  width: 4,
  height: 3,
  alpha: new Float32Array(12).fill(1),
  cues: { found: 1, noCar: false, doubts: [] } satisfies SilhouetteCues,
  segmenter: 'classic' as SegmenterName,
};

const silhouetteFiles = (jpeg: Buffer, hint?: CarHint) => {
  const key = `${FILES_ROUTE}silhouettes/${silhouetteKey(jpeg, validateHint(hint))}`;
  return [`${key}.png`, `${key}.json`];
};

/** A photo uploaded at the photo step at `at`: a distinct small JPEG (random pixels) each call. */
export async function storeUpload(db: Db, storage: Storage, at: Date): Promise<StoredUpload> {
  const jpeg = await sharp(randomBytes(48 * 36 * 3), { raw: { width: 48, height: 36, channels: 3 } })
    .jpeg()
    .toBuffer();
  const photoId = await storeUploadedPhoto(storage, jpeg);
  const layer = await storage.put(`paint-layers/${photoId}.png`, await plainPicture('#ffffff', 4, 3), 'image/png');
  await createSilhouetteStore(storage).save(jpeg, undefined, silhouette);
  await recordUpload(db, photoId, at);
  return { photoId, jpeg, files: [`${FILES_ROUTE}uploads/${photoId}.jpg`, layer, ...silhouetteFiles(jpeg)] };
}

export interface StoredWrap {
  id: string;
  upload: StoredUpload;
  /** Every file of the wrap that is the visitor's: upload, photo, silhouettes, result, display image, thumbnail. */
  files: string[];
  /** The gallery entry's two pictures (the result and its thumbnail), also in `files`. */
  galleryFiles: string[];
  galleryId: string;
}

/** A finished wrap made at `at` from a fresh upload, with its gallery entry (public only with `consent`). */
export async function storeWrap(
  db: Db,
  storage: Storage,
  at: Date,
  options: { consent?: boolean; hint?: CarHint } = {},
): Promise<StoredWrap> {
  const upload = await storeUpload(db, storage, at);
  const original = await storage.put(`${BUCKET}/${randomUUID()}.jpg`, upload.jpeg, 'image/jpeg');
  // Large enough for the engine, which hides plates in the public copies.
  const png = await plainPicture(undefined, 48, 36);
  const resultKey = `${BUCKET}/${randomUUID()}.png`;
  await storage.put(displayPathOf(resultKey)!, png, 'image/webp');
  const result = await storage.put(resultKey, png, 'image/png');
  const hinted = options.hint ? silhouetteFiles(upload.jpeg, options.hint) : [];
  if (options.hint) await createSilhouetteStore(storage).save(upload.jpeg, validateHint(options.hint), silhouette);
  const row = await insertWrapRequest(db, {
    photoId: photoIdOf(upload.jpeg),
    originalImageUrl: original,
    wrappedImageUrl: result,
    status: 'done',
    carHint: options.hint ?? null,
    galleryConsent: options.consent ?? false,
    createdAt: at,
    updatedAt: at,
  });
  const galleryId = await addToGallery(
    { db, storage },
    {
      carWrapRequestId: row.id,
      imageUrl: result,
      png,
      wrapName: row.selectedWrapName,
      wrapColor: 'Red',
      finishType: row.finishType,
      styleType: row.styleType,
      galleryConsent: options.consent ?? false,
    },
  );
  const thumbnail = (await db.query.completedWraps.findFirst({ where: (t, { eq }) => eq(t.id, galleryId) }))!.thumbnailUrl!;
  const galleryFiles = [result, displayPathOf(result)!, thumbnail];
  return { id: row.id, upload, files: [...upload.files, ...hinted, original, ...galleryFiles], galleryFiles, galleryId };
}

/** A quote on `requestId` asked at `at`, as the quote form saves it. */
export async function storeQuote(db: Db, requestId: string, at: Date) {
  const [quote] = await db
    .insert(quotes)
    .values({
      carWrapRequestId: requestId,
      name: 'Ana Ruiz',
      email: 'ana@test.example',
      phone: '+44 20 7946 0000',
      city: 'Leeds',
      selectedWrapName: 'Custom: Red',
      estimate: { currency: 'EUR', from: 2500, to: 3500, sizeClass: 'medium', coverage: 'full', tier: 'standard' },
      notes: 'Ana prefers calls after 5pm',
      status: 'contacted',
      emailStatus: 'sent',
      createdAt: at,
    })
    .returning();
  return quote!;
}

/** Which of `urls` the storage still holds. */
export async function stillStored(storage: Storage, urls: string[]): Promise<string[]> {
  const held = await Promise.all(urls.map(async (url) => ((await storage.getByUrl(url)) ? url : null)));
  return held.filter((url): url is string => url !== null);
}
