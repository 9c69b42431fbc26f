import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FLOW_TEXT, MESSAGES, POLISH_TEXT } from '../src/domain/messages';
import { SHARE_TEXT } from '../src/domain/share/shareTexts';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { PHOTO, chooseWrap, startCustomBuild, wrapMyCar } from './wizardWalk.testutil';
import { animationsSettled, SHOTS_DIR } from './builtApp.testutil';
import { FeaturedWraps } from '../src/domain/api';

/**
 * Phone and polish: drop and paste onto the photo box, 44-px tap targets, the display
 * WebP with the PNG download, one success cue at a time, the result full screen, the share action
 * and the hero's before/after, at a phone's and a desktop's width.
 */

const MIN_TAP = 44;

function eventually<T>(fn: () => T | Promise<T>, timeout = 15_000) {
  return expect.poll(fn, { timeout, interval: 100 });
}

/** A phone is a touch screen (taps, no hover); the desktop is a mouse. */
async function openAt(browser: Browser, width: number): Promise<{ page: Page; errors: string[] }> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    hasTouch: phone,
    isMobile: phone,
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

async function shot(page: Page, name: string) {
  await animationsSettled(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()!.width}.png`) });
}

/** Drops or pastes the photo as a browser would: a DataTransfer holding a File. */
async function giveFile(page: Page, how: 'drop' | 'paste', file = PHOTO) {
  const base64 = fs.readFileSync(file).toString('base64');
  await page.evaluate(
    ({ base64, how, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: 'image/jpeg' }));
      if (how === 'drop') {
        const box = document.querySelector('[data-testid=photo-box]')!;
        for (const type of ['dragenter', 'dragover', 'drop'])
          box.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      } else {
        document.body.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }));
      }
    },
    { base64, how, name: path.basename(file) },
  );
}

async function expectTapSize(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.width, `${what} width`).toBeGreaterThanOrEqual(MIN_TAP - 0.5);
  expect(box!.height, `${what} height`).toBeGreaterThanOrEqual(MIN_TAP - 0.5);
}

/** Whether the element's centre is what a tap there would hit (nothing lies over it). */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

describe('phone and polish', () => {
  const running = useAppAndBrowser();

  for (const width of [390, 1280]) {
    it(`shows the project's own before/after in the hero of an empty gallery at ${width} px`, async () => {
      const { page, errors } = await openAt(running.browser, width);
      await page.goto(running.app.url);
      const hero = page.getByTestId('hero-before-after');
      await eventually(() => hero.getAttribute('data-source')).toBe('own');
      const images = hero.locator('img');
      expect(await images.count()).toBe(2);
      await eventually(() => images.evaluateAll((all: HTMLImageElement[]) => all.every((img) => img.naturalWidth > 0))).toBe(true);
      expect(await hero.getByLabel(FLOW_TEXT.compareLabel).inputValue()).toBe('50');
      await hero.scrollIntoViewIfNeeded();
      await shot(page, 'hero-own');
      expect(errors).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    it(`takes a dropped and a pasted photo on the photo box at ${width} px`, async () => {
      const { page, errors } = await openAt(running.browser, width);
      await page.goto(running.app.url);
      await page.getByRole('button', { name: 'Start Your Transformation' }).click();
      await page.getByRole('button', { name: /Custom Build/ }).click();
      const box = page.getByTestId('photo-box');
      await box.waitFor();
      await giveFile(page, 'drop');
      // The wizard goes on to the colour with the dropped photo in view.
      await page.getByRole('button', { name: 'Blue', exact: true }).waitFor({ timeout: 30_000 });
      await page.getByAltText(FLOW_TEXT.photoPreviewAlt).first().waitFor();

      // Paste: a fresh visit, the photo box showing, the image pasted onto the page.
      await page.reload();
      await page.getByRole('button', { name: 'Start Your Transformation' }).click();
      await page.getByRole('button', { name: /Custom Build/ }).click();
      await box.waitFor();
      await giveFile(page, 'paste');
      await page.getByRole('button', { name: 'Blue', exact: true }).waitFor({ timeout: 30_000 });
      await page.getByAltText(FLOW_TEXT.photoPreviewAlt).first().waitFor();
      expect(errors).toEqual([]);
    });

    it(`shows the result as a display WebP with one success cue, 44-px buttons, full screen and Share at ${width} px`, async () => {
      const phone = width < 600;
      const { page, errors } = await openAt(running.browser, width);
      if (phone) {
        // Phones have a share sheet: record what the page hands it.
        await page.addInitScript(() => {
          const w = window as unknown as { __shared: ShareData[] };
          w.__shared = [];
          Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void w.__shared.push(data) });
          Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
        });
      }
      await page.goto(running.app.url);
      await startCustomBuild(page);
      // Shared: the hero's test below shows this consented wrap stays off the home page.
      await chooseWrap(page, { showInGallery: true });
      const result = await wrapMyCar(page);

      // One success cue, inside the dialog under its title: no toast, no overlay over the dialog.
      const notice = result.getByTestId('result-notice');
      expect(await notice.textContent()).toContain(MESSAGES.wrapGenerated);
      expect(await page.getByTestId('success-overlay').count()).toBe(0);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      const restart = result.getByRole('button', { name: FLOW_TEXT.restart });
      expect(await isOnTop(restart)).toBe(true);
      expect(await isOnTop(result.getByRole('heading', { name: FLOW_TEXT.resultTitle }))).toBe(true);

      // The picture is the display-size WebP; Download is still the full PNG.
      const after = result.getByAltText(FLOW_TEXT.resultAlt);
      expect(await after.getAttribute('src')).toMatch(/-display\.webp$/);
      await eventually(() => after.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await result.getByRole('link', { name: FLOW_TEXT.download }).getAttribute('href')).toMatch(/\.png$/);

      // Tap targets: the dialog's close button and every action.
      await expectTapSize(result.getByRole('button', { name: FLOW_TEXT.close }), 'result close');
      await expectTapSize(result.getByRole('link', { name: FLOW_TEXT.download }), 'Download');
      for (const name of [SHARE_TEXT.share, FLOW_TEXT.requestChanges, FLOW_TEXT.getQuote, FLOW_TEXT.restart, POLISH_TEXT.viewFullScreen]) {
        await expectTapSize(result.getByRole('button', { name }), name);
      }
      await result.getByRole('heading', { name: FLOW_TEXT.resultTitle }).scrollIntoViewIfNeeded();
      await shot(page, 'result-share');

      // Share: the share sheet on a phone, the clipboard on a desktop; the cue replaces the last.
      const shareUrl = new RegExp(`^${running.app.url}/w/[0-9a-f-]{36}$`);
      await result.getByRole('button', { name: SHARE_TEXT.share }).click();
      if (phone) {
        await eventually(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
        const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]!);
        expect(shared.url).toMatch(shareUrl);
      } else {
        await eventually(() => notice.textContent()).toContain(SHARE_TEXT.linkCopied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(shareUrl);
        expect(await notice.textContent()).not.toContain(MESSAGES.wrapGenerated);
      }
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

      // A tap on the result (not a drag of the slider) shows it full screen.
      const compare = result.getByTestId('before-after');
      await compare.scrollIntoViewIfNeeded();
      if (phone) await compare.tap({ position: { x: 40, y: 60 } });
      else await compare.click({ position: { x: 40, y: 60 } });
      const full = page.getByTestId('result-fullscreen');
      await full.waitFor();
      const fullImage = full.getByRole('img');
      await eventually(() => fullImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const fullBox = (await fullImage.boundingBox())!;
      expect(fullBox.width).toBeGreaterThanOrEqual(Math.min(width, 1024) - 2);
      // The comparison stayed where it was.
      expect(await result.getByLabel(FLOW_TEXT.compareLabel).inputValue()).toBe('50');
      const fullClose = full.getByRole('button', { name: FLOW_TEXT.close });
      await expectTapSize(fullClose, 'full-screen close');
      await shot(page, 'result-fullscreen');
      await fullClose.click();
      await eventually(() => full.count()).toBe(0);
      expect(await result.isVisible()).toBe(true);

      // A drag moves the slider and opens nothing.
      const area = (await compare.boundingBox())!;
      await page.mouse.move(area.x + area.width * 0.5, area.y + area.height / 2);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width * 0.8, area.y + area.height / 2, { steps: 8 });
      await page.mouse.up();
      expect(Number(await result.getByLabel(FLOW_TEXT.compareLabel).inputValue())).toBeGreaterThan(60);
      expect(await full.count()).toBe(0);

      // The other dialogs' close buttons are as large.
      await result.getByRole('button', { name: FLOW_TEXT.getQuote }).click();
      const quote = page.getByRole('dialog', { name: 'Get Your Quote' });
      await quote.waitFor();
      await expectTapSize(quote.getByRole('button', { name: FLOW_TEXT.close }), 'quote close');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: FLOW_TEXT.viewResult }).click();
      await result.getByRole('button', { name: FLOW_TEXT.requestChanges }).click();
      const changes = page.getByTestId('changes-dialog');
      await changes.waitFor();
      await expectTapSize(changes.getByRole('button', { name: FLOW_TEXT.close }), 'changes close');
      expect(errors).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    it(`keeps a visitor's consented wrap off the hero until the shop picks it, while the carousel lists it, at ${width} px`, async () => {
      const { page, errors } = await openAt(running.browser, width);
      await page.goto(running.app.url);
      const featured = FeaturedWraps.parse(await (await fetch(`${running.app.url}/api/gallery/featured`)).json());
      expect(featured.items.length).toBeGreaterThan(0);
      expect(featured.hero).toBeNull();
      const hero = page.getByTestId('hero-before-after');
      await eventually(() => hero.getAttribute('data-source')).toBe('own');
      expect(errors).toEqual([]);
    });
  }
});
