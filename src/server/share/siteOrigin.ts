import type { FastifyRequest } from 'fastify';

/** The site's address: PUBLIC_URL when set, else what this request came in on (behind a trusted proxy too). */
export function siteOrigin(publicUrl: string | undefined, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** A stored or relative URL made absolute on the site's address (already absolute ones stay). */
export const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
