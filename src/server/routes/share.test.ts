import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrapJob } from '../../domain/api';
import { carWrapRequests, publicPictures } from '../db/schema';
import { DISPLAY_WIDTH } from '../image/displayImage';
import { followJob, orderFields, postWrap } from '../image/photoForm.testutil';
import { BUCKET } from '../storage/storage';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { insertFinishedWrap, insertGalleryWrap } from '../db/testData.testutil';

/** Every `<meta property|name=... content=...>` of a page, by its key (entities left as sent). */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags[m[1]!] = m[2]!;
  return tags;
}

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** A finished request as the generation flow leaves it, with real files; optionally in the gallery (public unless told). */
async function finishedWrap(
  t: TestApp,
  values: Partial<typeof carWrapRequests.$inferInsert> = {},
  inGallery = false,
  galleryConsent = true,
): Promise<string> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 60, b: 200 } } });
  const originalImageUrl = await t.ctx.storage.put(`${BUCKET}/${randomUUID()}.jpg`, await image.clone().jpeg().toBuffer(), 'image/jpeg');
  const { row } = await insertFinishedWrap(t.ctx.db, t.ctx.storage, {
    preview: await image.clone().png().toBuffer(),
    email: 'a@b.co',
    selectedWrapName: 'Custom: Royal Blue',
    wrapColor: 'royal-blue',
    originalImageUrl,
    ...values,
  });
  if (inGallery) await insertGalleryWrap(t.ctx.db, row, { wrapColor: 'Royal Blue', galleryConsent });
  return row.id;
}

