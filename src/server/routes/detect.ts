import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DetectResponse, StoredPhotoResponse } from '../../domain/api';
import { ERRORS, MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import type { CarDetection } from '../image/carDetection';
import { readPhotoForm } from '../image/photoForm';
import { loadUploadedPhoto } from '../image/uploadedPhotos';
import { InvalidInput } from '../serviceErrors';

/**
 * The photo step. POST /api/photos stores the photo the moment it is chosen, so the wrap request
 * names it whatever the detection's state (the photo's bytes travel once). POST /api/detect finds
 * the car, in a photo sent or (by `photoId`) in one stored. The photo form is read part by part
 * (readPhotoForm) for its own messages; only the answers are checked.
 */
export async function detectRoutes(app: FastifyInstance, ctx: AppContext, detection: CarDetection): Promise<void> {
  const rateLimit = { max: ctx.config.DETECT_RATE_LIMIT, timeWindow: '1 minute' };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const stored = async (photoId: string) => {
    const photo = await loadUploadedPhoto(ctx.storage, photoId, '');
    if (!photo) throw new InvalidInput(ERRORS.photoExpired);
    return photo;
  };
  typed.post('/api/photos', { config: { rateLimit }, schema: { response: { 201: StoredPhotoResponse } } }, async (request, reply) => {
    const form = await readPhotoForm(request);
    if (!form.photo) throw new InvalidInput(MESSAGES.missingInformation.description);
    return reply.code(201).send({ photoId: await detection.storePhoto(form.photo) });
  });
  typed.post('/api/detect', { config: { rateLimit }, schema: { response: { 200: DetectResponse } } }, async (request) => {
    const form = await readPhotoForm(request);
    const photoId = form.photo ? '' : (form.fields.photoId ?? '').trim();
    if (!form.photo && !photoId) throw new InvalidInput(MESSAGES.missingInformation.description);
    const found = form.photo ? await detection.detect(form.photo) : await detection.detectStored(await stored(photoId), photoId);
    const { answer, segmenter } = found;
    request.log.info({ segmenter, confidence: answer.confidence, noCar: answer.noCar }, 'car detected');
    return answer;
  });
}
