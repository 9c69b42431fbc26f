import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The mobile-app variant (spec §1): the built web app (dist/web) packaged for Android, with
 * interstitial ads. The app talks to its API by relative paths, so the WebView must load the
 * shop's deployed site: set WRAP_SITE_URL (e.g. https://wraps.example-shop.com) when running
 * `cap sync`. Without it the bundled copy starts, but has no server to generate wraps with.
 */
const siteUrl = process.env.WRAP_SITE_URL;

const config: CapacitorConfig = {
  appId: 'com.wrapstudio.app',
  appName: 'Car Wrap Studio',
  webDir: 'dist/web',
  ...(siteUrl ? { server: { url: siteUrl, cleartext: siteUrl.startsWith('http:') } } : {}),
};

export default config;
