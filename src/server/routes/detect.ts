import type { FastifyInstance } from 'fastify';
import type { DetectResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { EngineInputError, detectCar } from '../engine/index';
import { badRequest } from '../httpError';
import { normalizeUpload } from '../image/normalizeUpload';
import { readPhotoForm } from '../image/photoForm';

/**
 * POST /api/detect: where the car is in a photo, for the wizard's outline. The photo is normalised
 * exactly as a wrap request's is, so the outline matches the picture that will be wrapped.
 */
export async function detectRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const rateLimit = { max: ctx.config.DETECT_RATE_LIMIT, timeWindow: '1 minute' };
  app.post('/api/detect', { config: { rateLimit } }, async (request): Promise<DetectResponse> => {
    const form = await readPhotoForm(request);
    if (!form.photo) throw badRequest(MESSAGES.missingInformation.description);
    const photo = await normalizeUpload(form.photo.data, form.photo.fileName);
    try {
      const { segmenter, ...found } = await detectCar(photo.jpeg);
      request.log.info({ segmenter, confidence: found.confidence, noCar: found.noCar }, 'car detected');
      return found;
    } catch (error) {
      if (error instanceof EngineInputError) throw badRequest(error.message);
      throw error;
    }
  });
}
