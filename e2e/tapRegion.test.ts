import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CreateWrapResponse, DetectResponse, WrapJob, type PaintLayer } from '../src/domain/api';
import { MESSAGES } from '../src/domain/messages';
import { BRUSH_TEXT } from '../src/domain/wizard/brushTexts';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { SHOTS_DIR } from './builtApp.testutil';
import { chooseWrap, PHOTO, startCustomBuild, wrapMyCar } from './wizardWalk.testutil';

/** Where to try a tap, as shares of the car's box: the door and bonnet of the committed SUV first. */
const CANDIDATES = [
  [0.82, 0.45],
  [0.36, 0.3],
  [0.7, 0.6],
  [0.55, 0.35],
  [0.25, 0.55],
] as const;

/** A tap that takes out fewer pixels than this is a sliver: too few to judge the result by. */
const ENOUGH = 1_500;

async function download(base: string, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, base));
  expect(response.ok, `GET ${url}`).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}

/** An image's RGB at the paint layer's size. */
const rgbAt = (source: Buffer, layer: PaintLayer) =>
  sharp(source).removeAlpha().resize(layer.width, layer.height, { fit: 'fill' }).raw().toBuffer();

/** Which pixels of the touch-up canvas carry the tint (the area to wrap): 1 a pixel, row-major. */
async function tint(canvas: Locator): Promise<Uint8Array> {
  const base64 = await canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let text = '';
    for (let i = 3; i < data.length; i += 4) text += data[i]! > 0 ? '\x01' : '\x00';
    return btoa(text);
  });
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

const count = (bits: Uint8Array) => bits.reduce((n, v) => n + v, 0);

/** Pixels within `r` (a square) of any set pixel: a dilation, row then column. */
function grow(bits: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint8Array(bits.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let d = -r; d <= r; d++)
        if (bits[y * width + Math.min(width - 1, Math.max(0, x + d))]) {
          rows[y * width + x] = 1;
          break;
        }
  const out = new Uint8Array(bits.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let d = -r; d <= r; d++)
        if (rows[Math.min(height - 1, Math.max(0, y + d)) * width + x]) {
          out[y * width + x] = 1;
          break;
        }
  return out;
}

/** Mean per-channel difference between two RGB pictures over the pixels `where` marks. */
function meanDifference(a: Buffer, b: Buffer, where: Uint8Array): { mean: number; pixels: number } {
  let sum = 0;
  let pixels = 0;
  where.forEach((on, i) => {
    if (!on) return;
    sum += (Math.abs(a[i * 3]! - b[i * 3]!) + Math.abs(a[i * 3 + 1]! - b[i * 3 + 1]!) + Math.abs(a[i * 3 + 2]! - b[i * 3 + 2]!)) / 3;
    pixels++;
  });
  return { mean: sum / pixels, pixels };
}

