import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { sharePagePolicy } from '../securityHeaders';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { hostPageOf } from './hostPage';

const SHOP_SITE = 'https://www.shop.example';
const OTHER_SHOP_SITE = 'http://127.0.0.1:8123';

const frameAncestorsOf = (header: unknown) => /frame-ancestors ([^;]+)/.exec(String(header))?.[1];

describe('who may frame which page', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-embed-'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    await fs.writeFile(path.join(webRoot, 'embed.js'), '(()=>{})();');
    t = await createTestApp({ env: { EMBED_ORIGINS: `${SHOP_SITE}, ${OTHER_SHOP_SITE}/` }, app: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/?embed=auto&host=https%3A%2F%2Fwww.shop.example%2F', '/privacy', '/w/00000000-0000-4000-8000-000000000000'])(
    'the visitor page %s may be framed by this site and the EMBED_ORIGINS only',
    async (url) => {
      const response = await t.app.inject(url);
      expect(frameAncestorsOf(response.headers['content-security-policy'])).toBe(`'self' ${SHOP_SITE} ${OTHER_SHOP_SITE}`);
      // X-Frame-Options cannot name sites: left out, or it would refuse the shop's own page.
      expect(response.headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each([
    '/admin',
    '/admin/quotes',
    '/api/admin/session',
    '/api/admin/quotes',
    '/my-data',
    '/embed',
    '/api/status',
    '/embed.js',
    '/no/such/page',
    '/privacy/extra',
  ])('%s can never be framed', async (url) => {
    const response = await t.app.inject(url);
    expect(frameAncestorsOf(response.headers['content-security-policy'])).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives the share page the same frame-ancestors in its own, stricter policy', () => {
    expect(frameAncestorsOf(sharePagePolicy(t.ctx.config, '/w/abc'))).toBe(`'self' ${SHOP_SITE} ${OTHER_SHOP_SITE}`);
    expect(sharePagePolicy(t.ctx.config, '/w/abc')).toContain("default-src 'none'");
  });

  it('serves the loader to other sites with a day of cache, an ETag and its version', async () => {
    const response = await t.app.inject('/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('(()=>{})();');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-embed-version']).toBe('1');
    // Loaded by the shop's page, another origin: a same-origin resource policy would block it.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await t.app.inject({ url: '/embed.js', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('without EMBED_ORIGINS', () => {
  it('lets only this site frame the visitor pages (its /embed preview), the back office no one', async () => {
    const t = await createTestApp();
    try {
      expect(frameAncestorsOf((await t.app.inject('/')).headers['content-security-policy'])).toBe("'self'");
      expect(frameAncestorsOf((await t.app.inject('/admin')).headers['content-security-policy'])).toBe("'none'");
    } finally {
      await t.close();
    }
  });
});

describe('the EMBED_ORIGINS setting', () => {
  const load = (value: string) => loadConfig({ DATA_DIR: os.tmpdir(), EMBED_ORIGINS: value }).EMBED_ORIGINS;

  it('takes origins, comma-separated, in lower case and once each', () => {
    expect(load('https://Shop.example, http://127.0.0.1:8080/,https://shop.example')).toEqual([
      'https://shop.example',
      'http://127.0.0.1:8080',
    ]);
    expect(load('')).toEqual([]);
  });

  it.each([
    'shop.example',
    'https://shop.example/wraps',
    'https://*.shop.example',
    "https://shop.example 'unsafe-inline'",
    'ftp://shop.example',
    '*',
  ])('stops the start on %j with one line naming the setting', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/^Bad setting: EMBED_ORIGINS=.* must be origins like https:\/\/shop\.example/);
  });
});

describe('the host page a quote keeps', () => {
  it('keeps an http(s) page without its query or fragment', () => {
    expect(hostPageOf('https://www.shop.example/wraps/?utm=x&token=secret#top')).toBe('https://www.shop.example/wraps/');
    expect(hostPageOf('http://127.0.0.1:8123/host.html')).toBe('http://127.0.0.1:8123/host.html');
  });

  it.each([undefined, '', 'not a url', 'javascript:alert(1)', 'data:text/html,hi'])('keeps nothing of %j', (text) =>
    expect(hostPageOf(text)).toBeNull(),
  );

  it('keeps nothing of an address too long to be a page', () => {
    expect(hostPageOf(`https://shop.example/${'a'.repeat(600)}`)).toBeNull();
  });
});
