import type { DetectResponse } from '../../domain/api';
import { ERRORS } from '../../domain/serverErrors';
import { EngineInputError, analysePhoto, detectionOf } from '../engine/index';
import { MIN_SIDE } from '../engine/decode';
import { InvalidInput } from '../serviceErrors';
import type { Storage } from '../storage/storage';
import { normalizeUpload, type NormalizedPhoto } from './normalizeUpload';
import type { PhotoForm } from './photoForm';
import { storePaintLayer, storeUploadedPhoto } from './uploadedPhotos';

type Detected = Promise<{ answer: DetectResponse; segmenter: string }>;

export interface CarDetection {
  /** Where the car is in the photo, and which segmenter found it (for the log, not the visitor). */
  detect(photo: NonNullable<PhotoForm['photo']>): Detected;
  /** The same for a photo the photo step stored already (POST /api/photos): its bytes are not sent again. */
  detectStored(photo: NormalizedPhoto, photoId: string): Detected;
  /** Stores a chosen photo at once, before any detection: its id, for the wrap request. */
  storePhoto(photo: NonNullable<PhotoForm['photo']>): Promise<string>;
}

/**
 * The photo step's check: the photo is normalised exactly as a wrap request's is, so the outline
 * matches the picture that will be wrapped. The normalised photo the engine took is kept under
 * its id (the wrap request names it instead of uploading it again), and the painted body is
 * stored as a small PNG for the browser's live recolour.
 */
export function createCarDetection(storage: Storage, recordUpload: (photoId: string) => Promise<void>): CarDetection {
  async function detectNormalized(photo: NormalizedPhoto, storedId?: string): Detected {
    try {
      // Analysed first: a photo the engine refuses (too small, say) is not stored by this path.
      const analysis = await analysePhoto(photo.jpeg);
      const photoId = storedId ?? (await storeUploadedPhoto(storage, photo.jpeg));
      if (!storedId) await recordUpload(photoId);
      const { segmenter, ...found } = detectionOf(analysis);
      if (found.noCar) return { answer: { ...found, photoId }, segmenter };
      const paintLayer = await storePaintLayer(storage, photoId, {
        bodyMask: analysis.bodyMask,
        width: analysis.width,
        height: analysis.height,
        carBox: analysis.carBox,
        layout: analysis.geometry.layout,
      });
      return { answer: { ...found, photoId, paintLayer }, segmenter };
    } catch (error) {
      if (error instanceof EngineInputError) throw new InvalidInput(error.message);
      throw error;
    }
  }
  return {
    detect: async ({ data, fileName }) => detectNormalized(await normalizeUpload(data, fileName)),
    detectStored: (photo, photoId) => detectNormalized(photo, photoId),
    async storePhoto({ data, fileName }) {
      const photo = await normalizeUpload(data, fileName);
      // Refused as the engine would refuse it: a photo nobody can wrap is not kept.
      if (photo.width < MIN_SIDE || photo.height < MIN_SIDE) throw new InvalidInput(ERRORS.photoTooSmall);
      const photoId = await storeUploadedPhoto(storage, photo.jpeg);
      await recordUpload(photoId);
      return photoId;
    },
  };
}
