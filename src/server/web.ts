import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ANSWERS } from '../domain/i18n/serverAnswers';
import type { FeaturedWraps } from '../domain/api';
import { PAGE_ROUTES } from '../domain/routes';
import { brandedPage } from './brandedPage';
import { watermarkText } from '../domain/watermark';
import type { AppContext } from './context';
import { languageOf, messagesFor } from './i18n/messagesFor';
import { filesRoutes } from './storage/filesRoutes';
import { FILES_ROUTE } from './storage/storage';
import { heroPreload, languagePreloads, readManifest } from './firstViewPreloads';

const ONE_YEAR_S = 31_536_000;

/**
 * Serves the built React app and the stored images from the API's own port. Unknown paths get
 * the app's 404 page with HTTP status 404, and the attempted path is logged.
 */
export async function webRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  webRoot: string,
  featured: () => Promise<FeaturedWraps>,
): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  // Vite's manifest, read again only when a build has rewritten index.html (its script names change).
  let manifestOf = { source: '', manifest: readManifest(webRoot) };
  const indexHtml = async (request: FastifyRequest) => {
    const language = languageOf(request, ctx.config);
    const page = { language, texts: messagesFor(language), languages: ctx.config.LANGUAGES, defaultLanguage: ctx.config.DEFAULT_LANGUAGE };
    let source: string;
    let html: string;
    try {
      source = fs.readFileSync(indexFile, 'utf8');
      html = brandedPage(source, ctx.config.BRAND_NAME, watermarkText(ctx.config), page);
    } catch {
      return null;
    }
    if (manifestOf.source !== source) manifestOf = { source, manifest: readManifest(webRoot) };
    // What the first paint waits for, named in the page so it loads with the main script.
    const { manifest } = manifestOf;
    const home = (request.url.split('?')[0] ?? request.url) === '/';
    const hints = languagePreloads(manifest, language) + (home ? await heroPreload(manifest, featured) : '');
    return hints ? html.replace('</head>', `${hints}  </head>`) : html;
  };

  await filesRoutes(app, ctx);

  if (fs.existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      list: false,
      wildcard: true,
      // scripts/precompress.ts writes .br/.gz beside each asset at build time.
      preCompressed: true,
      // Vite's manifest is for the server (the hero's picture), not for visitors.
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name; everything else must be revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache');
      },
    });
  } else {
    ctx.log.warn({ webRoot }, 'web app not built: run `npm run build`');
  }

  const sendPage = (status: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await indexHtml(request);
    if (!html) return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    // The page's language follows the request's Accept-Language.
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .send(html);
  };
  for (const route of PAGE_ROUTES) app.get(route, sendPage(200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    request.log.warn({ path: pathname }, `404: no page at ${pathname}`);
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith(FILES_ROUTE);
    if (wantsPage) return sendPage(404)(request, reply);
    return reply.code(404).send({ error: SERVER_ANSWERS.notFound });
  });
}
