import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type SiteAddressSettings = Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'PORT'>;

/**
 * The site's address for absolute links (e-mails, share pages). A request's Host header is the
 * client's to write, so it is never taken as given: PUBLIC_URL when set; else the request's host
 * only when ALLOWED_HOSTS lists it, or the first listed host; with neither, this machine's own
 * address, which is safe to mail but only right for a local set-up (the start warns); 127.0.0.1
 * rather than localhost, which may resolve to ::1 where the server listens on IPv4 only.
 */
export function siteOrigin(settings: SiteAddressSettings, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host.toLowerCase();
  if (settings.ALLOWED_HOSTS.includes(host)) return `${protocol}://${host}`;
  if (settings.ALLOWED_HOSTS.length) return `${protocol}://${settings.ALLOWED_HOSTS[0]}`;
  return `http://127.0.0.1:${settings.PORT}`;
}

/** A stored or relative URL made absolute on the site's address (already absolute ones stay). */
export const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
