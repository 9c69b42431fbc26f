import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeInterstitialPlugin, type FakeInterstitialPlugin } from './fakeInterstitialPlugin';
import { createInterstitialAds, INTERSTITIAL_EVENTS, type InterstitialAds } from './interstitialAds';
import { presentInterstitial } from './presentInterstitial';

/** Tracks whether a promise has settled, without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

describe('presenting an interstitial when a colour is chosen', () => {
  let plugin: FakeInterstitialPlugin;
  let ads: InterstitialAds;
  let loading: boolean[];
  const options = () => ({ onLoadingChange: (value: boolean) => loading.push(value), appearTimeoutMs: 50 });
  const showCalls = () => plugin.calls.filter((c) => c.method === 'showInterstitial').length;

  beforeEach(async () => {
    plugin = createFakeInterstitialPlugin();
    ads = createInterstitialAds({ plugin, adId: 'test-ad', log: () => undefined });
    loading = [];
    await ads.start();
    // The appear timeout runs on vitest's clock: moved on by hand, never waited for.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with no ad ready the flow goes on at once: no overlay, no show call', async () => {
    await expect(presentInterstitial(ads, options())).resolves.toBe(false);
    expect(loading).toEqual([]);
    expect(showCalls()).toBe(0);
  });

  it('with an ad ready: overlay, ad shown, and the flow waits until the visitor dismisses it', async () => {
    plugin.emit(INTERSTITIAL_EVENTS.loaded);
    const result = track(presentInterstitial(ads, options()));
    await vi.advanceTimersByTimeAsync(0);
    expect(loading).toEqual([true]);
    expect(showCalls()).toBe(1);

    plugin.emit(INTERSTITIAL_EVENTS.showed);
    expect(loading.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(100); // longer than the appear timeout: an ad on screen is waited for
    expect(result.settled).toBe(false);

    plugin.emit(INTERSTITIAL_EVENTS.dismissed);
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toEqual({ settled: true, value: true });
    expect(loading.at(-1)).toBe(false);
  });

  it('an ad that fails to show lets the flow go on and hides the overlay', async () => {
    plugin.emit(INTERSTITIAL_EVENTS.loaded);
    const result = track(presentInterstitial(ads, options()));
    await vi.advanceTimersByTimeAsync(0);
    plugin.emit(INTERSTITIAL_EVENTS.failedToShow, { code: 1, message: 'already shown' });
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toEqual({ settled: true, value: false });
    expect(loading).toEqual([true, false]);
  });

  it('a rejected show call lets the flow go on and hides the overlay', async () => {
    plugin.emit(INTERSTITIAL_EVENTS.loaded);
    plugin.failNext('showInterstitial', new Error('No Interstitial can be shown.'));
    await expect(presentInterstitial(ads, options())).resolves.toBe(false);
    expect(loading).toEqual([true, false]);
  });

  it('an ad that never appears does not block the flow beyond the appear timeout', async () => {
    plugin.emit(INTERSTITIAL_EVENTS.loaded);
    const result = track(presentInterstitial(ads, options()));
    await vi.advanceTimersByTimeAsync(49);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ settled: true, value: false });
    expect(loading).toEqual([true, false]);
  });
});
