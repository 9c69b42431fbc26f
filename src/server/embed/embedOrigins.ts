import { httpUrl } from './httpUrl';

/**
 * EMBED_ORIGINS: the sites (origins, `https://shop.example`, comma-separated) whose pages may
 * frame the visitor's pages. Only exact origins: a path, a wildcard or a quote would widen or
 * break the Content-Security-Policy it goes into, so the start refuses them.
 */
export function parseEmbedOrigins(text: string | undefined): { origins: string[] } | { error: string } {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const item of items) {
    const origin = originOf(item);
    if (!origin) return { error: `must be origins like https://shop.example, separated by commas ("${item}" is not one)` };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins };
}

function originOf(item: string): string | null {
  const url = httpUrl(item);
  if (!url) return null;
  // URL lets a `*` through as a host name; in the policy it would be a wildcard.
  if (!/^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/.test(url.host)) return null;
  // Only scheme, host and port: what the browser compares against the framing page.
  return item.replace(/\/$/, '').toLowerCase() === url.origin ? url.origin : null;
}
