import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FLOW_TEXT, MESSAGES } from '../src/domain/messages';
import { LOOKS_TEXT } from '../src/domain/looks/looksTexts';
import { watermarkBandHeight } from '../src/domain/watermark';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { fillWizard, wrapMyCar } from './wizardWalk.testutil';
import { downloadedBytes, openPage, SHOTS_DIR } from './builtApp.testutil';

/** Waits until the look preview shows the look whose key starts with `prefix`. */
async function waitForLook(page: Page, prefix: string) {
  await page.waitForFunction(
    (p) => document.querySelector<HTMLCanvasElement>('[data-testid=look-preview]')?.dataset.look?.startsWith(p) === true,
    prefix,
    { timeout: 30_000 },
  );
}

/** Share of the look preview's pixels that are clearly red. */
function redShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=look-preview]')!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 100 && data[i]! > data[i + 1]! * 2 && data[i]! > data[i + 2]! * 2) red++;
    return red / (data.length / 4);
  });
}

/**
 * A picture's bottom band (the watermark's height for its width) against the strip of the same
 * height just above it: how much darker it is, and its share of near-white pixels (the words).
 */
async function bottomBand(picture: Locator): Promise<{ darker: number; white: number }> {
  const rows = await picture.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const lum: number[] = [];
    const white: number[] = [];
    for (let y = 0; y < canvas.height; y++) {
      let sum = 0;
      let bright = 0;
      for (let x = 0; x < canvas.width; x++) {
        const i = (y * canvas.width + x) * 4;
        const l = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
        sum += l;
        if (l > 215) bright++;
      }
      lum.push(sum / canvas.width);
      white.push(bright / canvas.width);
    }
    return { width: canvas.width, lum, white };
  });
  const band = watermarkBandHeight(rows.width);
  const mean = (values: number[]) => values.reduce((a, v) => a + v, 0) / values.length;
  const inBand = rows.lum.slice(-band);
  const above = rows.lum.slice(-2 * band, -band);
  return { darker: mean(inBand) / mean(above), white: mean(rows.white.slice(-band)) };
}

/** Every change request the page posts, by its instructions. */
async function recordChanges(page: Page): Promise<() => string[]> {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/wraps\/[^/]+\/changes$/.test(request.url()))
      posted.push((JSON.parse(request.postData() ?? '{}') as { instructions: string }).instructions);
  });
  return () => posted;
}

