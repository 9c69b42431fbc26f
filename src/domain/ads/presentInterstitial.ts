import type { InterstitialAds } from './interstitialAds';

/** How long a ready ad may take to appear after the show call before the flow goes on without it. */
export const AD_APPEAR_TIMEOUT_MS = 5_000;

export interface PresentOptions {
  /** True from the show call until the ad is on screen: the app's "Loading advertisement..." overlay. */
  onLoadingChange: (loading: boolean) => void;
  appearTimeoutMs?: number;
}

/**
 * Selecting a colour shows an interstitial if one is ready, otherwise the flow continues.
 * Resolves when the flow may go on: at once when no ad is ready, else once the visitor has closed
 * the ad, or the ad failed, or it did not appear in time (an ad never blocks the wizard).
 * Reports whether an ad was shown.
 */
export async function presentInterstitial(
  ads: InterstitialAds,
  { onLoadingChange, appearTimeoutMs = AD_APPEAR_TIMEOUT_MS }: PresentOptions,
): Promise<boolean> {
  if (!ads.flags().ready) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  const unsubscribe = ads.subscribe((flags) => {
    if (!flags.showing) return;
    shown = true;
    onLoadingChange(false);
  });
  onLoadingChange(true);
  try {
    const closed = ads.closed();
    if (!(await ads.show())) return false;
    const appeared = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (!ads.flags().showing) resolve();
      }, appearTimeoutMs);
    });
    await Promise.race([closed, appeared]);
    return shown;
  } finally {
    clearTimeout(timer);
    unsubscribe();
    onLoadingChange(false);
  }
}
