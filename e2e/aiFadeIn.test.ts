import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { DetectResponse, WrapJob, type PaintLayer } from '../src/domain/api';
import { FLOW_TEXT } from '../src/domain/messages';
import { LOCAL_COUNTDOWN_SECONDS } from '../src/domain/timeline/processingTimeline';
import { useAppWithOpenAi } from './appAndBrowser.testutil';
import { chooseWrap, startCustomBuild } from './wizardWalk.testutil';
import { animationsSettled, openPage, SHOTS_DIR } from './builtApp.testutil';

/**
 * With an AI provider (the OpenAI stand-in: an HTTP server speaking its API, answering slowly),
 * the processing dialog shows the visitor's own photo in their look, painted in the browser, and
 * the result fades the AI picture in over that look. Past the day's AI budget the local engine
 * answers: the countdown follows it, and its picture is shown as it is.
 */

// Not key-shaped on purpose (no sk- prefix), so secret scanners stay quiet.
const KEY = 'test-openai-key-fade-in-DO-NOT-LEAK';
/** The stand-in's pictures: a colour no look in the wizard has. */
const AI_COLOR = '#ff00cc';
/** How long the stand-in takes over the picture: long enough to watch the processing dialog. */
const AI_MS = 3000;

/** expect.poll with room for a 2-core machine (its default is 1 s). */
function eventually<T>(fn: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(fn, { timeout, interval: 100 });
}

/**
 * Records, on every animation frame, the opacity of the result's picture and whether the look
 * sits under it, and whether an opacity transition on it ran to its end: the browser says so
 * itself, so a half-second fade is seen however busy the machine is. Also whether the processing
 * dialog ever showed a look, for a page that must never paint one.
 */
async function recordResultPicture(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __picture: Array<{ opacity: number; lookUnder: boolean }>; __faded: boolean; __lookSeen: boolean };
    w.__picture = [];
    w.__faded = false;
    w.__lookSeen = false;
    document.addEventListener(
      'transitionend',
      (event) => {
        const target = event.target as Element | null;
        if (event.propertyName === 'opacity' && target?.matches('[data-testid=result-picture]')) w.__faded = true;
      },
      true,
    );
    const sample = () => {
      if (document.querySelector('[data-testid=processing-look]')) w.__lookSeen = true;
      const img = document.querySelector<HTMLImageElement>('[data-testid=result-picture]');
      if (img)
        w.__picture.push({
          opacity: Number(getComputedStyle(img).opacity),
          lookUnder: document.querySelector('[data-testid=result-look-first]') !== null,
        });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const pictureSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __picture: Array<{ opacity: number; lookUnder: boolean }> }).__picture);

/**
 * Share of the car's box (the paint layer's, scaled to the canvas) whose pixels differ from the
 * photo drawn at the same size, and the same share well outside the box.
 */
async function lookAgainstPhoto(page: Page, layer: PaintLayer) {
  return page.getByTestId('processing-look').evaluate(
    async (c: HTMLCanvasElement, { box, layerWidth }) => {
      const photo = c.parentElement!.querySelector('img')!;
      await photo.decode();
      const plain = new OffscreenCanvas(c.width, c.height).getContext('2d')!;
      plain.drawImage(photo, 0, 0, c.width, c.height);
      const before = plain.getImageData(0, 0, c.width, c.height).data;
      const now = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const s = c.width / layerWidth;
      const [x0, y0, x1, y1] = [box.x * s, box.y * s, (box.x + box.w) * s, (box.y + box.h) * s];
      const margin = 0.05 * c.width;
      const counts = { inside: 0, insideTotal: 0, outside: 0, outsideTotal: 0 };
      for (let y = 0; y < c.height; y++) {
        for (let x = 0; x < c.width; x++) {
          const i = (y * c.width + x) * 4;
          const moved =
            Math.abs(now[i]! - before[i]!) + Math.abs(now[i + 1]! - before[i + 1]!) + Math.abs(now[i + 2]! - before[i + 2]!) > 60;
          if (x >= x0 && x < x1 && y >= y0 && y < y1) {
            counts.insideTotal++;
            if (moved) counts.inside++;
          } else if (x < x0 - margin || x >= x1 + margin || y < y0 - margin || y >= y1 + margin) {
            counts.outsideTotal++;
            if (moved) counts.outside++;
          }
        }
      }
      return { inside: counts.inside / counts.insideTotal, outside: counts.outside / Math.max(1, counts.outsideTotal) };
    },
    { box: layer.carBox, layerWidth: layer.width },
  );
}

