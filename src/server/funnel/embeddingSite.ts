import type { FastifyRequest } from 'fastify';
import { EMBEDDING_SITE_HEADER, SITE_MAX } from '../../domain/funnel/funnelEvents';

/** The origin of an embedding page's address; '' (the shop's own site) for anything not an http(s) address. */
export function embeddingSiteOf(address: unknown): string {
  if (typeof address !== 'string' || address.length === 0 || address.length > SITE_MAX) return '';
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/**
 * Which site a wrap or quote request came through: the host page a quote names (when the
 * contract carries it), else the address the page put in its header. Only the origin is kept,
 * never the page's path or query, which may name a visitor.
 */
export function embeddingSiteOfRequest(request: Pick<FastifyRequest, 'body' | 'headers'>): string {
  const body = request.body;
  const hostPage = body && typeof body === 'object' && 'hostPage' in body ? body.hostPage : undefined;
  return embeddingSiteOf(hostPage) || embeddingSiteOf(request.headers[EMBEDDING_SITE_HEADER]);
}
