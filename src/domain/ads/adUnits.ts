/**
 * Google's public test interstitial units (developers.google.com/admob/android/test-ads): the app
 * runs ads in testing mode only, so these never earn and can never get the shop's account banned.
 * A shop swaps in its own units together with its AdMob app id in android/app/src/main/AndroidManifest.xml.
 */
export const TEST_INTERSTITIAL_AD_UNITS = {
  android: 'ca-app-pub-3940256099942544/1033173712',
  ios: 'ca-app-pub-3940256099942544/4411468910',
} as const;

export function interstitialAdUnitFor(platform: string): string {
  return platform === 'ios' ? TEST_INTERSTITIAL_AD_UNITS.ios : TEST_INTERSTITIAL_AD_UNITS.android;
}