describe('share page /w/:id', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-web-'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>the app</title>');
    t = await createTestApp({
      env: { AI_PROVIDER: 'local', BRAND_NAME: 'Wrap & <Roll> "Co"', TRUST_PROXY: 'true', ALLOWED_HOSTS: 'shop.test:8080,localhost:80' },
      app: { webRoot },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it('has the Open Graph and Twitter tags with absolute URLs from the request, and noindex when not in the gallery', async () => {
    const id = await finishedWrap(t, { styleType: 'racing-stripes' });
    const res = await t.app.inject({ url: `/w/${id}`, headers: { host: 'shop.test:8080', 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its own policy, stricter than the app's: no script at all.
    // Framed only by this site and the EMBED_ORIGINS (none here), like the other visitor pages.
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'self'$/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const tags = metaTags(res.body);
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id));
    expect(unescape(tags['og:title']!)).toBe('Royal Blue glossy racing stripes wrap — Wrap & <Roll> "Co"');
    expect(tags['og:url']).toBe(`https://shop.test:8080/w/${id}`);
    // The public copy of the result (plates hidden), never the result itself.
    const [copy] = await t.ctx.db.select().from(publicPictures).where(eq(publicPictures.sourceUrl, row!.wrappedImageUrl!));
    expect(tags['og:image']).toBe(`https://shop.test:8080${copy!.fullUrl}`);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:description']).toBeTruthy();
    expect(tags.robots).toBe('noindex');
    expect(res.body).toContain(`<title>Royal Blue glossy racing stripes wrap — Wrap &#38; &#60;Roll&#62; &#34;Co&#34;</title>`);
    // Before and after in the body, a way home, and no script at all.
    const [photoCopy] = await t.ctx.db.select().from(publicPictures).where(eq(publicPictures.sourceUrl, row!.originalImageUrl));
    expect(res.body).toContain(`src="${photoCopy!.displayUrl}"`);
    expect(res.body).toContain(`src="${copy!.displayUrl}"`);
    expect(res.body).toContain('href="/"');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('never takes a spoofed Host (or X-Forwarded-Host) into its links: an unlisted host gets the first listed one', async () => {
    const id = await finishedWrap(t);
    for (const headers of [{ host: 'evil.example' }, { host: 'shop.test:8080', 'x-forwarded-host': 'evil.example' }]) {
      const res = await t.app.inject({ url: `/w/${id}`, headers });
      expect(res.body).not.toContain('evil.example');
      expect(metaTags(res.body)['og:url']).toBe(`http://shop.test:8080/w/${id}`);
    }
  });

  it('links to this machine, never to the request, with neither PUBLIC_URL nor ALLOWED_HOSTS', async () => {
    const bare = await createTestApp({ env: { PORT: '3123' } });
    try {
      const id = await finishedWrap(bare);
      const res = await bare.app.inject({ url: `/w/${id}`, headers: { host: 'evil.example' } });
      expect(res.body).not.toContain('evil.example');
      expect(metaTags(res.body)['og:url']).toBe(`http://127.0.0.1:3123/w/${id}`);
    } finally {
      await bare.close();
    }
  });

  it('uses PUBLIC_URL for the absolute URLs when it is set', async () => {
    const p = await createTestApp({ env: { PUBLIC_URL: 'https://wraps.example.com/' } });
    try {
      const id = await finishedWrap(p);
      const tags = metaTags((await p.app.inject({ url: `/w/${id}`, headers: { host: 'internal:3000' } })).body);
      expect(tags['og:url']).toBe(`https://wraps.example.com/w/${id}`);
      expect(tags['og:image']).toMatch(/^https:\/\/wraps\.example\.com\/files\/car-images\/[0-9a-f-]{36}\.png$/);
    } finally {
      await p.close();
    }
  });

  it('is indexable when the wrap shown is the one in the public gallery', async () => {
    const id = await finishedWrap(t, {}, true);
    const tags = metaTags((await t.app.inject(`/w/${id}`)).body);
    expect(tags.robots).toBeUndefined();
    expect(tags['og:title']).toBeTruthy();
  });

  it('stays noindex when the visitor did not consent to the gallery, yet the link works', async () => {
    const id = await finishedWrap(t, {}, true, false);
    const res = await t.app.inject(`/w/${id}`);
    expect(res.statusCode).toBe(200);
    expect(metaTags(res.body).robots).toBe('noindex');
  });

  it('escapes whatever it puts in the page', async () => {
    const id = await finishedWrap(t, {
      wrapColor: '"><script>alert(1)</script>',
      selectedWrapName: 'Custom: "><script>alert(1)</script>',
      finishType: "x' onerror='y",
    });
    const res = await t.app.inject(`/w/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain("' onerror='");
    expect(res.body).not.toContain('"><script');
    expect(unescape(metaTags(res.body)['og:title']!)).toContain('"><script>alert(1)</script>');
  });

  it('answers the app 404 page for an unknown, malformed, unfinished or failed wrap', async () => {
    const rendering = await finishedWrap(t, { status: 'rendering', wrappedImageUrl: null });
    const failed = await finishedWrap(t, { status: 'failed' });
    const appNotFound = await t.app.inject('/no-such-page');
    expect(appNotFound.statusCode).toBe(404);
    expect(appNotFound.body).toMatch(/^<!doctype html><title>/);
    for (const id of [randomUUID(), 'not-a-uuid', rendering, failed]) {
      const res = await t.app.inject(`/w/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toBe(appNotFound.body);
    }
  });

  it('stores a display WebP beside each result, names it in the job, and keeps the PNG for download', async () => {
    const created = await postWrap(t.app, { ...orderFields, galleryConsent: 'true' });
    expect(created.statusCode).toBe(202);
    const { requestId } = created.json() as { requestId: string };
    const { events } = await followJob(t.app, requestId);
    const job = WrapJob.parse(events.at(-1));
    expect(job.stage).toBe('done');
    expect(job.displayUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}-display\.webp$/);

    const [webp, png] = await Promise.all([t.app.inject(job.displayUrl!), t.app.inject(job.imageUrl!)]);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const webpMeta = await sharp(webp.rawPayload).metadata();
    const pngMeta = await sharp(png.rawPayload).metadata();
    expect(webpMeta.format).toBe('webp');
    expect(pngMeta.format).toBe('png');
    expect(webpMeta.width).toBe(Math.min(DISPLAY_WIDTH, pngMeta.width!));
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length / 3);

    // Its share page shows a WebP, shares a PNG (public copies, plates hidden: never the visitor's own),
    // and is indexable: the first result is in the gallery, with consent.
    const page = await t.app.inject(`/w/${requestId}`);
    expect(page.body).toMatch(/src="\/files\/car-images\/[0-9a-f-]{36}\.webp"/);
    expect(page.body).not.toContain(job.displayUrl);
    expect(metaTags(page.body)['og:image']).toMatch(/^http:\/\/localhost:80\/files\/car-images\/[0-9a-f-]{36}\.png$/);
    expect(page.body).not.toContain(job.imageUrl);
    expect(metaTags(page.body).robots).toBeUndefined();

    // The featured list carries a "before" for the home page's hero: the photo's public copy.
    const featured = (await t.app.inject('/api/gallery/featured')).json() as { items: { originalUrl?: string | null }[] };
    expect(featured.items.some((item) => item.originalUrl && item.originalUrl !== job.originalUrl)).toBe(true);
  });

  it('names no WebP for a job that is not done', async () => {
    const id = await finishedWrap(t, { status: 'rendering', wrappedImageUrl: null });
    const job = WrapJob.parse((await t.app.inject(`/api/wraps/${id}`)).json());
    expect(job.displayUrl).toBeNull();
  });
});
