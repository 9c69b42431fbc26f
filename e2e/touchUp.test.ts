import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CreateWrapResponse, DetectResponse, WrapJob, type PaintLayer } from '../src/domain/api';
import { FLOW_TEXT } from '../src/domain/messages';
import { BRUSH_TEXT } from '../src/domain/wizard/brushTexts';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { chooseWrap, PHOTO, startCustomBuild, wrapMyCar } from './wizardWalk.testutil';
import { animationsSettled, openDevicePage, SHOTS_DIR } from './builtApp.testutil';

interface Point {
  x: number;
  y: number;
}

/** An image's RGB at the paint layer's size, decoded on the test's side. */
async function rgbAt(source: Buffer, layer: PaintLayer): Promise<Buffer> {
  return sharp(source).removeAlpha().resize(layer.width, layer.height, { fit: 'fill' }).raw().toBuffer();
}

async function download(base: string, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, base));
  expect(response.ok, `GET ${url}`).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}

/** Distance from a pixel's centre to the segment a..b. */
function toSegment(x: number, y: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

/**
 * Mean per-channel difference between two pictures of the photo, in the part of the engine's
 * area the brush erased (well inside the stroke) and in the part it left painted (well away).
 */
function difference(a: Buffer, b: Buffer, engine: Buffer, layer: PaintLayer, stroke: { from: Point; to: Point; radius: number }) {
  const sums = { erased: 0, erasedN: 0, painted: 0, paintedN: 0 };
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const i = y * layer.width + x;
      if (engine[i]! < 200) continue;
      const d = toSegment(x + 0.5, y + 0.5, stroke.from, stroke.to);
      const diff =
        (Math.abs(a[i * 3]! - b[i * 3]!) + Math.abs(a[i * 3 + 1]! - b[i * 3 + 1]!) + Math.abs(a[i * 3 + 2]! - b[i * 3 + 2]!)) / 3;
      if (d < stroke.radius - 6) {
        sums.erased += diff;
        sums.erasedN++;
      } else if (d > stroke.radius + 30) {
        sums.painted += diff;
        sums.paintedN++;
      }
    }
  }
  return {
    erased: sums.erased / sums.erasedN,
    painted: sums.painted / sums.paintedN,
    erasedPixels: sums.erasedN,
    paintedPixels: sums.paintedN,
  };
}

interface Part {
  name: string;
  fileName?: string;
  type?: string;
  size?: number;
  base64?: string;
}

/**
 * Keeps the parts of every wrap request the page sends, in order, with the paint mask's bytes:
 * Chromium's request events leave a FormData body's files out.
 */
async function recordWrapParts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __wrapParts: Promise<Part[]>[] };
    w.__wrapParts = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = init?.body;
      if (body instanceof FormData && String(input) === '/api/wraps') {
        const parts = [...body.entries()].map(async ([name, value]): Promise<Part> => {
          if (typeof value === 'string') return { name };
          const bytes = new Uint8Array(await value.arrayBuffer());
          let binary = '';
          for (const b of bytes) binary += String.fromCharCode(b);
          return {
            name,
            fileName: value.name,
            type: value.type,
            size: value.size,
            ...(name === 'paintMask' ? { base64: btoa(binary) } : {}),
          };
        });
        w.__wrapParts.push(Promise.all(parts));
      }
      return original(input, init);
    };
  });
}

const wrapParts = (page: Page) => page.evaluate(() => Promise.all((window as unknown as { __wrapParts: Promise<Part[]>[] }).__wrapParts));

/** Pixels of the touch-up canvas that carry the tint (the area to wrap). */
function tinted(page: Page): Promise<number> {
  return page.getByTestId('touch-up-canvas').evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
}

/** A drag from a to b (screen pixels): a finger on a phone, the mouse on a desktop. */
async function drag(page: Page, a: Point, b: Point, touch: boolean) {
  const steps = 12;
  const at = (k: number) => ({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps });
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    for (let k = 1; k <= steps; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(k)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let k = 1; k <= steps; k++) await page.mouse.move(at(k).x, at(k).y);
  await page.mouse.up();
}

