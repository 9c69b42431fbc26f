import type { DetectResponse } from '../../domain/api';
import { EngineInputError, analysePhoto, detectionOf } from '../engine/index';
import { InvalidInput } from '../serviceErrors';
import type { Storage } from '../storage/storage';
import { normalizeUpload } from './normalizeUpload';
import type { PhotoForm } from './photoForm';
import { storePaintLayer, storeUploadedPhoto } from './uploadedPhotos';

export interface CarDetection {
  /** Where the car is in the photo, and which segmenter found it (for the log, not the visitor). */
  detect(photo: NonNullable<PhotoForm['photo']>): Promise<{ answer: DetectResponse; segmenter: string }>;
}

/**
 * The photo step's check: the photo is normalised exactly as a wrap request's is, so the outline
 * matches the picture that will be wrapped. The normalised photo the engine took is kept under
 * its id (the wrap request names it instead of uploading it again), and the painted body is
 * stored as a small PNG for the browser's live recolour.
 */
export function createCarDetection(storage: Storage, recordUpload: (photoId: string) => Promise<void>): CarDetection {
  return {
    async detect({ data, fileName }) {
      const photo = await normalizeUpload(data, fileName);
      try {
        // Analysed first: a photo the engine refuses (too small, say) is never stored.
        const analysis = await analysePhoto(photo.jpeg);
        const photoId = await storeUploadedPhoto(storage, photo.jpeg);
        await recordUpload(photoId);
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
    },
  };
}
