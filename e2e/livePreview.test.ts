import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DetectResponse } from '../src/domain/api';
import { FLOW_TEXT } from '../src/domain/messages';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { PHOTO, startCustomBuild, wrapMyCar } from './wizardWalk.testutil';
import { animationsSettled, openDevicePage, SHOTS_DIR } from './builtApp.testutil';

/** What the page sent: every POST's multipart body measured in bytes, as the browser serialises it. */
interface Sent {
  url: string;
  bytes: number;
  fields: Record<string, string>;
  files: Array<{ name: string; size: number }>;
}

/** Wraps fetch before the app loads: each FormData body is measured by serialising it the same way. */
async function recordSentBytes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sent: Promise<Sent>[] };
    w.__sent = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = init?.body;
      if (body instanceof FormData) {
        const fields: Record<string, string> = {};
        const files: Array<{ name: string; size: number }> = [];
        for (const [key, value] of body.entries()) {
          if (value instanceof File) files.push({ name: key, size: value.size });
          else fields[key] = value;
        }
        w.__sent.push(new Response(body).arrayBuffer().then((b) => ({ url: String(input), bytes: b.byteLength, fields, files })));
      } else if (init?.body != null) {
        w.__sent.push(Promise.resolve({ url: String(input), bytes: new Blob([init.body as BlobPart]).size, fields: {}, files: [] }));
      }
      return original(input, init);
    };
  });
}

const sent = (page: Page) => page.evaluate(() => Promise.all((window as unknown as { __sent: Promise<Sent>[] }).__sent));

const canvas = (page: Page) => page.getByTestId('live-preview');

/** Waits until the preview canvas shows the look whose key starts with `prefix` ('original' for the photo). */
async function waitForLook(page: Page, prefix: string) {
  try {
    await page.waitForFunction(
      (p) => document.querySelector<HTMLCanvasElement>('[data-testid=live-preview]')?.dataset.look?.startsWith(p) === true,
      prefix,
      { timeout: 30_000 },
    );
  } catch (error) {
    const shown = await canvas(page)
      .getAttribute('data-look')
      .catch(() => 'no canvas');
    throw new Error(`the preview never showed ${prefix}: it shows ${shown}; console: ${JSON.stringify(consoleOf.get(page) ?? [])}`, {
      cause: error,
    });
  }
}

/** The page's console warnings and errors, for the message of a failed wait. */
const consoleOf = new WeakMap<Page, string[]>();

/** Keeps the canvas's current pixels in the page, to compare the next frame with. */
async function snapshot(page: Page) {
  await canvas(page).evaluate((c: HTMLCanvasElement) => {
    (window as unknown as { __frame: Uint8ClampedArray }).__frame = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
  });
}

/**
 * Pixels that changed since the snapshot, inside the car's box and well outside it (the box grown
 * by 3% of the picture and 3 px), the box given in the paint layer's pixels.
 */
async function changedSince(page: Page, layer: NonNullable<DetectResponse['paintLayer']>) {
  return canvas(page).evaluate(
    (c: HTMLCanvasElement, { box, layerWidth }) => {
      const before = (window as unknown as { __frame: Uint8ClampedArray }).__frame;
      const now = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const s = c.width / layerWidth;
      const [x0, y0, x1, y1] = [box.x * s, box.y * s, (box.x + box.w) * s, (box.y + box.h) * s];
      const margin = 0.03 * c.width + 3;
      let inside = 0;
      let insideTotal = 0;
      let outside = 0;
      let outsideTotal = 0;
      for (let y = 0; y < c.height; y++) {
        for (let x = 0; x < c.width; x++) {
          const i = (y * c.width + x) * 4;
          const moved =
            Math.abs(now[i]! - before[i]!) + Math.abs(now[i + 1]! - before[i + 1]!) + Math.abs(now[i + 2]! - before[i + 2]!) > 0;
          if (x >= x0 && x < x1 && y >= y0 && y < y1) {
            insideTotal++;
            if (moved) inside++;
          } else if (x < x0 - margin || x >= x1 + margin || y < y0 - margin || y >= y1 + margin) {
            outsideTotal++;
            if (moved) outside++;
          }
        }
      }
      return { inside: inside / insideTotal, outside, outsideTotal, width: c.width };
    },
    { box: layer.carBox, layerWidth: layer.width },
  );
}

