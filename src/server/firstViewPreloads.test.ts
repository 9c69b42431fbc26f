import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroAfterPictures } from '../domain/gallery/heroPicture';
import { createTestApp, type TestApp } from './testApp.testutil';

// The home page's largest paint is the hero's picture: the served page names it, so the browser
// fetches it beside the script rather than after it; the same for the page's language's texts.
describe('what the first paint waits for, named in the served page', () => {
  let t: TestApp;
  let webRoot: string;
  const preload = '<link rel="preload" as="image" href="/assets/hero-after-abc123.webp" fetchpriority="high" />';
  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-web-'));
    await fs.writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>app</title></head><body></body></html>',
    );
    await fs.mkdir(path.join(webRoot, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-main.js', isEntry: true },
      'features/home/assets/hero-after.webp': { file: 'assets/hero-after-abc123.webp' },
      'shared/i18n/firstViewEnglish.ts': { file: 'assets/firstViewEnglish-en1.js', imports: ['index.html', '_messages.js'] },
      '_messages.js': { file: 'assets/messages-en2.js' },
      '../domain/i18n/firstView/de.ts': { file: 'assets/de-de1.js', imports: ['_describeChanges.js'] },
      '_describeChanges.js': { file: 'assets/describeChanges-de2.js' },
    };
    await fs.writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({ app: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it("preloads the project's own picture at high priority while the shop has picked none", async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(preload);
  });

  it('names it only in the home page', async () => {
    expect((await t.app.inject('/privacy')).body).not.toContain('rel="preload" as="image"');
    expect((await t.app.inject('/no/such/page')).body).not.toContain('rel="preload" as="image"');
  });

  // The app paints nothing before its language's texts are in: named in the page, they load with the script.
  const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it("names the page's language's texts and what they import, and only those", async () => {
    const english = await t.app.inject({ url: '/privacy', headers: { 'accept-language': 'en-GB' } });
    expect(modulePreloads(english.body)).toEqual(['/assets/firstViewEnglish-en1.js', '/assets/messages-en2.js']);
    const german = await t.app.inject({ url: '/', headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(modulePreloads(german.body)).toEqual(['/assets/de-de1.js', '/assets/describeChanges-de2.js']);
    expect(german.body).toContain(preload);
  });

  it("keeps Vite's manifest from visitors", async () => {
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('heroAfterPictures', () => {
  const item = { originalUrl: '/files/original.jpg', displayUrl: '/files/display.webp', thumbnailUrl: null, imageUrl: '/files/full.png' };

  it("lists the shop's pick's pictures best first, skipping missing ones", () => {
    expect(heroAfterPictures(item)).toEqual(['/files/display.webp', '/files/full.png']);
  });

  it('gives way to the own pair when the pick has no original photo', () => {
    expect(heroAfterPictures({ ...item, originalUrl: null })).toBeNull();
    expect(heroAfterPictures(null)).toBeNull();
  });
});