describe('try another look from the result', () => {
  const running = useAppAndBrowser();

  for (const width of [390, 1280]) {
    it(`repaints the car from chips with no upload, keeps a strip, compares two, downloads one and makes one the wrap at ${width} px`, async () => {
      const { page, errors } = await openPage(running.browser, width, 900);
      const changes = await recordChanges(page);
      await page.goto(running.app.url);
      await fillWizard(page, { color: 'Blue', finish: 'Glossy', style: 'Solid Wrap' });
      const result = await wrapMyCar(page);
      const looks = result.getByTestId('try-looks');
      await looks.getByRole('heading', { name: LOOKS_TEXT.title }).waitFor();
      // The chips start at the look the wrap was made with.
      expect(await looks.getByRole('button', { name: 'Blue', exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(await looks.getByRole('button', { name: 'Glossy', exact: true }).getAttribute('aria-pressed')).toBe('true');

      // Every chip is in sight: the rows wrap rather than hide chips past the edge.
      const section = (await looks.boundingBox())!;
      const chips = await looks
        .getByRole('group')
        .getByRole('button')
        .evaluateAll((all) => all.map((b) => b.getBoundingClientRect()));
      expect(chips.length).toBeGreaterThan(20);
      for (const chip of chips) expect(chip.right).toBeLessThanOrEqual(section.x + section.width + 0.5);

      // No new upload: from here on the page posts no photo.
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && (r.postData() ?? '').includes('filename=')) uploads.push(r.url());
      });

      // Prepared before the first tap: the look the wrap was made with.
      await waitForLook(page, '#1d4ed8|glossy|solid-wrap');
      const blueStart = await redShare(page);
      await looks.getByRole('button', { name: 'Red', exact: true }).click();
      await waitForLook(page, '#c1121f|glossy|solid-wrap');
      await looks.getByRole('button', { name: 'Matte', exact: true }).click();
      await waitForLook(page, '#c1121f|matte|solid-wrap');
      await looks.getByRole('button', { name: 'Racing Stripes', exact: true }).click();
      await waitForLook(page, '#c1121f|matte|racing-stripes');

      // The recolour really changed the picture: the wrap went from blue to red (the desert's red
      // rocks are in both, so only the difference counts).
      expect((await redShare(page)) - blueStart).toBeGreaterThan(0.015);

      // A colour, a finish and a style chosen make one look in the strip (after the wrap itself),
      // not one a tap; a part chosen again starts the next look.
      const strip = looks.getByTestId('look-strip');
      const labels = () => strip.locator('li span').allTextContents();
      await expect.poll(labels, { timeout: 10_000 }).toEqual([LOOKS_TEXT.yourWrap, 'Red matte racing stripes']);
      await looks.getByRole('button', { name: 'Glossy', exact: true }).click();
      await waitForLook(page, '#c1121f|glossy|racing-stripes');
      await expect
        .poll(labels, { timeout: 10_000 })
        .toEqual([LOOKS_TEXT.yourWrap, 'Red matte racing stripes', 'Red glossy racing stripes']);
      await looks.getByRole('button', { name: 'Solid Wrap', exact: true }).click();
      await waitForLook(page, '#c1121f|glossy|solid-wrap');
      await expect.poll(labels, { timeout: 10_000 }).toEqual([LOOKS_TEXT.yourWrap, 'Red matte racing stripes', 'Red glossy']);

      // Compare two side by side: the wrap and the first look.
      await looks.getByRole('button', { name: LOOKS_TEXT.compare }).click();
      await looks.getByRole('button', { name: LOOKS_TEXT.pickToCompare(LOOKS_TEXT.yourWrap) }).click();
      await looks.getByRole('button', { name: LOOKS_TEXT.pickToCompare('Red matte racing stripes') }).click();
      const compare = looks.getByTestId('look-compare');
      await compare.waitFor();
      expect(await compare.locator('figcaption').allTextContents()).toEqual([LOOKS_TEXT.yourWrap, 'Red matte racing stripes']);
      // Both pictures carry the watermark: a darkened band at the bottom with white words on it.
      for (const picture of await compare.locator('img').all()) {
        const band = await bottomBand(picture);
        expect(band.darker).toBeLessThan(0.75);
        expect(band.white).toBeGreaterThan(0.003);
      }
      await page.screenshot({ path: path.join(SHOTS_DIR, `try-looks-compare-${width}.png`), fullPage: false });
      await looks.getByRole('button', { name: LOOKS_TEXT.compareDone }).click();

      // Each look downloads as the wrap itself does: a PNG of the same pixel size, named after the look.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        looks.getByRole('link', { name: LOOKS_TEXT.download('Red matte racing stripes'), exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('red-matte-racing-stripes-carwrap.png');
      const look = await sharp(await downloadedBytes(download)).metadata();
      const [wrapDownload] = await Promise.all([
        page.waitForEvent('download'),
        result.getByRole('link', { name: FLOW_TEXT.download, exact: true }).click(),
      ]);
      const wrap = await sharp(await downloadedBytes(wrapDownload)).metadata();
      expect(wrap.format).toBe('png');
      expect({ format: look.format, width: look.width, height: look.height }).toEqual({
        format: 'png',
        width: wrap.width,
        height: wrap.height,
      });
      expect(uploads).toEqual([]);

      // Going back to an earlier look from the strip shows it again, and adds no look.
      await looks.getByRole('button', { name: LOOKS_TEXT.pick('Red matte racing stripes') }).click();
      await waitForLook(page, '#c1121f|matte|racing-stripes');
      expect(await strip.locator('li').count()).toBe(3);

      // The chosen look becomes the wrap through a change request, and can then be quoted.
      await looks.getByRole('button', { name: LOOKS_TEXT.use }).click();
      await result.getByText(MESSAGES.wrapUpdated.title).waitFor({ timeout: 60_000 });
      expect(changes()).toEqual([LOOKS_TEXT.changeText('Red', 'Matte', 'Racing Stripes')]);
      expect(await result.getByRole('button', { name: FLOW_TEXT.getQuote }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
