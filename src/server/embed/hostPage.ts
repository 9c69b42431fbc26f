import { HOST_PAGE_MAX } from '../../domain/embed/embedProtocol';
import { httpUrl } from './httpUrl';

/**
 * The host page's address as a quote keeps it, so the shop sees which site a lead came from: an
 * http(s) page's origin and path, without its query or fragment (they may hold someone's search
 * or a token). Anything else is no address: the visitor never typed it, so it never fails a quote.
 */
export function hostPageOf(text: string | null | undefined): string | null {
  const url = text ? httpUrl(text) : null;
  if (!url) return null;
  const page = `${url.origin}${url.pathname}`;
  return page.length <= HOST_PAGE_MAX ? page : null;
}