/** The canvas is on screen: below the sticky header, above the fold. */
async function previewInView(page: Page) {
  const box = (await canvas(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 56 && box.y + box.height <= viewport.height && box.height > 80;
}

describe('the live preview while choosing, and the photo uploaded once', () => {
  const running = useAppAndBrowser();

  for (const width of [1280, 390]) {
    const phone = width < 600;
    it(`repaints the car, and only the car, on ${phone ? 'tap' : 'hover'} at ${width} px; the photo goes up once`, async () => {
      const { page, errors } = await openDevicePage(running.browser, width);
      const messages: string[] = [];
      consoleOf.set(page, messages);
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') messages.push(m.text());
      });
      await recordSentBytes(page);
      await page.goto(running.app.url);

      const detected = page.waitForResponse('**/api/detect');
      await startCustomBuild(page, PHOTO);
      const found = DetectResponse.parse(await (await detected).json());
      const layer = found.paintLayer!;
      expect(layer).toBeDefined();
      await waitForLook(page, 'original');
      await snapshot(page);
      const red = page.getByRole('button', { name: 'Red', exact: true });

      if (phone) {
        // A tap: the finger's pointer enters the swatch (preview), then the tap chooses it.
        await red.tap();
      } else {
        await red.hover();
      }
      await waitForLook(page, '#c1121f|glossy|solid-wrap');
      const painted = await changedSince(page, layer);
      expect(painted.inside, 'a good part of the car is repainted').toBeGreaterThan(0.15);
      expect(painted.outside, 'nothing well outside the car changes').toBe(0);
      expect(painted.outsideTotal).toBeGreaterThan(1000);
      await animationsSettled(page);
      await page.screenshot({ path: path.join(SHOTS_DIR, `live-preview-colour-${width}.png`) });

      if (!phone) {
        // Leaving the swatch shows the photo again; choosing keeps the colour on it.
        await page.mouse.move(5, 5);
        await waitForLook(page, 'original');
        await red.click();
        await waitForLook(page, '#c1121f|glossy|solid-wrap');
      }

      // The finish step: the chosen red, now matte under the pointer or finger.
      await snapshot(page);
      const matte = page.getByRole('button', { name: /^Matte/ });
      if (phone) await matte.tap();
      else await matte.hover();
      await waitForLook(page, '#c1121f|matte|solid-wrap');
      const refinished = await changedSince(page, layer);
      expect(refinished.inside).toBeGreaterThan(0.05);
      expect(refinished.outside).toBe(0);
      if (!phone) await matte.click();

      // The style step, scrolled to: racing stripes on the car, the preview still in view.
      const stripes = page.getByRole('button', { name: /^Racing Stripes/ });
      await stripes.scrollIntoViewIfNeeded();
      await snapshot(page);
      if (phone) await stripes.tap();
      else await stripes.hover();
      await waitForLook(page, '#c1121f|matte|racing-stripes');
      const striped = await changedSince(page, layer);
      expect(striped.inside).toBeGreaterThan(0.005);
      expect(striped.outside).toBe(0);
      expect(await previewInView(page), 'the preview stays in view while choosing').toBe(true);
      await animationsSettled(page);
      await page.screenshot({ path: path.join(SHOTS_DIR, `live-preview-style-${width}.png`) });
      if (!phone) await stripes.click();
      await page.getByRole('textbox', { name: FLOW_TEXT.emailLabel }).fill('live@example.com');
      await wrapMyCar(page);

      // Upload once: the photo's bytes went up with the photo step only; the order names it.
      const posts = await sent(page);
      const withPhoto = posts.filter((p) => p.files.length > 0);
      expect(withPhoto.map((p) => p.url)).toEqual(['/api/photos']);
      const photoBytes = withPhoto[0]!.files[0]!.size;
      expect(photoBytes).toBeGreaterThan(20_000);
      const order = posts.find((p) => p.url === '/api/wraps')!;
      expect(order.fields).toMatchObject({ photoId: found.photoId, color: 'red', finish: 'matte', style: 'racing-stripes' });
      expect(order.files).toEqual([]);
      expect(order.bytes).toBeLessThan(2_000);
      const total = posts.reduce((sum, p) => sum + p.bytes, 0);
      expect(total, 'every byte the page sent: the photo once and a little more').toBeLessThan(photoBytes + 4_000);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('falls back to sending the photo with the order when the photo step could not answer', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await recordSentBytes(page);
    // Neither the photo's own upload nor the detection answers: the order carries the photo.
    for (const step of ['**/api/photos', '**/api/detect']) await page.route(step, (route) => route.abort('connectionrefused'));
    await page.goto(running.app.url);
    await startCustomBuild(page, PHOTO);
    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    await page.getByRole('button', { name: /^Glossy/ }).click();
    await page.getByRole('button', { name: /^Solid Wrap/ }).click();
    await page.getByRole('textbox', { name: FLOW_TEXT.emailLabel }).fill('offline@example.com');
    await wrapMyCar(page);
    const order = (await sent(page)).find((p) => p.url === '/api/wraps')!;
    expect(order.fields.photoId).toBeUndefined();
    expect(order.files.map((f) => f.name)).toEqual(['image']);
    expect(await canvas(page).getAttribute('data-look')).toBeNull();
    await page.context().close();
  });
});
