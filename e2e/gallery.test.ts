import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryPage } from '../src/domain/api';
import { MESSAGES } from '../src/domain/messages';
import { downloadedBytes, launchBrowser, openPage, startApp, type RunningApp } from './builtApp.testutil';
import { copyTemplateDatabase } from './databaseTemplate.testutil';
import { COMMITTED_PHOTOS } from '../src/server/carPhotos.testutil';

// Five photos, three looks each: pages of 6, 6 and 3. Sorted by name, the two larger photos
// are seeded last, so page 0 holds the heaviest previews (the fair case for the size budget).
const PHOTOS = [
  'grey-suv-front-forest-portrait.jpg',
  'silver-coupe-rear-road.jpg',
  'white-coupe-front34-road-portrait.jpg',
  'orange-coupe-front34-street.jpg',
  'white-supercar-front34-gravel.jpg',
];
const PAGE_IMAGE_BUDGET = 500 * 1024;

async function seededDataDir(): Promise<{ dataDir: string; photosDir: string }> {
  const [dataDir, photosDir] = await Promise.all([
    fs.mkdtemp(path.join(os.tmpdir(), 'wrap-gallery-')),
    fs.mkdtemp(path.join(os.tmpdir(), 'wrap-photos-')),
  ]);
  await Promise.all([
    copyTemplateDatabase(dataDir),
    ...PHOTOS.map((name) => fs.symlink(path.join(COMMITTED_PHOTOS.cars, name), path.join(photosDir, name))),
  ]);
  // The real seed command, against the data folder the app is then started on.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed-gallery.ts', '--from', photosDir, '--per-photo', '3'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return { dataDir, photosDir };
}

const cards = (page: Page) => page.locator('#gallery article');

async function openGallery(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
}

describe('gallery', () => {
  let seeded: RunningApp;
  let empty: RunningApp;
  let browser: Browser;
  let dirs: { dataDir: string; photosDir: string };
  beforeAll(async () => {
    // Each is kept as soon as it is there, so afterAll stops it even when another one failed.
    await Promise.all([
      seededDataDir().then(async (made) => {
        dirs = made;
        seeded = await startApp({ DATA_DIR: dirs.dataDir });
      }),
      startApp().then((app) => (empty = app)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    // The seed command renders 15 wraps: over 120 s on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all([seeded?.stop(), empty?.stop()]);
    if (dirs)
      await Promise.all([fs.rm(dirs.dataDir, { recursive: true, force: true }), fs.rm(dirs.photosDir, { recursive: true, force: true })]);
  });

  it('shows 6 cards a page, appends with Load More and ends with the end message; a page of images stays under 500 KB', async () => {
    const { page, errors } = await openPage(browser);
    const imageBytes: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/files/car-images/')) return;
      const sizes = await response.request().sizes();
      imageBytes.push({ url: response.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    await openGallery(page, seeded.url);
    await expect.poll(() => cards(page).count()).toBe(6);
    const first = cards(page).first();
    expect(await first.getByRole('heading').textContent()).toBeTruthy();
    expect(await first.getByText('Custom Vehicle').isVisible()).toBe(true);
    expect(await first.getByRole('list', { name: 'Wrap details' }).locator('li').count()).toBe(3);

    // Lazy images load as they come into view: bring each card in, then wait for all six.
    for (let i = 0; i < 6; i++) await cards(page).nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('#gallery article img')
          .evaluateAll(
            (imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBe(6);
    await expect.poll(() => imageBytes.length).toBe(6);
    const total = imageBytes.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `gallery page 0: 6 images, ${(total / 1024).toFixed(1)} KB transferred (largest ${(Math.max(...imageBytes.map((r) => r.bytes)) / 1024).toFixed(1)} KB)`,
    );
    expect(imageBytes.every((r) => r.url.endsWith('.webp'))).toBe(true);
    expect(total).toBeLessThan(PAGE_IMAGE_BUDGET);

    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.click();
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(await page.getByText(MESSAGES.galleryEnd).count()).toBe(0);
    await loadMore.click();
    await expect.poll(() => cards(page).count()).toBe(15);
    expect(await page.getByText(MESSAGES.galleryEnd).isVisible()).toBe(true);
    expect(await loadMore.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens the full-size view from the keyboard, moves with the arrows and closes with Escape', async () => {
    const { page } = await openPage(browser);
    await openGallery(page, seeded.url);
    await expect.poll(() => cards(page).count()).toBe(6);
    const names = await cards(page).getByRole('heading').allTextContents();
    const opener = cards(page)
      .first()
      .getByRole('button', { name: `View ${names[0]} full size` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const title = dialog.getByRole('heading');
    expect(await title.textContent()).toBe(names[0]);
    // The overlay shows the full PNG, not the thumbnail.
    await expect.poll(() => dialog.locator('img').getAttribute('src')).toMatch(/\.png$/);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => title.textContent()).toBe(names[1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => title.textContent()).toBe(names[2]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => title.textContent()).toBe(names[1]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the card of the wrap shown last.
    const current = cards(page)
      .nth(1)
      .getByRole('button', { name: `View ${names[1]} full size` });
    await expect.poll(() => current.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('downloads the full image as {wrap_name}-carwrap.png from the button shown on hover', async () => {
    const { page } = await openPage(browser);
    await openGallery(page, seeded.url);
    await expect.poll(() => cards(page).count()).toBe(6);
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent())!;
    const button = card.getByRole('link', { name: `Download ${name}` });
    const opacity = () => button.evaluate((el) => getComputedStyle(el).opacity);
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe('0');
    await card.hover();
    await expect.poll(opacity).toBe('1');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${name}-carwrap.png`);
    const file = await downloadedBytes(download);
    expect(file.subarray(1, 4).toString()).toBe('PNG');
  });

  it('always shows the download button on a touch screen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await openGallery(page, seeded.url);
      await expect.poll(() => cards(page).count()).toBe(6);
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const button = cards(page)
        .first()
        .getByRole('link', { name: /^Download / });
      await expect.poll(() => button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    } finally {
      await context.close();
    }
  });

  it('shows the placeholder photo when an image cannot be loaded', async () => {
    const { page } = await openPage(browser);
    const first = GalleryPage.parse(await (await page.request.get(`${seeded.url}/api/gallery?page=0`)).json()).items[0]!;
    await page.route(`**${first.thumbnailUrl}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openGallery(page, seeded.url);
    const img = cards(page).first().locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.getAttribute('src')).toBe('/gallery-placeholder.svg');
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    expect(await img.getAttribute('alt')).toBe(`${first.wrapName} wrap preview`);
    // Only the broken one: the next card shows its own thumbnail.
    expect(await cards(page).nth(1).locator('img').getAttribute('src')).toMatch(/\.webp$/);
  });

  it('shows the empty state when nothing was generated yet', async () => {
    const { page } = await openPage(browser);
    await openGallery(page, empty.url);
    await expect.poll(() => page.getByText(MESSAGES.galleryEmpty).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(await page.getByText(MESSAGES.galleryEnd).count()).toBe(0);
  });

  it('only logs a failed gallery fetch, showing the visitor nothing about it', async () => {
    const { page } = await openPage(browser);
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.route('**/api/gallery?page=0', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await openGallery(page, empty.url);
    await expect.poll(() => logged.some((text) => text.includes('Gallery could not be loaded'))).toBe(true);
    expect(await page.getByText(MESSAGES.galleryEmpty).count()).toBe(0);
    expect(await page.getByText('down').count()).toBe(0);
    expect(await cards(page).count()).toBe(0);
  });
});
