import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERRORS } from '../domain/messages';
import { MAX_UPLOAD_BYTES } from '../domain/validation';
import type { AppContext } from './context';
import { installErrorHandler } from './errorHandler';
import { installErrorLanguage } from './i18n/errorLanguage';
import { TooManyTries } from './serviceErrors';
import { framingHeader, securityHeaders } from './securityHeaders';
import { serverTimeouts } from './serverTimeouts';
import { fastifyTrustProxy } from './trustProxySetting';
import { buildServices } from './services';
import { clientOf } from './clientIdentity';
import { sharedRateLimits } from './sharedRateLimits';
import type { Shutdown } from './shutdown';
import { adminRoutes } from './routes/admin';
import { filmRoutes } from './routes/films';
import { galleryRoutes } from './routes/gallery';
import { quoteRoutes } from './routes/quotes';
import { detectRoutes } from './routes/detect';
import { wrapRoutes } from './routes/wraps';
import { statusRoutes } from './routes/status';
import { healthRoutes } from './routes/health';
import { shareRoutes } from './routes/share';
import { privacyRoutes } from './routes/privacy';
import { sourceRoutes } from './routes/source';
import { funnelRoutes } from './routes/funnel';
import { webRoutes } from './web';
import { embedScriptRoutes } from './routes/embedScript';
import { outageAwareStorage } from './storage/outageAwareStorage';

export interface AppOptions {
  /** Folder of the built web app (vite build output). */
  webRoot?: string;
  /** Begun by main.ts on SIGTERM, so /readyz turns work away while requests drain. */
  shutdown?: Shutdown;
}

export const DEFAULT_WEB_ROOT = path.resolve('dist/web');

/** Composes plugins, then routes. Listening and shutdown belong to main.ts. */
export async function buildApp(given: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  // Whichever storage the caller gave, its failures reach visitors as a 503 to try again (outage.ts).
  const ctx: AppContext = { ...given, storage: outageAwareStorage(given.storage) };
  const app = Fastify({
    loggerInstance: ctx.log,
    // Off unless the shop says which proxies to believe: a made-up X-Forwarded-For would otherwise dodge every per-client limit.
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    ...serverTimeouts(ctx.config),
    bodyLimit: 1024 * 1024,
  });
  installErrorHandler(app);
  installErrorLanguage(app, ctx.config);
  // Routes check requests and serialise answers with the shared zod contract (src/domain/api.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyHelmet, securityHeaders(ctx.config));
  app.addHook('onRequest', framingHeader());

  const shared = sharedRateLimits(ctx.config, ctx.log);
  if (shared) {
    app.addHook('onReady', () => shared.connected());
    app.addHook('onClose', async () => shared.close());
  }
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyTries(ERRORS.tooManyRequests),
    keyGenerator: (request) => clientOf(request, ctx.config),
    ...shared?.options,
  });
  await app.register(fastifyMultipart, {
    // Three files: the photo, its paint mask, and room for a second mask to be told apart (photoForm.ts).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });

  const services = buildServices(ctx);
  app.addHook('onReady', () => services.start());
  app.addHook('onClose', () => services.stop());

  await healthRoutes(app, ctx, options.shutdown, services.jobs);
  // A worker process works jobs; visitors are served by the web processes.
  if (ctx.config.ROLE === 'worker') return app;
  await statusRoutes(app, ctx, services.providerStatus);
  await galleryRoutes(app, ctx, services.gallery);
  await quoteRoutes(app, ctx, services.quotes, services.owners, services.funnel);
  await funnelRoutes(app, ctx, services.funnel);
  await adminRoutes(app, ctx, services.backOffice);
  await filmRoutes(app, services.films);
  await wrapRoutes(app, ctx, services);
  await detectRoutes(app, ctx, services.detection);
  await sourceRoutes(app, ctx);
  await shareRoutes(app, ctx, services.share);
  await privacyRoutes(app, services.privacy);
  await embedScriptRoutes(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  await webRoutes(app, ctx, options.webRoot ?? DEFAULT_WEB_ROOT, () => services.gallery.featured());
  return app;
}
