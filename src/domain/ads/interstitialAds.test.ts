import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeInterstitialPlugin, type FakeInterstitialPlugin } from './fakeInterstitialPlugin';
import { createInterstitialAds, INTERSTITIAL_EVENTS, type InterstitialAds } from './interstitialAds';

const AD_ID = 'ca-app-pub-3940256099942544/1033173712';

describe('interstitial ad state machine', () => {
  let plugin: FakeInterstitialPlugin;
  let logged: Array<{ message: string; cause: unknown }>;
  let ads: InterstitialAds;

  const prepareCalls = () => plugin.calls.filter((c) => c.method === 'prepareInterstitial');
  const showCalls = () => plugin.calls.filter((c) => c.method === 'showInterstitial');

  /** Started, and the first ad has loaded. */
  async function readyAd() {
    await ads.start();
    plugin.emit(INTERSTITIAL_EVENTS.loaded, { adUnitId: AD_ID });
    plugin.resolvePrepare();
    await vi.waitFor(() => expect(ads.flags()).toEqual({ ready: true, showing: false, loading: false }));
  }

  beforeEach(() => {
    plugin = createFakeInterstitialPlugin();
    logged = [];
    ads = createInterstitialAds({
      plugin,
      adId: AD_ID,
      log: (message, cause) => logged.push({ message, cause }),
      testingDevices: ['device-1'],
    });
  });

  it('starts with every flag false', () => {
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: false });
  });

  it('on start listens to the five events, initialises in testing mode, then prepares a test ad', async () => {
    await ads.start();
    for (const eventName of Object.values(INTERSTITIAL_EVENTS)) expect(plugin.listenerCount(eventName)).toBe(1);
    expect(plugin.calls).toEqual([
      { method: 'initialize', options: { initializeForTesting: true, testingDevices: ['device-1'] } },
      { method: 'prepareInterstitial', options: { adId: AD_ID, isTesting: true } },
    ]);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: true });
  });

  it('a failed initialisation is only logged: no ad is prepared and start does not throw', async () => {
    plugin.failNext('initialize', new Error('no Google Play services'));
    await expect(ads.start()).resolves.toBeUndefined();
    expect(prepareCalls()).toHaveLength(0);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: false });
    expect(logged).toEqual([{ message: 'Ads failed to initialise', cause: new Error('no Google Play services') }]);
  });

  it('loaded: ready true, loading false', async () => {
    await ads.start();
    plugin.emit(INTERSTITIAL_EVENTS.loaded, { adUnitId: AD_ID });
    expect(ads.flags()).toEqual({ ready: true, showing: false, loading: false });
    expect(logged).toEqual([]);
  });

  it('load failure (event, then the rejected call): ready and loading both false, logged once', async () => {
    await ads.start();
    const error = { code: 3, message: 'No fill.' };
    plugin.emit(INTERSTITIAL_EVENTS.failedToLoad, error);
    plugin.rejectPrepare(new Error('No fill.'));
    await vi.waitFor(() => expect(ads.flags()).toEqual({ ready: false, showing: false, loading: false }));
    expect(logged).toEqual([{ message: 'Interstitial ad failed to load', cause: error }]);
  });

  it('load failure reported only by the rejected call: ready and loading both false, logged', async () => {
    plugin.failNext('prepareInterstitial', new Error('activity gone'));
    await ads.start();
    await vi.waitFor(() => expect(ads.flags()).toEqual({ ready: false, showing: false, loading: false }));
    expect(logged).toEqual([{ message: 'Interstitial ad failed to load', cause: new Error('activity gone') }]);
  });

  it('preparation is skipped while an ad is loading', async () => {
    await ads.start();
    ads.prepare();
    expect(prepareCalls()).toHaveLength(1);
    expect(ads.flags().loading).toBe(true);
  });

  it('preparation is skipped while an ad is ready', async () => {
    await readyAd();
    ads.prepare();
    expect(prepareCalls()).toHaveLength(1);
    expect(ads.flags()).toEqual({ ready: true, showing: false, loading: false });
  });

  it('after a load failure a new preparation goes ahead', async () => {
    await ads.start();
    plugin.emit(INTERSTITIAL_EVENTS.failedToLoad, { code: 2, message: 'Network error.' });
    ads.prepare();
    expect(prepareCalls()).toHaveLength(2);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: true });
  });

  it('showing is refused and reports false when no ad is ready (before start and while loading)', async () => {
    expect(await ads.show()).toBe(false);
    await ads.start();
    expect(await ads.show()).toBe(false);
    expect(showCalls()).toHaveLength(0);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: true });
  });

  it('showing is refused after a load failure', async () => {
    await ads.start();
    plugin.emit(INTERSTITIAL_EVENTS.failedToLoad, { code: 3, message: 'No fill.' });
    expect(await ads.show()).toBe(false);
    expect(showCalls()).toHaveLength(0);
  });

  it('show with an ad ready asks the plugin and reports true', async () => {
    await readyAd();
    expect(await ads.show()).toBe(true);
    expect(showCalls()).toHaveLength(1);
  });

  it('shown: showing true', async () => {
    await readyAd();
    await ads.show();
    plugin.emit(INTERSTITIAL_EVENTS.showed);
    expect(ads.flags()).toEqual({ ready: true, showing: true, loading: false });
  });

  it('dismissed: showing and ready false, a new ad prepared at once, and closed() resolves', async () => {
    await readyAd();
    const closed = ads.closed();
    await ads.show();
    plugin.emit(INTERSTITIAL_EVENTS.showed);
    plugin.emit(INTERSTITIAL_EVENTS.dismissed);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: true });
    expect(prepareCalls()).toEqual([
      { method: 'prepareInterstitial', options: { adId: AD_ID, isTesting: true } },
      { method: 'prepareInterstitial', options: { adId: AD_ID, isTesting: true } },
    ]);
    await expect(closed).resolves.toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('failed to show (event): logged only, showing and ready false, a new ad prepared, closed() resolves', async () => {
    await readyAd();
    const closed = ads.closed();
    await ads.show();
    const error = { code: 1, message: 'The ad has already been shown.' };
    plugin.emit(INTERSTITIAL_EVENTS.failedToShow, error);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: true });
    expect(prepareCalls()).toHaveLength(2);
    expect(logged).toEqual([{ message: 'Interstitial ad failed to show', cause: error }]);
    await expect(closed).resolves.toBeUndefined();
  });

  it('a rejected show call reports false, is only logged, and a new ad is prepared', async () => {
    await readyAd();
    const closed = ads.closed();
    plugin.failNext('showInterstitial', new Error('No Interstitial can be shown.'));
    expect(await ads.show()).toBe(false);
    expect(ads.flags()).toEqual({ ready: false, showing: false, loading: true });
    expect(prepareCalls()).toHaveLength(2);
    expect(logged).toEqual([{ message: 'Interstitial ad failed to show', cause: new Error('No Interstitial can be shown.') }]);
    await expect(closed).resolves.toBeUndefined();
  });

  it('the next ad, once loaded after a dismissal, can be shown again', async () => {
    await readyAd();
    await ads.show();
    plugin.emit(INTERSTITIAL_EVENTS.showed);
    plugin.emit(INTERSTITIAL_EVENTS.dismissed);
    plugin.emit(INTERSTITIAL_EVENTS.loaded, { adUnitId: AD_ID });
    expect(await ads.show()).toBe(true);
    expect(showCalls()).toHaveLength(2);
  });

  it('subscribers hear every flag change until they unsubscribe', async () => {
    const seen: unknown[] = [];
    const unsubscribe = ads.subscribe((flags) => seen.push(flags));
    await ads.start();
    plugin.emit(INTERSTITIAL_EVENTS.loaded, { adUnitId: AD_ID });
    unsubscribe();
    plugin.emit(INTERSTITIAL_EVENTS.showed);
    expect(seen).toEqual([
      { ready: false, showing: false, loading: true },
      { ready: true, showing: false, loading: false },
    ]);
  });
});