/** Share of the car's box that is the stand-in's colour, in the image `testId` names (at its own pixels). */
async function shareOfAiColour(page: Page, testId: string, layer: PaintLayer) {
  return page.getByTestId(testId).evaluate(
    async (img: HTMLImageElement, { box, layerWidth }) => {
      await img.decode();
      const [w, h] = [img.naturalWidth, img.naturalHeight];
      const context = new OffscreenCanvas(w, h).getContext('2d')!;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, w, h).data;
      const s = w / layerWidth;
      let hits = 0;
      let total = 0;
      for (let y = Math.floor(box.y * s); y < (box.y + box.h) * s; y++) {
        for (let x = Math.floor(box.x * s); x < (box.x + box.w) * s; x++) {
          const i = (y * w + x) * 4;
          total++;
          if (data[i]! > 200 && data[i + 1]! < 90 && data[i + 2]! > 150) hits++;
        }
      }
      return hits / total;
    },
    { box: layer.carBox, layerWidth: layer.width },
  );
}

/** Steps 0..5 with Blue glossy solid; the detect answer's paint layer. */
async function fillWizardFor(page: Page): Promise<PaintLayer> {
  // The photo step's segmentation: seconds alone, longer on a busy machine (a limit, not a goal).
  const detected = page.waitForResponse('**/api/detect', { timeout: 90_000 });
  await startCustomBuild(page);
  const layer = DetectResponse.parse(await (await detected).json()).paintLayer!;
  expect(layer).toBeDefined();
  await chooseWrap(page);
  return layer;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS_DIR, name) });
}

