import { AdMob } from '@capacitor-community/admob';
import { Capacitor } from '@capacitor/core';
import { interstitialAdUnitFor } from '../../../domain/ads/adUnits';
import { createInterstitialAds, type InterstitialAds, type InterstitialPlugin } from '../../../domain/ads/interstitialAds';

/**
 * The native app's ads, in their own chunk with Capacitor: only `interstitial.ts` imports it,
 * dynamically, and only inside the Capacitor app, so the web never downloads either.
 * Null when Capacitor says the platform is not native after all.
 */
export function startNativeAds(): InterstitialAds | null {
  if (!Capacitor.isNativePlatform()) return null;
  // Typed against the machine's interface, so a plugin update that changes these calls fails the build.
  const plugin: InterstitialPlugin = AdMob;
  const ads = createInterstitialAds({
    plugin,
    adId: interstitialAdUnitFor(Capacitor.getPlatform()),
    log: (message, cause) => console.warn(message, cause),
  });
  void ads.start();
  return ads;
}
