import { InterstitialAdPluginEvents } from '@capacitor-community/admob';
import { describe, expect, it } from 'vitest';
import { INTERSTITIAL_EVENTS } from '../../../domain/ads/interstitialAds';

describe('the ad machine listens to the AdMob plugin by its own event names', () => {
  it('has exactly the plugin’s five interstitial events', () => {
    expect(Object.values(INTERSTITIAL_EVENTS).sort()).toEqual(Object.values(InterstitialAdPluginEvents).sort());
  });
});
