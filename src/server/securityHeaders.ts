import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import type { Config } from './config';
import { frameAncestorsFor, isEmbeddablePage, pathOf } from './embed/embeddablePages';

const ONE_YEAR_S = 31_536_000;

type FramingSettings = Pick<Config, 'EMBED_ORIGINS'>;

/**
 * The headers every answer carries (@fastify/helmet). The Content-Security-Policy is what the
 * built web app needs and nothing more: its scripts, workers and stylesheets come from this
 * site; styles may also be inline because the toasts (sonner) add a <style> element; images are
 * this site's, data: URLs, or blob: URLs of the visitor's own photo and the live preview; the
 * page talks to its own API only (and reads back its own blob: URLs: the live preview's worker
 * fetches the touched-up area the page made). Framing: only the visitor's pages, only by this
 * site and the shop's own sites (EMBED_ORIGINS, embed/embeddablePages.ts); every other answer,
 * the back office always, forbids it, so no one else's page can click through the quote form's
 * consent box or a shop user's buttons. The share page sets its own, stricter policy
 * (routes/share.ts). HSTS, and upgrading http: subresources, only when the shop says the site is
 * served over HTTPS (HSTS=true): a browser keeps both for a year.
 */
export function securityHeaders(config: Pick<Config, 'HSTS'> & FramingSettings): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(req: IncomingMessage) => frameAncestorsFor(pathOf(req.url), config.EMBED_ORIGINS)],
        upgradeInsecureRequests: config.HSTS ? [] : null,
      },
    },
    // X-Frame-Options cannot name several sites: framingHeader sets it per path instead.
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.HSTS ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
  };
}

/**
 * X-Frame-Options for browsers that predate `frame-ancestors` (newer ones follow the policy
 * above): DENY on every answer but the embeddable pages, which only the policy can open to a list.
 */
export function framingHeader(): onRequestHookHandler {
  return (request, reply, done) => {
    if (!isEmbeddablePage(pathOf(request.url))) void reply.header('x-frame-options', 'DENY');
    done();
  };
}

/** The share page's own policy (routes/share.ts), framed as the other visitor's pages are. */
export function sharePagePolicy(config: FramingSettings, pathname: string): string {
  return `default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestorsFor(pathname, config.EMBED_ORIGINS)}`;
}
