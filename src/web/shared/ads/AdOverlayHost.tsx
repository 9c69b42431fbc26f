import { useEffect } from 'react';
import { AdOverlay } from './AdOverlay';
import { useAdOverlayVisible } from './adOverlayState';
import { startInterstitialAds } from './interstitial';

/** Mounted once in App: prepares the first ad when the app starts (native only) and shows the overlay when asked. */
export function AdOverlayHost() {
  useEffect(startInterstitialAds, []);
  return useAdOverlayVisible() ? <AdOverlay /> : null;
}
