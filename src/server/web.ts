import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeaturedWraps } from '../domain/api';
import { heroAfterPictures } from '../domain/gallery/heroPicture';
import { PAGE_ROUTES } from '../domain/routes';
import { brandedPage } from './brandedPage';
import { watermarkText } from '../domain/watermark';
import type { AppContext } from './context';
import { languageOf, messagesFor } from './i18n/messagesFor';
import { filesRoutes } from './storage/filesRoutes';
import { FILES_ROUTE } from './storage/storage';
import { escapeHtml } from './share/sharePage';

const ONE_YEAR_S = 31_536_000;

/** The project's own hero picture, as Vite's manifest names its source (src/web/features/home/HeroBeforeAfter.tsx). */
const OWN_HERO_AFTER = 'features/home/assets/hero-after.webp';

/** The built file of the hero's own picture (`/assets/hero-after-<hash>.webp`), or null before a build. */
function ownHeroPicture(webRoot: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file?: string }>;
    const file = manifest[OWN_HERO_AFTER]?.file;
    return file ? `/${file}` : null;
  } catch {
    return null;
  }
}

/**
 * The home page's largest paint is the hero's "after" picture: named in the page, it loads beside
 * the script instead of after the script has run and the featured list is in.
 */
async function heroPreload(featured: () => Promise<FeaturedWraps>, ownPicture: string | null): Promise<string> {
  const picked = await featured().then(
    (list) => heroAfterPictures(list.hero)?.[0],
    () => undefined,
  );
  const picture = picked ?? ownPicture;
  return picture ? `  <link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />\n  </head>` : '</head>';
}

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
  const indexHtml = async (request: FastifyRequest) => {
    const language = languageOf(request, ctx.config);
    const page = { language, texts: messagesFor(language), languages: ctx.config.LANGUAGES, defaultLanguage: ctx.config.DEFAULT_LANGUAGE };
    let html: string;
    try {
      html = brandedPage(fs.readFileSync(indexFile, 'utf8'), ctx.config.BRAND_NAME, watermarkText(ctx.config), page);
    } catch {
      return null;
    }
    const home = (request.url.split('?')[0] ?? request.url) === '/';
    return home ? html.replace('</head>', await heroPreload(featured, ownHeroPicture(webRoot))) : html;
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
    return reply.code(404).send({ error: 'Not found' });
  });
}
