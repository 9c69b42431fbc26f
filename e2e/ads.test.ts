import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_INTERSTITIAL_AD_UNITS } from '../src/domain/ads/adUnits';
import { FLOW_TEXT, MESSAGES } from '../src/domain/messages';
import { adOverlaySeen, dismissAd, fakeAdMobCalls, fakeAdState, makeAndroidApp } from './fakeAndroidAdMob.testutil';
import { useAppAndBrowser } from './appAndBrowser.testutil';
import { startCustomBuild } from './wizardWalk.testutil';
import { framesRendered, openPage, SHOTS_DIR } from './builtApp.testutil';

const PHONE_WIDTH = 390;

function bannerText(page: Page) {
  return page.getByTestId('steps-banner').textContent();
}

/** An element's background as the screen shows it, whatever CSS colour syntax produced it. */
function renderedColor(element: Element) {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = getComputedStyle(element).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return { r, g, b, a };
}

/** Steps 0..2 of the wizard: Custom Build and a photo; the colour step is open. */
async function reachColourStep(page: Page) {
  await startCustomBuild(page);
  await expect.poll(() => bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(2, 6));
  await page.getByRole('button', { name: 'Blue', exact: true }).waitFor();
}

describe('interstitial ads in the Android app (AdMob plugin replaced by a scripted fake)', () => {
  const running = useAppAndBrowser();

  it('initialises in testing mode and prepares a test ad as soon as the app starts', async () => {
    const { page, errors } = await openPage(running.browser, PHONE_WIDTH);
    await makeAndroidApp(page, { loadAfterMs: 100 });
    await page.goto(running.app.url);
    await expect.poll(() => fakeAdState(page)).toBe('loaded');
    const calls = await fakeAdMobCalls(page);
    expect(calls.filter((c) => c.method !== 'addListener')).toEqual([
      { method: 'initialize', options: { initializeForTesting: true, testingDevices: [] } },
      { method: 'prepareInterstitial', options: { adId: TEST_INTERSTITIAL_AD_UNITS.android, isTesting: true } },
    ]);
    expect(calls.filter((c) => c.method === 'addListener').map((c) => c.options.eventName)).toEqual([
      'interstitialAdLoaded',
      'interstitialAdFailedToLoad',
      'interstitialAdShowed',
      'interstitialAdDismissed',
      'interstitialAdFailedToShow',
    ]);
    expect(errors).toEqual([]);
  });

  it('colour chosen -> overlay -> ad shown -> dismissed -> wizard at step 3, and the next ad is prepared', async () => {
    const { page, errors } = await openPage(running.browser, PHONE_WIDTH);
    await makeAndroidApp(page, { loadAfterMs: 100, showAfterMs: 1_500 });
    await page.goto(running.app.url);
    await reachColourStep(page);
    await expect.poll(() => fakeAdState(page)).toBe('loaded');

    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    const overlay = page.getByTestId('ad-overlay');
    await overlay.waitFor();
    expect(await overlay.getByText(MESSAGES.adLoading, { exact: true }).isVisible()).toBe(true);
    expect(await overlay.getByText(MESSAGES.adWait, { exact: true }).isVisible()).toBe(true);
    // Dark and full screen: it covers the whole viewport, so the wizard cannot be tapped beneath it.
    const box = await overlay.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: PHONE_WIDTH, height: 900 });
    const { r, g, b, a } = await overlay.evaluate(renderedColor);
    expect(a).toBe(255);
    expect(Math.max(r!, g!, b!)).toBeLessThan(40);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'ad-overlay-390.png') });
    expect((await fakeAdMobCalls(page)).filter((c) => c.method === 'showInterstitial')).toHaveLength(1);
    expect(await bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(2, 6));

    // The ad is on screen: the overlay goes, the wizard waits for the visitor to close the ad.
    await expect.poll(() => fakeAdState(page), { timeout: 5_000 }).toBe('showing');
    await overlay.waitFor({ state: 'detached' });
    await framesRendered(page);
    expect(await bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(2, 6));

    await dismissAd(page);
    await expect.poll(() => bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(3, 6));
    expect(await page.getByRole('button', { name: /^Glossy/ }).isVisible()).toBe(true);
    // Dismissed: a new ad is prepared at once.
    await expect.poll(async () => (await fakeAdMobCalls(page)).filter((c) => c.method === 'prepareInterstitial').length).toBe(2);
    expect(errors).toEqual([]);
  });

  it('with the ad still loading the wizard just goes on: no overlay, nothing shown', async () => {
    const { page, errors } = await openPage(running.browser, PHONE_WIDTH);
    await makeAndroidApp(page, { loadAfterMs: null });
    await page.goto(running.app.url);
    await reachColourStep(page);
    expect(await fakeAdState(page)).toBe('loading');

    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    await expect.poll(() => bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(3, 6));
    expect(await adOverlaySeen(page)).toBe(false);
    const calls = await fakeAdMobCalls(page);
    expect(calls.filter((c) => c.method === 'showInterstitial')).toEqual([]);
    expect(calls.filter((c) => c.method === 'prepareInterstitial')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('with the ad failed to load the wizard just goes on, and the failure is only logged', async () => {
    const { page, errors } = await openPage(running.browser, PHONE_WIDTH);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await makeAndroidApp(page, { loadAfterMs: 50, loadFails: true });
    await page.goto(running.app.url);
    await reachColourStep(page);
    await expect.poll(() => fakeAdState(page)).toBe('failed');

    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    await expect.poll(() => bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(3, 6));
    expect(await adOverlaySeen(page)).toBe(false);
    expect((await fakeAdMobCalls(page)).filter((c) => c.method === 'showInterstitial')).toEqual([]);
    expect(warnings.filter((w) => w.startsWith('Interstitial ad failed to load'))).toHaveLength(1);
    // Nothing about the ad reaches the visitor.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the web build shows no ads and never downloads the AdMob plugin', async () => {
    const { page, errors } = await openPage(running.browser, PHONE_WIDTH);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(running.app.url);
    await reachColourStep(page);
    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    await expect.poll(() => bannerText(page)).toBe(FLOW_TEXT.stepsCompleted(3, 6));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /nativeAds|admob/i.test(url))).toEqual([]);
    expect(await page.getByTestId('ad-overlay').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
