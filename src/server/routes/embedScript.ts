import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBED_SCRIPT } from '../../domain/embed/embedPage';
import { EMBED_VERSION } from '../../domain/embed/embedProtocol';

/** A day: shops paste one unchanging address, so a fix must still reach their pages soon. */
const SCRIPT_MAX_AGE_S = 86_400;

/**
 * GET /embed.js: the loader a shop's page includes (src/web/embed/loader.ts, compiled by
 * `npm run build` into the web root). Cached for a day and revalidated by its ETag; its protocol
 * version goes in a header and in every message, so an old cached copy and a newer app can tell.
 * Other sites' pages load it, so it is the one answer whose resource policy lets them.
 */
export async function embedScriptRoutes(app: FastifyInstance, webRoot: string): Promise<void> {
  const file = path.join(webRoot, EMBED_SCRIPT);
  let loaded: { body: string; etag: string } | null = null;
  const script = () => {
    if (loaded) return loaded;
    if (!fs.existsSync(file)) return null;
    const body = fs.readFileSync(file, 'utf8');
    loaded = { body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` };
    return loaded;
  };

  app.get(EMBED_SCRIPT, async (request, reply) => {
    const found = script();
    // Not built (web.ts warns at start): as missing as any other file.
    if (!found) return reply.callNotFound();
    void reply
      .header('cache-control', `public, max-age=${SCRIPT_MAX_AGE_S}`)
      .header('etag', found.etag)
      .header('x-embed-version', String(EMBED_VERSION))
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return reply.send(found.body);
  });
}
