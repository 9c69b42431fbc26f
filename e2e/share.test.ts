import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARE_TEXT } from '../src/domain/share/shareTexts';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { PHOTO } from './wizardWalk.testutil';
import { openPage, SHOTS_DIR } from './builtApp.testutil';

/** Every `<meta property|name=... content=...>` of a page, entities decoded. */
function metaTags(html: string): Record<string, string> {
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags[m[1]!] = decode(m[2]!);
  return tags;
}

/** A finished wrap made through the API, as a visitor's would be. */
async function makeWrap(url: string): Promise<string> {
  const body = new FormData();
  body.append('email', 'share@example.com');
  body.append('color', 'royal-blue');
  body.append('finish', 'matte');
  body.append('style', 'solid-wrap');
  body.append('galleryConsent', 'true');
  body.append('image', new Blob([fs.readFileSync(PHOTO)], { type: 'image/jpeg' }), 'car.jpg');
  const created = await fetch(`${url}/api/wraps`, { method: 'POST', body });
  expect(created.status).toBe(202);
  const { requestId } = (await created.json()) as { requestId: string };
  const stage = async () => ((await (await fetch(`${url}/api/wraps/${requestId}`)).json()) as { stage: string }).stage;
  await vi.waitFor(async () => expect(await stage()).toMatch(/^(done|failed)$/), { timeout: 90_000, interval: 250 });
  expect(await stage()).toBe('done');
  return requestId;
}

describe('the share page /w/:id', () => {
  const running = useAppAndBrowser();
  let id: string;
  beforeAll(async () => {
    id = await makeWrap(running.app.url);
  });

  it('answers plain HTML with Open Graph tags whose URLs are absolute and load', async () => {
    const response = await fetch(`${running.app.url}/w/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const tags = metaTags(html);
    expect(tags['og:title']).toMatch(/^Royal Blue matte wrap — /);
    expect(tags['og:url']).toBe(`${running.app.url}/w/${id}`);
    expect(tags['og:image']).toMatch(new RegExp(`^${running.app.url}/files/car-images/[0-9a-f-]{36}\\.png$`));
    expect(tags['twitter:card']).toBe('summary_large_image');
    // A first result shared in the public gallery, so the page may be indexed.
    expect(tags.robots).toBeUndefined();
    expect(html).not.toMatch(/<script/i);
    const image = await fetch(tags['og:image']!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${running.app.url}/w/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  for (const width of [390, 1280]) {
    it(`renders the before and after and a way to make your own at ${width} px`, async () => {
      const { page, errors } = await openPage(running.browser, width, width < 600 ? 844 : 900);
      const response = await page.goto(`${running.app.url}/w/${id}`);
      expect(response?.status()).toBe(200);
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
      expect(await page.title()).toBe(ogTitle);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
      const images = page.locator('[data-testid=share-pair] img');
      expect(await images.count()).toBe(2);
      await expect
        .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.every((img) => img.complete && img.naturalWidth > 0)))
        .toBe(true);
      // The after is the display WebP's public copy (plates hidden), under a name of its own.
      expect(await images.nth(1).getAttribute('src')).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.webp$/);
      // On a phone the wrap comes first, the before photo under it; side by side, before then after.
      const [before, after] = await images.evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.getBoundingClientRect()));
      if (width < 600) {
        expect(after!.top).toBeLessThan(before!.top);
        expect(after!.top).toBeLessThan(844);
      } else expect(before!.left).toBeLessThan(after!.left);
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const cta = page.getByRole('link', { name: SHARE_TEXT.cta });
      const box = (await cta.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: path.join(SHOTS_DIR, `share-page-${width}.png`), fullPage: true });
      await cta.click();
      await page.waitForURL(`${running.app.url}/`);
      await page.getByRole('button', { name: 'Start Your Transformation' }).waitFor();
      expect(errors).toEqual([]);
    });
  }
});
