import { describe, expect, it } from 'vitest';
import { EMBEDDING_SITE_HEADER } from '../../domain/funnel/funnelEvents';
import { embeddingSiteOf, embeddingSiteOfRequest } from './embeddingSite';

describe('the embedding site a count is kept for', () => {
  it('keeps only an http(s) page’s origin, never its path or query, and the shop’s own site for anything else', () => {
    expect(embeddingSiteOf('https://Cars.Example:8443/wraps/?visitor=ana#top')).toBe('https://cars.example:8443');
    expect(embeddingSiteOf('http://cars.example')).toBe('http://cars.example');
    for (const odd of [
      undefined,
      null,
      7,
      '',
      'cars.example',
      'javascript:alert(1)',
      'file:///etc/passwd',
      `https://${'a'.repeat(400)}.example`,
    ])
      expect(embeddingSiteOf(odd), String(odd)).toBe('');
  });

  it('takes the host page a quote names, else the page’s header, else the shop’s own site', () => {
    const headers = { [EMBEDDING_SITE_HEADER]: 'https://header.example/page' };
    expect(embeddingSiteOfRequest({ body: { name: 'Ana', hostPage: 'https://host.example/wraps' }, headers })).toBe('https://host.example');
    // Before the quote carries the host page (or when it is not an address), the header counts.
    expect(embeddingSiteOfRequest({ body: { name: 'Ana' }, headers })).toBe('https://header.example');
    expect(embeddingSiteOfRequest({ body: { hostPage: 'nonsense' }, headers })).toBe('https://header.example');
    expect(embeddingSiteOfRequest({ body: undefined, headers: {} })).toBe('');
  });
});