describe('the touch-up brush', () => {
  const running = useAppAndBrowser();

  for (const width of [390, 1280]) {
    const phone = width < 600;
    it(`erases part of the area to wrap with ${phone ? 'a finger' : 'the mouse'} at ${width} px: the live preview and the result leave it as it is`, async () => {
      const { page, errors } = await openDevicePage(running.browser, width);
      await recordWrapParts(page);
      await page.goto(running.app.url);

      const detected = page.waitForResponse('**/api/detect');
      await startCustomBuild(page, PHOTO);
      const layer = DetectResponse.parse(await (await detected).json()).paintLayer!;
      expect(layer).toBeDefined();
      const engine = await sharp(await download(running.app.url, layer.maskUrl))
        .extractChannel(0)
        .raw()
        .toBuffer();

      // The button beside the photo opens the brush, lazily loaded, on the engine's area.
      const open = page.getByRole('button', { name: BRUSH_TEXT.open });
      const openBox = (await open.boundingBox())!;
      expect(openBox.height).toBeGreaterThanOrEqual(44);
      await open.click();
      const dialog = page.getByTestId('touch-up-dialog');
      const canvas = dialog.getByTestId('touch-up-canvas');
      await dialog.locator('[data-testid=touch-up-canvas][data-ready=true]').waitFor({ timeout: 15_000 });
      const before = await tinted(page);
      expect(before).toBeGreaterThan(layer.carBox.w * layer.carBox.h * 0.1);
      expect(await dialog.getByRole('button', { name: BRUSH_TEXT.undo }).isDisabled()).toBe(true);

      const erase = dialog.getByRole('button', { name: BRUSH_TEXT.erase });
      await erase.click();
      expect(await erase.getAttribute('aria-pressed')).toBe('true');
      expect(await dialog.getByRole('button', { name: BRUSH_TEXT.paint }).getAttribute('aria-pressed')).toBe('false');
      const size = dialog.getByRole('slider', { name: BRUSH_TEXT.size });
      const radius = Number(await size.getAttribute('max'));
      await size.fill(String(radius));

      // One stroke across the left part of the car, halfway down, with the largest brush.
      const box = layer.carBox;
      const stroke = {
        from: { x: box.x + box.w * 0.05, y: box.y + box.h * 0.55 },
        to: { x: box.x + box.w * 0.4, y: box.y + box.h * 0.55 },
        radius,
      };
      await canvas.scrollIntoViewIfNeeded();
      const rect = (await canvas.boundingBox())!;
      const scale = rect.width / layer.width;
      const onScreen = (p: Point) => ({ x: rect.x + p.x * scale, y: rect.y + p.y * scale });
      await drag(page, onScreen(stroke.from), onScreen(stroke.to), phone);
      await expect.poll(() => tinted(page)).toBeLessThan(before * 0.9);
      const erased = await tinted(page);

      // Undo and Reset go back to the engine's area; undoing the reset brings the stroke back.
      await dialog.getByRole('button', { name: BRUSH_TEXT.undo }).click();
      expect(await tinted(page)).toBe(before);
      await drag(page, onScreen(stroke.from), onScreen(stroke.to), phone);
      expect(Math.abs((await tinted(page)) - erased)).toBeLessThan(before * 0.005);
      const redrawn = await tinted(page);
      await dialog.getByRole('button', { name: BRUSH_TEXT.reset }).click();
      expect(await tinted(page)).toBe(before);
      await dialog.getByRole('button', { name: BRUSH_TEXT.undo }).click();
      expect(await tinted(page)).toBe(redrawn);
      expect(await dialog.getByRole('button', { name: BRUSH_TEXT.reset }).isEnabled()).toBe(true);
      await animationsSettled(page);
      await page.screenshot({ path: path.join(SHOTS_DIR, `touchup-${width}.png`) });

      await dialog.getByRole('button', { name: BRUSH_TEXT.use }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('touched-up').waitFor();
      // The engine's outline and "We found your car" no longer say what gets wrapped.
      expect(await page.getByTestId('car-outline').count()).toBe(0);
      expect(await page.locator('figcaption').textContent()).toBe(FLOW_TEXT.livePreview);
      await page.screenshot({ path: path.join(SHOTS_DIR, `touchup-note-${width}.png`) });

      // The live preview follows the brush: once a colour is chosen, the erased part keeps the photo.
      await chooseWrap(page, { color: 'Blue' });
      await page.waitForFunction(
        () => document.querySelector<HTMLCanvasElement>('[data-testid=live-preview]')?.dataset.look?.startsWith('#') === true,
        null,
        { timeout: 30_000 },
      );
      const live = await page.getByTestId('live-preview').evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
      const photo = await rgbAt(fs.readFileSync(PHOTO), layer);
      const livePreview = difference(await rgbAt(Buffer.from(live.split(',')[1]!, 'base64'), layer), photo, engine, layer, stroke);
      expect(livePreview.erasedPixels).toBeGreaterThan(1_000);
      expect(livePreview.paintedPixels).toBeGreaterThan(1_000);
      expect(livePreview.erased, JSON.stringify(livePreview)).toBeLessThan(livePreview.painted / 4);

      // The wrap request carries the touched-up area; the result is painted there only.
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/wraps');
      await wrapMyCar(page);
      const { requestId } = CreateWrapResponse.parse(await (await created).json());
      const [parts] = await wrapParts(page);
      expect(parts!.map((p) => p.name)).toEqual([
        'email',
        'color',
        'finish',
        'style',
        'galleryConsent',
        'photoId',
        'fileName',
        'paintMask',
      ]);
      const mask = parts!.find((p) => p.name === 'paintMask')!;
      expect(mask).toMatchObject({ fileName: 'paint-mask.png', type: 'image/png' });
      expect(mask.size).toBeLessThan(512 * 1024);
      // Binary, at the paint layer's size, and without the erased stroke.
      const sent = await sharp(Buffer.from(mask.base64!, 'base64')).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      expect([sent.info.width, sent.info.height]).toEqual([layer.width, layer.height]);
      expect(sent.data.every((v) => v === 0 || v === 255)).toBe(true);
      const wrapped = sent.data.reduce((n, v) => n + (v === 255 ? 1 : 0), 0);
      expect(wrapped).toBe(redrawn);
      const job = WrapJob.parse(await (await fetch(`${running.app.url}/api/wraps/${requestId}`)).json());
      const [original, result] = await Promise.all([download(running.app.url, job.originalUrl!), download(running.app.url, job.imageUrl!)]);
      const final = difference(await rgbAt(result, layer), await rgbAt(original, layer), engine, layer, stroke);
      expect(final.erasedPixels).toBeGreaterThan(1_000);
      expect(final.erased, `the erased part is left as it is: ${JSON.stringify(final)}`).toBeLessThan(4);
      expect(final.painted, `the rest of the car is wrapped: ${JSON.stringify(final)}`).toBeGreaterThan(15);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
