import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { FILES_ROUTE } from './storage';

const ONE_YEAR_S = 31_536_000;
// Stored files never change under their random names, so browsers may keep them for good.
const CACHE_FOR_GOOD = `public, max-age=${ONE_YEAR_S}, immutable`;
// Results and thumbnails are shown in e-mails and other sites' link previews: helmet's
// same-origin Cross-Origin-Resource-Policy would keep them out of a webmail page.
const SHOWN_ELSEWHERE = 'cross-origin';

/**
 * Serves stored photos and previews under FILES_ROUTE: from the files folder, or streamed from
 * the bucket when the storage is one. Either way a missing file gets the app's JSON 404.
 */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { storage } = ctx;
  if (storage.open) {
    const open = storage.open.bind(storage);
    app.get(`${FILES_ROUTE}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await open(key, request.headers['if-none-match']);
      if (file === null) return reply.callNotFound();
      reply.header('cache-control', CACHE_FOR_GOOD).header('cross-origin-resource-policy', SHOWN_ELSEWHERE);
      if (file === 'not-modified') return reply.code(304).send();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.contentLength)
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString())
        .send(file.body);
    });
    return;
  }

  // The files folder is made by the first upload; made here, a first start serves /files at once
  // instead of logging that its root is missing.
  await fs.promises.mkdir(ctx.config.filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: ctx.config.filesDir,
    prefix: FILES_ROUTE,
    decorateReply: false,
    index: false,
    list: false,
    immutable: true,
    maxAge: ONE_YEAR_S * 1000,
    setHeaders: (reply) => reply.header('cross-origin-resource-policy', SHOWN_ELSEWHERE),
  });
}
