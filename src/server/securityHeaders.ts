import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from './config';

const ONE_YEAR_S = 31_536_000;

/**
 * The headers every answer carries (@fastify/helmet). The Content-Security-Policy is what the
 * built web app needs and nothing more: its scripts, workers and stylesheets come from this
 * site; styles may also be inline because the toasts (sonner) add a <style> element; images are
 * this site's, data: URLs, or blob: URLs of the visitor's own photo and the live preview; the
 * page talks to its own API only (and reads back its own blob: URLs: the live preview's worker
 * fetches the touched-up area the page made). No site may frame any page (the quote form's consent box
 * must not be clicked through someone else's page). The share page sets its own, stricter
 * policy (routes/share.ts). HSTS, and upgrading http: subresources, only when the shop says the
 * site is served over HTTPS (HSTS=true): a browser keeps both for a year.
 */
export function securityHeaders(config: Pick<Config, 'HSTS'>): FastifyHelmetOptions {
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
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.HSTS ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.HSTS ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
  };
}