describe('tapping a part of the car out of the wrap', () => {
  const running = useAppAndBrowser();

  it('one tap with a finger takes a whole painted part out, the final result leaves it as in the photo, and a tap on the result puts it back', async () => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(running.app.url);

    const detected = page.waitForResponse('**/api/detect');
    await startCustomBuild(page, PHOTO);
    const layer = DetectResponse.parse(await (await detected).json()).paintLayer!;
    expect(layer).toBeDefined();
    const { width, height } = layer;
    const engine = await sharp(await download(running.app.url, layer.maskUrl))
      .extractChannel(0)
      .raw()
      .toBuffer();

    await page.getByRole('button', { name: BRUSH_TEXT.open }).click();
    const dialog = page.getByTestId('touch-up-dialog');
    const canvas = dialog.getByTestId('touch-up-canvas');
    await dialog.locator('[data-testid=touch-up-canvas][data-ready=true][data-regions-ready=true]').waitFor({ timeout: 30_000 });
    // Tapping parts is the first tool; the brush's two modes stay beside it.
    const tapParts = dialog.getByRole('button', { name: BRUSH_TEXT.regions });
    expect(await tapParts.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByRole('button', { name: BRUSH_TEXT.erase }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => dialog.getByTestId('regions-status').textContent()).toContain(BRUSH_TEXT.regionsHint);

    const before = await tint(canvas);
    await canvas.scrollIntoViewIfNeeded();
    const rect = (await canvas.boundingBox())!;
    const scale = rect.width / width;
    const undo = dialog.getByRole('button', { name: BRUSH_TEXT.undo });

    // A painted part big enough to judge: a tap that hits a sliver is undone and the next tried.
    let removed: Uint8Array | null = null;
    let tapped = { x: 0, y: 0 };
    for (const [fx, fy] of CANDIDATES) {
      const x = Math.round(layer.carBox.x + layer.carBox.w * fx);
      const y = Math.round(layer.carBox.y + layer.carBox.h * fy);
      if (engine[y * width + x]! < 200) continue;
      await page.touchscreen.tap(rect.x + (x + 0.5) * scale, rect.y + (y + 0.5) * scale);
      await expect.poll(() => undo.isEnabled()).toBe(true);
      const after = await tint(canvas);
      const out = before.map((v, i) => (v && !after[i] ? 1 : 0));
      const added = before.some((v, i) => !v && after[i]);
      if (!added && count(out) >= ENOUGH) {
        removed = out;
        tapped = { x, y };
        expect(await dialog.getByTestId('regions-status').textContent()).toContain(BRUSH_TEXT.regionRemoved);
        break;
      }
      await undo.click();
      expect(count(await tint(canvas))).toBe(count(before));
    }
    expect(removed, 'a tap on the body takes a part of it out').not.toBeNull();
    const taken = removed!;
    // One part of the car, not the car.
    expect(count(taken)).toBeLessThan(layer.carBox.w * layer.carBox.h * 0.1);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'tap-region-390.png') });

    // The keyboard taps too: Enter on the focused photo adds or takes out the part under its point.
    await canvas.focus();
    const tinted = count(await tint(canvas));
    await page.keyboard.press('Enter');
    await expect.poll(async () => count(await tint(canvas))).not.toBe(tinted);
    await undo.click();
    expect(count(await tint(canvas))).toBe(tinted);

    await dialog.getByRole('button', { name: BRUSH_TEXT.use }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('touched-up').waitFor();

    await chooseWrap(page, { color: 'Blue' });
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/wraps');
    const resultDialog = await wrapMyCar(page);
    const { requestId } = CreateWrapResponse.parse(await (await created).json());
    const job = WrapJob.parse(await (await fetch(`${running.app.url}/api/wraps/${requestId}`)).json());
    const [original, result] = await Promise.all([download(running.app.url, job.originalUrl!), download(running.app.url, job.imageUrl!)]);
    const [photo, wrapped] = await Promise.all([rgbAt(original, layer), rgbAt(result, layer)]);

    // Well inside the part taken out (its edge may be feathered), and well away from it on the body.
    const near = grow(taken, width, height, 12);
    const outside = grow(
      taken.map((v) => 1 - v),
      width,
      height,
      4,
    );
    const inside = taken.map((v, i) => (v && !outside[i] ? 1 : 0));
    const elsewhere = before.map((v, i) => (v && engine[i]! >= 200 && !near[i] ? 1 : 0));
    const unpainted = meanDifference(wrapped, photo, inside);
    const painted = meanDifference(wrapped, photo, elsewhere);
    expect(unpainted.pixels).toBeGreaterThan(500);
    expect(painted.pixels).toBeGreaterThan(5_000);
    expect(unpainted.mean, `the part tapped out is as in the photo: ${JSON.stringify({ unpainted, painted })}`).toBeLessThan(4);
    expect(painted.mean, `the rest of the car is wrapped: ${JSON.stringify({ unpainted, painted })}`).toBeGreaterThan(15);

    // On the result, the touch-up starts from the area the wrap was made on; a tap puts the part
    // back and the same wrap is made again with it painted.
    await resultDialog.getByRole('button', { name: BRUSH_TEXT.openOnResult, exact: true }).click();
    const again = page.getByTestId('touch-up-dialog');
    const againCanvas = again.getByTestId('touch-up-canvas');
    await again.locator('[data-testid=touch-up-canvas][data-ready=true][data-regions-ready=true]').waitFor({ timeout: 30_000 });
    const sent = await tint(againCanvas);
    expect(count(sent)).toBe(count(before) - count(taken));
    await againCanvas.scrollIntoViewIfNeeded();
    const box = (await againCanvas.boundingBox())!;
    const s = box.width / width;
    await page.touchscreen.tap(box.x + (tapped.x + 0.5) * s, box.y + (tapped.y + 0.5) * s);
    await expect.poll(async () => count(await tint(againCanvas))).toBeGreaterThan(count(sent));
    // The whole part comes back (with any of its pixels the engine had left out).
    const restored = await tint(againCanvas);
    expect(taken.every((v, i) => !v || restored[i] === 1)).toBe(true);
    await again.getByRole('button', { name: BRUSH_TEXT.use }).click();
    await again.waitFor({ state: 'detached' });
    await expect
      .poll(() => resultDialog.getByTestId('result-notice').textContent(), { timeout: 60_000 })
      .toContain(MESSAGES.wrapUpdated.title);
    // Another touch-up can follow once the wrap is updated.
    await expect.poll(() => resultDialog.getByRole('button', { name: BRUSH_TEXT.openOnResult, exact: true }).isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'tap-region-result-390.png') });
    const changed = WrapJob.parse(await (await fetch(`${running.app.url}/api/wraps/${requestId}`)).json());
    expect(changed.requestId).toBe(requestId);
    const repainted = await rgbAt(await download(running.app.url, changed.imageUrl!), layer);
    const back = meanDifference(repainted, photo, inside);
    expect(back.mean, `the part tapped back in is wrapped: ${JSON.stringify(back)}`).toBeGreaterThan(15);
    expect(errors).toEqual([]);
    await context.close();
  });
});
