import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MyDataBody, MyDataDeleted, MyDataView, PRIVACY_ROUTES, PrivacyFacts } from '../../domain/privacy/api';
import { MY_DATA_ERRORS } from '../../domain/privacy/privacyTexts';
import type { Services } from '../services';
import { InvalidInput, NotFound } from '../serviceErrors';
import { routeContract } from './routeContract';

// Each try at a token costs the client one of these: guessing a 256-bit signature is hopeless anyway.
const MY_DATA_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * The privacy page's facts (from the settings), and the visitor's data behind their signed link:
 * the token travels in the POST body, never in a URL a log would keep.
 */
export async function privacyRoutes(app: FastifyInstance, privacy: Services['privacy']): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(PRIVACY_ROUTES.facts, { schema: { response: { 200: PrivacyFacts } } }, async () => privacy.facts());

  const badLink = () => new InvalidInput(MY_DATA_ERRORS.badLink);
  async function wrapOf(token: string): Promise<string> {
    const id = await privacy.links.requestIdOf(token);
    if (!id) throw new NotFound(MY_DATA_ERRORS.badLink);
    return id;
  }
  const config = { rateLimit: MY_DATA_RATE_LIMIT };

  const view = routeContract({ body: MyDataBody, response: { 200: MyDataView } }, { body: badLink });
  api.post(PRIVACY_ROUTES.view, { config, ...view }, async (request) => privacy.visitors.view(await wrapOf(request.body.token)));

  const remove = routeContract({ body: MyDataBody, response: { 200: MyDataDeleted } }, { body: badLink });
  api.post(PRIVACY_ROUTES.delete, { config, ...remove }, async (request) => {
    const { files } = await privacy.visitors.forget(await wrapOf(request.body.token), 'visitor');
    return { deleted: true as const, files };
  });

  api.post(PRIVACY_ROUTES.withdrawConsent, { config, ...view }, async (request) => {
    const id = await wrapOf(request.body.token);
    await privacy.visitors.withdrawConsent(id);
    return privacy.visitors.view(id);
  });
}
