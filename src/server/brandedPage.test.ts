import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watermarkText } from './image/watermark';
import { createTestApp, type TestApp } from './testApp.testutil';

const BRAND = 'Wraps "R" <Us> & Co';

describe('one brand everywhere: BRAND_NAME', () => {
  let test: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    // The page as Vite builds it, without building: the served copy is what is under test.
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'branded-page-'));
    await fs.copyFile(path.resolve('src/web/index.html'), path.join(webRoot, 'index.html'));
    test = await createTestApp({ env: { BRAND_NAME: BRAND }, app: { webRoot } });
  });
  afterAll(async () => {
    await test?.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it('names the shop in the served page title and header source, escaped, with the CSP as strict as before', async () => {
    for (const url of ['/', '/privacy', '/no-such-page']) {
      const page = await test.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<title>Wraps &#34;R&#34; &#60;Us&#62; &#38; Co: see your car wrapped before you buy</title>');
      expect(page.body).toContain('<meta name="application-name" content="Wraps &#34;R&#34; &#60;Us&#62; &#38; Co" />');
      // The words the browser signs a tried look with: the server's watermark, escaped the same way.
      expect(page.body).toMatch(/<meta name="wrap-watermark" content="Wraps &#34;R&#34; &#60;Us&#62; &#38; Co( \u00b7 [^"]+)?" \/>/);
      expect(page.body).not.toContain(BRAND);
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    }
  });

  it('signs the preview watermark with the shop name and site, on one line', () => {
    expect(watermarkText({ BRAND_NAME: 'Kwik\r\nWraps', BRAND_SITE: 'kwik.example' })).toBe('Kwik Wraps \u00b7 kwik.example');
    expect(watermarkText({ BRAND_NAME: 'WrapStudio', BRAND_SITE: '' })).toBe('WrapStudio');
  });
});
