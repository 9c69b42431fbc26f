import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DetectResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import type { CarDetection } from '../image/carDetection';
import { readPhotoForm } from '../image/photoForm';
import { InvalidInput } from '../serviceErrors';

/**
 * POST /api/detect: where the car is in a photo, for the wizard's outline and live recolour. The
 * photo form is read part by part (readPhotoForm) for its own messages; only the answer is checked.
 */
export async function detectRoutes(app: FastifyInstance, ctx: AppContext, detection: CarDetection): Promise<void> {
  const rateLimit = { max: ctx.config.DETECT_RATE_LIMIT, timeWindow: '1 minute' };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/detect', { config: { rateLimit }, schema: { response: { 200: DetectResponse } } }, async (request) => {
      const form = await readPhotoForm(request);
      if (!form.photo) throw new InvalidInput(MESSAGES.missingInformation.description);
      const { answer, segmenter } = await detection.detect(form.photo);
      request.log.info({ segmenter, confidence: answer.confidence, noCar: answer.noCar }, 'car detected');
      return answer;
    });
}
