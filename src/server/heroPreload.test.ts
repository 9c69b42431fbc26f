import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroAfterPictures } from '../domain/gallery/heroPicture';
import { createTestApp, type TestApp } from './testApp.testutil';

// The home page's largest paint is the hero's picture: the served page names it, so the browser
// fetches it beside the script rather than after it.
describe('the hero picture named in the served home page', () => {
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
    const manifest = { 'features/home/assets/hero-after.webp': { file: 'assets/hero-after-abc123.webp' } };
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