describe('with an AI provider: the local look while the AI picture renders, then a fade', () => {
  // Every wrap here comes from one address: the per-client AI cap (tested in clientLimits) stays out of the way.
  const running = useAppWithOpenAi({ apiKey: KEY, pictureColor: AI_COLOR }, { AI_DAILY_PER_CLIENT: '1000' });

  for (const width of [390, 1280]) {
    it(`shows the visitor's look in the processing dialog, then fades the AI picture in over it, at ${width} px`, async () => {
      const { page, errors } = await openPage(running.browser, width, width < 600 ? 844 : 900);
      await recordResultPicture(page);
      await page.goto(running.app.url);
      const layer = await fillWizardFor(page);
      running.fake.script('edit', { kind: 'slow', ms: AI_MS });
      const editsBefore = running.fake.calls.filter((c) => c.endpoint === 'edit').length;
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/wraps');
      await page.getByRole('button', { name: FLOW_TEXT.wrapMyCar }).click();

      // The processing dialog: the look on the visitor's photo, with the product's countdown kept.
      const processing = page.getByTestId('processing-dialog');
      await processing.getByRole('heading', { name: FLOW_TEXT.processingTitle }).waitFor();
      const look = processing.getByTestId('processing-look');
      await eventually(() => look.getAttribute('data-look'), 10_000).toMatch(/\|glossy\|solid-wrap$/);
      expect(await processing.count(), 'the look is painted well before the AI picture is ready').toBe(1);
      const painted = await lookAgainstPhoto(page, layer);
      expect(painted.inside, 'the car in the look is recoloured (its box holds glass, wheels and ground too)').toBeGreaterThan(0.15);
      expect(painted.outside, 'the photo around the car is untouched').toBeLessThan(0.01);
      expect(await look.getAttribute('aria-label')).toBe(FLOW_TEXT.processingLookAlt);
      expect(await look.evaluate((c) => c.getBoundingClientRect().width)).toBeGreaterThan(width < 600 ? 250 : 380);
      expect(await processing.getByTestId('processing-status').isVisible()).toBe(true);
      expect(await processing.getByRole('progressbar').isVisible()).toBe(true);
      const startOver = (await processing.getByRole('button', { name: FLOW_TEXT.startOver }).boundingBox())!;
      expect(startOver.y + startOver.height, 'Start Over in view with the look above it').toBeLessThanOrEqual(page.viewportSize()!.height);
      // Paced for the AI provider the job runs on: the product's 2:00, not the engine's seconds.
      expect(await processing.getByTestId('countdown').textContent()).toMatch(/^(2:00|1:5\d)$/);
      await animationsSettled(page);
      await shot(page, `ai-processing-${width}.png`);

      // The result: the look first, the stand-in's picture fading in over it.
      const result = page.getByTestId('result-dialog');
      await result.getByRole('heading', { name: FLOW_TEXT.resultTitle }).waitFor({ timeout: 60_000 });
      const { requestId } = (await (await created).json()) as { requestId: string };
      const job = WrapJob.parse(await (await fetch(`${running.app.url}/api/wraps/${requestId}`)).json());
      expect(job.stage).toBe('done');
      expect(job.provider).toBe('openai');
      expect(running.fake.calls.filter((c) => c.endpoint === 'edit').length).toBe(editsBefore + 1);
      const picture = result.getByTestId('result-picture');
      await eventually(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
      const transition = await picture.evaluate((img) => ({
        property: getComputedStyle(img).transitionProperty,
        duration: getComputedStyle(img).transitionDuration,
      }));
      expect(transition.property).toContain('opacity');
      expect(Number.parseFloat(transition.duration)).toBeGreaterThanOrEqual(0.4);
      expect(Number.parseFloat(transition.duration)).toBeLessThanOrEqual(0.6);
      const samples = await pictureSamples(page);
      expect(samples[0], 'the picture starts hidden, over the look').toEqual({ opacity: 0, lookUnder: true });
      // transitionend is dispatched a frame after the opacity reaches 1: wait for it.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __faded: boolean }).__faded), {
          message: 'the picture faded in: its opacity transition ran to the end',
        })
        .toBe(true);

      // What stays on screen is the stand-in's picture; under it, the browser's look (another colour).
      const shown = await picture.getAttribute('src');
      expect(shown).toBe(job.displayUrl);
      expect(await shareOfAiColour(page, 'result-picture', layer), "the AI picture's car").toBeGreaterThan(0.3);
      expect(await result.getByTestId('result-look-first').getAttribute('src')).toMatch(/^blob:/);
      expect(await shareOfAiColour(page, 'result-look-first', layer), 'the look under it is the blue one').toBeLessThan(0.01);
      // Open the comparison fully on the after side, for the screenshot's sake.
      await result.getByLabel(FLOW_TEXT.compareLabel).fill('0');
      await animationsSettled(page);
      await shot(page, `ai-result-${width}.png`);

      // Reduced motion: the picture is swapped in, not faded.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await picture.evaluate((img) => getComputedStyle(img).transitionProperty)).toBe('none');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the dialog as it was, countdown only, when the photo step had no paint layer', async () => {
    const { page, errors } = await openPage(running.browser, 1280);
    await recordResultPicture(page);
    await page.route('**/api/detect', (route) => route.abort('connectionrefused'));
    await page.goto(running.app.url);
    await startCustomBuild(page);
    await chooseWrap(page);
    running.fake.script('edit', { kind: 'slow', ms: AI_MS });
    await page.getByRole('button', { name: FLOW_TEXT.wrapMyCar }).click();
    const processing = page.getByTestId('processing-dialog');
    await processing.getByTestId('countdown').waitFor();
    expect(await processing.getByTestId('processing-look').count()).toBe(0);
    const result = page.getByTestId('result-dialog');
    await result.getByRole('heading', { name: FLOW_TEXT.resultTitle }).waitFor({ timeout: 30_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __lookSeen: boolean }).__lookSeen),
      'no look painted at any frame while the AI picture rendered',
    ).toBe(false);
    await eventually(() => result.getByTestId('result-picture').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await result.getByTestId('result-look-first').count()).toBe(0);
    expect(
      (await pictureSamples(page)).every((s) => s.opacity === 1),
      'no look to fade from: the picture is simply shown',
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("past the day's AI budget the local engine answers: the dialog is paced for it", () => {
  const running = useAppWithOpenAi({ apiKey: KEY, pictureColor: AI_COLOR }, { DAILY_AI_BUDGET: '0' });

  it('counts seconds, not 2:00, once the job names the local engine, and shows its picture without a fade', async () => {
    const { page, errors } = await openPage(running.browser, 1280);
    await recordResultPicture(page);
    // A slow network, answering with the server's own later answers: the first once the job has
    // started (so it names its provider), a finished one after 3 s, to watch the dialog meanwhile.
    const polls = /\/api\/wraps\/[^/]+$/;
    // The event stream is cut (as by a proxy that buffers it), so the browser falls back to polling.
    await page.route(/\/api\/wraps\/[^/]+\/events$/, (route) => route.abort());
    await page.route(polls, async (route) => {
      const ended = (job: WrapJob) => job.stage === 'done' || job.stage === 'failed';
      const { response, job } = await vi.waitFor(
        async () => {
          const response = await route.fetch();
          const job = WrapJob.parse(await response.json());
          expect(Boolean(job.provider) || ended(job), 'the job names its provider').toBe(true);
          return { response, job };
        },
        { timeout: 60_000, interval: 100 },
      );
      // The slow network itself, not a wait for something: the finished answer arrives 3 s late.
      // Held until the test has watched the dialog instead, it never came when the engine had
      // finished before the page's first poll, the page's only answer then.
      if (ended(job)) await new Promise((r) => setTimeout(r, 3000));
      return route.fulfill({ response, json: job }).catch(() => {});
    });
    await page.goto(running.app.url);
    await page.getByText('API Connected').waitFor();
    await fillWizardFor(page);
    await page.getByRole('button', { name: FLOW_TEXT.wrapMyCar }).click();
    const processing = page.getByTestId('processing-dialog');
    const countdown = processing.getByTestId('countdown');
    await countdown.waitFor();
    // /api/status named OpenAI; the job names the engine, and the countdown follows within a poll.
    await eventually(async () => {
      const [m, s] = ((await countdown.textContent()) ?? '9:99').split(':').map(Number);
      return m! * 60 + s!;
    }, 5_000).toBeLessThanOrEqual(LOCAL_COUNTDOWN_SECONDS);
    await eventually(() => processing.getByTestId('processing-look').getAttribute('data-look'), 10_000).toMatch(/\|glossy\|solid-wrap$/);
    await animationsSettled(page);
    await shot(page, 'ai-budget-local-processing-1280.png');

    const result = page.getByTestId('result-dialog');
    await result.getByRole('heading', { name: FLOW_TEXT.resultTitle }).waitFor({ timeout: 30_000 });
    await eventually(() => result.getByTestId('result-picture').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await result.getByTestId('result-look-first').count()).toBe(0);
    expect(
      (await pictureSamples(page)).every((s) => s.opacity === 1 && !s.lookUnder),
      "the engine's picture, shown as it is",
    ).toBe(true);
    expect(
      running.fake.calls.filter((c) => c.endpoint !== 'chat'),
      'no paid picture asked for',
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
