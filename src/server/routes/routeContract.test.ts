import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, adminFilmPath, adminGalleryWrapPath, adminQuotePath, adminQuoteResendPath } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { ESTIMATE_TEXT } from '../../domain/estimate/estimateTexts';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { adminClient } from '../admin/adminClient.testutil';
import { saveAdminUser } from '../admin/adminUsers';
import { installErrorHandler } from '../errorHandler';
import { insertWrapRequest, ownerHeader } from '../db/testData.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { NotFound } from '../serviceErrors';
import { routeContract } from './routeContract';

const SHOP_USER = 'contract@shop.example';
const PASSWORD = 'a long shop password';
// A wrap the requests below own (they carry its token), so a write's body is what gets checked.
const OWNED = randomUUID();

/** Fastify checks each request against the shared contract, and a request that does not fit reads the route's own sentence. */
describe('the routes check requests with the shared contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', AI_PROVIDER: 'local' } });
    await saveAdminUser(t.ctx.db, SHOP_USER, PASSWORD);
    await insertWrapRequest(t.ctx.db, { id: OWNED, status: 'done' });
  });
  afterAll(async () => t?.close());

  const json = (method: 'POST' | 'PATCH', url: string, payload: unknown) => ({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...ownerHeader() },
  });

  it.each([
    ['a wrap that is no id', { method: 'GET' as const, url: '/api/wraps/not-an-id' }, 404, ERRORS.requestNotFound],
    ["a wrap's events that is no id", { method: 'GET' as const, url: '/api/wraps/1234/events' }, 404, ERRORS.requestNotFound],
    [
      'changes to a wrap that is no id',
      json('POST', '/api/wraps/x/changes', { instructions: 'red' }),
      404,
      MESSAGES.noRequestFound.description,
    ],
    ['blank changes', json('POST', `/api/wraps/${OWNED}/changes`, { instructions: '  \n ' }), 400, MESSAGES.noChangesSpecified.description],
    [
      'changes of the wrong type',
      json('POST', `/api/wraps/${OWNED}/changes`, { instructions: 42 }),
      400,
      MESSAGES.noChangesSpecified.description,
    ],
    ['a size of a wrap that is no id', json('POST', '/api/wraps/x/size', { sizeClass: 'small' }), 404, MESSAGES.noRequestFound.description],
    ['an unknown size', json('POST', `/api/wraps/${OWNED}/size`, { sizeClass: 'huge' }), 400, ESTIMATE_TEXT.invalidSize],
    [
      'a quote for a wrap that is no id',
      json('POST', '/api/wraps/x/quote', { name: 'A', phone: '1', city: 'B', consent: true }),
      404,
      MESSAGES.noRequestFound.description,
    ],
    ['a quote without its fields', json('POST', `/api/wraps/${OWNED}/quote`, { name: 'A' }), 400, MESSAGES.missingInformation.description],
    ['a gallery page that is no number', { method: 'GET' as const, url: '/api/gallery?page=two' }, 400, ERRORS.galleryPage],
    ['a gallery download that is no id', { method: 'GET' as const, url: '/api/gallery/x/download' }, 404, ERRORS.galleryWrapNotFound],
  ])('answers %s with the sentence it always gave', async (_what, request, status, error) => {
    const response = await t.app.inject(request);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error } });
  });

  it('answers a share link that is no id with the app 404 page, like an unknown wrap', async () => {
    const malformed = await t.app.inject('/w/not-an-id');
    const unknown = await t.app.inject(`/w/${randomUUID()}`);
    expect([malformed.statusCode, malformed.headers['content-type']]).toEqual([404, unknown.headers['content-type']]);
    expect(malformed.body).toBe(unknown.body);
  });

  it('answers the back office the same way: the list, the field and the row each have their sentence', async () => {
    const shop = adminClient(t.app, '198.51.100.60');
    await shop.fetchCsrfToken();
    expect((await shop.request(json('POST', ADMIN_ROUTES.login, { email: '  ', password: PASSWORD }))).json()).toEqual({
      error: ADMIN_ERRORS.missingCredentials,
    });
    expect((await shop.signIn(SHOP_USER, PASSWORD)).statusCode).toBe(200);
    const cases: [string, Parameters<typeof shop.request>[0], number, string][] = [
      ['a bad page', { method: 'GET', url: `${ADMIN_ROUTES.quotes}?page=-1` }, 400, ADMIN_ERRORS.badPage],
      ['a bad quote filter', { method: 'GET', url: `${ADMIN_ROUTES.quotes}?status=hacked&page=-1` }, 400, ADMIN_ERRORS.badQuoteFilter],
      ['a bad gallery filter', { method: 'GET', url: `${ADMIN_ROUTES.gallery}?filter=everything` }, 400, ADMIN_ERRORS.badGalleryFilter],
      ['a bad gallery page', { method: 'GET', url: `${ADMIN_ROUTES.gallery}?filter=all&page=1e3` }, 400, ADMIN_ERRORS.badPage],
      ['a quote that is no id', { method: 'PATCH', url: adminQuotePath('x'), payload: { status: 'won' } }, 404, ADMIN_ERRORS.quoteNotFound],
      ['a resend of a quote that is no id', { method: 'POST', url: adminQuoteResendPath('x') }, 404, ADMIN_ERRORS.quoteNotFound],
      ['an empty quote change', { method: 'PATCH', url: adminQuotePath(randomUUID()), payload: {} }, 400, ADMIN_ERRORS.badQuoteUpdate],
      ['a gallery wrap that is no id', { method: 'DELETE', url: adminGalleryWrapPath('x') }, 404, ADMIN_ERRORS.wrapNotFound],
      [
        'an empty gallery change',
        { method: 'PATCH', url: adminGalleryWrapPath(randomUUID()), payload: { featured: undefined } },
        400,
        ADMIN_ERRORS.badGalleryUpdate,
      ],
      ['a film that is no id', { method: 'PATCH', url: adminFilmPath('x'), payload: { inStock: false } }, 404, ADMIN_ERRORS.filmNotFound],
      [
        'a film change of the wrong type',
        { method: 'PATCH', url: adminFilmPath(randomUUID()), payload: { inStock: 'maybe' } },
        400,
        ADMIN_ERRORS.badFilmUpdate,
      ],
    ];
    for (const [what, request, status, error] of cases) {
      const response = await shop.request(request);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({ what, status, body: { error } });
    }
  });
});

describe('answers are checked against the contract', () => {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const Answer = z.object({ id: z.string() });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contract = routeContract(
    { params: z.object({ n: z.string() }), response: { 200: Answer } },
    { params: () => new NotFound('none') },
  );
  // A service that hands back more than the contract names, or the wrong shape, as a bug might.
  api.get('/more/:n', contract, async (request) => ({ id: request.params.n, secret: 'kept in' }) as { id: string });
  api.get('/wrong/:n', contract, async () => ({ id: 7 }) as unknown as { id: string });
  afterAll(() => app.close());

  it('sends only the fields the contract names, and a plain 500 for an answer that does not fit it', async () => {
    expect((await app.inject('/more/1')).json()).toEqual({ id: '1' });
    const wrong = await app.inject('/wrong/1');
    expect([wrong.statusCode, wrong.json()]).toEqual([500, { error: expect.not.stringContaining('schema') }]);
  });
});
