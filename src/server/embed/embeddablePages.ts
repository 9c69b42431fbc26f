/**
 * The visitor's pages a shop may put in a frame on its own site: the home page with the whole
 * visitor flow, the privacy page its quote form links to, and a share page. Everything else (the
 * back office and its API, a visitor's data page, the /embed page itself) is never framed.
 */
export function isEmbeddablePage(pathname: string): boolean {
  return pathname === '/' || pathname === '/privacy' || /^\/w\/[^/]+$/.test(pathname);
}

/**
 * The Content-Security-Policy `frame-ancestors` for a path: on an embeddable page, this site
 * (the /embed page shows the app in a frame) and the EMBED_ORIGINS; elsewhere nobody.
 */
export function frameAncestorsFor(pathname: string, embedOrigins: readonly string[]): string {
  return isEmbeddablePage(pathname) ? ["'self'", ...embedOrigins].join(' ') : "'none'";
}

/** The path of a request's URL, without its query. */
export const pathOf = (url: string | undefined): string => (url ?? '/').split(/[?#]/)[0] || '/';
