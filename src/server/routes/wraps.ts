import { languageOf } from '../i18n/messagesFor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateWrapResponse, EstimateResponse, SizeClassBody, WrapAccepted, WrapJob } from '../../domain/api';
import { ChangeRequestBody, IdParams } from '../../domain/requestChecks';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { ESTIMATE_TEXT } from '../../domain/estimate/estimateTexts';
import { BRUSH_TEXT } from '../../domain/wizard/brushTexts';
import type { AppContext } from '../context';
import type { WrapService } from '../generation/wrapService';
import { ownerOnly } from '../generation/ownerToken';
import { orderWrapFromForm } from '../generation/wrapForm';
import { InvalidInput, NotFound, TooManyTries } from '../serviceErrors';
import { clientKeyOf, clientOf } from '../clientIdentity';
import { readPhotoForm } from '../image/photoForm';
import type { Services } from '../services';
import { routeContract } from './routeContract';
import { embeddingSiteOfRequest } from '../funnel/embeddingSite';

const HEARTBEAT_MS = 15_000;

/**
 * The wrap API (docs/CONTRACT.md): start a generation, follow it (poll or server-sent events),
 * and ask for changes. Thin: validation here, the work in the wrap service.
 */
export async function wrapRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  {
    wraps: service,
    films,
    providerStatus,
    owners,
    streamSeats,
  }: Pick<Services, 'wraps' | 'films' | 'providerStatus' | 'owners' | 'streamSeats'>,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.GENERATION_RATE_LIMIT, timeWindow: '1 minute' };
  const noSuchWrap = () => new NotFound(ERRORS.requestNotFound);
  const generateFirst = () => new NotFound(MESSAGES.noRequestFound.description);

  // The photo form is read part by part (readPhotoForm, parseWrapOrderFields) for its ordered messages; only the answer is checked.
  api.post('/api/wraps', { config: { rateLimit }, schema: { response: { 202: CreateWrapResponse } } }, async (request, reply) => {
    const deps = { storage: ctx.storage, films, providerStatus, wraps: service, log: request.log };
    const site = embeddingSiteOfRequest(request);
    return reply.code(202).send(await orderWrapFromForm(deps, await readPhotoForm(request), clientKeyOf(request, ctx.config), site));
  });

  api.get(
    '/api/wraps/:id',
    routeContract({ params: IdParams, response: { 200: WrapJob } }, { params: noSuchWrap }),
    async (request, reply) => {
      const job = await service.getJob(request.params.id);
      if (!job) throw noSuchWrap();
      reply.header('cache-control', 'no-store');
      return job;
    },
  );

  api.get('/api/wraps/:id/events', routeContract({ params: IdParams }, { params: noSuchWrap }), async (request, reply) => {
    // Counted before the database is read, so a flood of streams costs a map look-up each. The
    // page's EventSource fails on the 429 and polls GET /api/wraps/:id instead (followWrapJob.ts).
    const seat = streamSeats.take(clientOf(request, ctx.config));
    if (!seat) throw new TooManyTries(ERRORS.tooManyRequests);
    const first = await service.getJob(request.params.id).catch((error: unknown) => {
      seat();
      throw error;
    });
    if (!first) {
      seat();
      throw noSuchWrap();
    }
    streamJob(service, request, reply, first, seat);
  });

  // Every write below needs the wrap's owner token; the id alone only reads (generation/ownerToken.ts).
  const ownerOnlyWrite = ownerOnly(owners, generateFirst);

  const changes = routeContract(
    { params: IdParams, body: ChangeRequestBody, response: { 202: WrapAccepted } },
    { params: generateFirst, body: () => new InvalidInput(MESSAGES.noChangesSpecified.description) },
  );
  api.post('/api/wraps/:id/changes', { config: { rateLimit }, preParsing: ownerOnlyWrite, ...changes }, async (request, reply) => {
    await service.requestChanges(request.params.id, request.body.instructions.slice(0, 2_000), languageOf(request, ctx.config));
    return reply.code(202).send({ requestId: request.params.id });
  });

  // The result's touch-up: the same request made again with the area the visitor touched up.
  const area = routeContract({ params: IdParams, response: { 202: WrapAccepted } }, { params: generateFirst });
  api.post('/api/wraps/:id/area', { config: { rateLimit }, preParsing: ownerOnlyWrite, ...area }, async (request, reply) => {
    const form = await readPhotoForm(request);
    if (!form.paintMask) throw new InvalidInput(BRUSH_TEXT.noArea);
    await service.changeArea(request.params.id, form.paintMask);
    return reply.code(202).send({ requestId: request.params.id });
  });

  const size = routeContract(
    { params: IdParams, body: SizeClassBody, response: { 200: EstimateResponse } },
    { params: generateFirst, body: () => new InvalidInput(ESTIMATE_TEXT.invalidSize) },
  );
  api.post('/api/wraps/:id/size', { preParsing: ownerOnlyWrite, ...size }, async (request) => ({
    estimate: await service.setSizeClass(request.params.id, request.body.sizeClass),
  }));
}

/**
 * Server-sent events: the job as it is now, then again on every change, ending after done or
 * failed. A comment line every 15 s keeps proxies from closing a quiet stream.
 */
function streamJob(
  service: WrapService,
  request: FastifyRequest<{ Params: IdParams }>,
  reply: FastifyReply,
  first: WrapJob,
  releaseSeat: () => void,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  let closed = false;
  let chain = Promise.resolve();
  const send = (job: WrapJob) => {
    if (closed) return;
    res.write(`data: ${JSON.stringify(job)}\n\n`);
    if (service.isTerminal(job)) stop();
  };
  const unsubscribe = service.onChange(request.params.id, () => {
    // One read at a time, so the events leave in the order the stages were written.
    chain = chain
      .then(() => service.getJob(request.params.id))
      .then((job) => {
        if (job) send(job);
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'wrap event stream failed'));
  });
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  function stop() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    releaseSeat();
    res.end();
  }
  res.on('close', stop);
  // A client that left while the job was read closed before the listener: its seat goes back now.
  if (res.destroyed || res.socket?.destroyed !== false) return stop();
  send(first);
}
