import type { FastifyInstance } from 'fastify';
import type { DetectResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { EngineInputError, analysePhoto, detectionOf } from '../engine/index';
import { InvalidInput } from '../serviceErrors';
import { normalizeUpload } from '../image/normalizeUpload';
import { readPhotoForm } from '../image/photoForm';
import { storePaintLayer, storeUploadedPhoto } from '../image/uploadedPhotos';

/**
 * POST /api/detect: where the car is in a photo, for the wizard's outline. The photo is normalised
 * exactly as a wrap request's is, so the outline matches the picture that will be wrapped. The
 * normalised photo is kept under its id (the wrap request names it instead of uploading it
 * again), and the painted body goes back as a small PNG for the browser's live recolour.
 */
export async function detectRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const rateLimit = { max: ctx.config.DETECT_RATE_LIMIT, timeWindow: '1 minute' };
  app.post('/api/detect', { config: { rateLimit } }, async (request): Promise<DetectResponse> => {
    const form = await readPhotoForm(request);
    if (!form.photo) throw new InvalidInput(MESSAGES.missingInformation.description);
    const photo = await normalizeUpload(form.photo.data, form.photo.fileName);
    try {
      const [analysis, photoId] = await Promise.all([analysePhoto(photo.jpeg), storeUploadedPhoto(ctx.storage, photo.jpeg)]);
      const { segmenter, ...found } = detectionOf(analysis);
      request.log.info({ segmenter, confidence: found.confidence, noCar: found.noCar }, 'car detected');
      if (found.noCar) return { ...found, photoId };
      const paintLayer = await storePaintLayer(ctx.storage, photoId, {
        bodyMask: analysis.bodyMask,
        width: analysis.width,
        height: analysis.height,
        carBox: analysis.carBox,
        layout: analysis.geometry.layout,
      });
      return { ...found, photoId, paintLayer };
    } catch (error) {
      if (error instanceof EngineInputError) throw new InvalidInput(error.message);
      throw error;
    }
  });
}
