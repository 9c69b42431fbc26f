import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from './db/schema';
import { createTestApp, type TestApp } from './testApp.testutil';

describe('app shell', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-web-'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    t = await createTestApp({ app: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it('reports the local engine as ready with no key configured', async () => {
    const res = await t.app.inject('/api/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ready: true, provider: 'local' });
  });

  it('serves the page at / and the same page with status 404 elsewhere', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/^<!doctype html><title>[^<]+<\/title>/);
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(home.body);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('serves stored files with long cache headers', async () => {
    const url = await t.ctx.storage.put('car-images/abc.png', Buffer.from('png'), 'image/png');
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  // Scripts come only from this site; only the visitor's pages may be framed (embed/framing.test.ts).
  const policyOf = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );

  it.each(['/no/such/page', '/api/status', '/api/gallery', '/api/nothing-here'])(
    '%s cannot be framed and runs only this site’s scripts',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(policyOf(response.headers['content-security-policy'])).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'connect-src': "'self' blob:",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
      });
      // Plain http stays usable unless the shop turns HSTS on.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    },
  );

  it('lets e-mails and other sites show the stored images', async () => {
    const url = await t.ctx.storage.put('car-images/headers.png', Buffer.from('png'), 'image/png');
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject('/api/status')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('security headers with HSTS=true', () => {
  it('asks browsers to keep to HTTPS for a year when HSTS=true', async () => {
    const secure = await createTestApp({ env: { HSTS: 'true' } });
    try {
      const response = await secure.app.inject('/api/status');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('status with OpenAI', () => {
  it('says openai when the key is in the api_keys table, and never sends the key', async () => {
    const t = await createTestApp({ env: { AI_PROVIDER: 'auto' } });
    try {
      await t.ctx.db.insert(apiKeys).values({ serviceName: 'openai', apiKey: 'sk-test-secret-value' });
      const res = await t.app.inject('/api/status');
      expect(res.json()).toMatchObject({ ready: true, provider: 'openai' });
      expect(res.body).not.toContain('sk-test-secret-value');
    } finally {
      await t.close();
    }
  });

  it('is not ready when openai is required and no key exists', async () => {
    const t = await createTestApp({ env: { AI_PROVIDER: 'openai' } });
    try {
      expect((await t.app.inject('/api/status')).json()).toMatchObject({ ready: false, provider: null });
    } finally {
      await t.close();
    }
  });
});
