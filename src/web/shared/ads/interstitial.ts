import type { InterstitialAds } from '../../../domain/ads/interstitialAds';
import { presentInterstitial } from '../../../domain/ads/presentInterstitial';
import { setAdOverlayVisible } from './adOverlayState';
import { inCapacitorApp } from './capacitorApp';

let nativeAds: Promise<InterstitialAds | null> | undefined;
let presenting = false;

/** The app's ads, started on first use; null on the web, where the product shows no ads. */
function ads(): Promise<InterstitialAds | null> {
  if (!inCapacitorApp()) return Promise.resolve(null);
  nativeAds ??= import('./nativeAds')
    .then((module) => module.startNativeAds())
    .catch((error: unknown) => {
      console.warn('Ads failed to initialise', error);
      return null;
    });
  return nativeAds;
}

/** "An ad is prepared on start": called once the app is up, a no-op on the web. */
export function startInterstitialAds(): void {
  void ads();
}

/**
 * Called when a colour is chosen: in the native app shows the ready ad, with the loading overlay
 * until it appears, and resolves once it is closed; resolves at once when none is ready and on the web.
 */
export async function showInterstitialIfReady(): Promise<void> {
  const current = await ads();
  if (!current || presenting) return;
  presenting = true;
  try {
    await presentInterstitial(current, { onLoadingChange: setAdOverlayVisible });
  } finally {
    presenting = false;
  }
}
