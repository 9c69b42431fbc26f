import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * Makes a page the Android app: what Capacitor's Android WebView injects before the page loads
 * (the `window.Capacitor` global, Capacitor's real native-bridge.js, the plugin headers), with
 * the Java side of the bridge (`window.androidBridge`) replaced by a scripted AdMob plugin.
 * The app's code, @capacitor/core and the AdMob plugin's JS all run unchanged: they see a
 * native platform and talk to "Java" through the same messages as on a phone.
 */

export interface FakeAdMobScript {
  /** Milliseconds from prepareInterstitial until the ad has loaded; null: it never loads. */
  loadAfterMs: number | null;
  /** Reports a load failure (as a "No fill" answer) instead of loading. */
  loadFails?: boolean;
  /** Milliseconds from showInterstitial until the ad is on screen (the Showed event). */
  showAfterMs?: number;
}

export interface FakeAdMobCall {
  method: string;
  options: Record<string, unknown>;
}

const require = createRequire(import.meta.url);
const NATIVE_BRIDGE_JS = fs.readFileSync(require.resolve('@capacitor/android/capacitor/src/main/assets/native-bridge.js'), 'utf8');

// What JSExport.getPluginJS builds from the AdMob plugin's @PluginMethod annotations:
// promise methods carry rtype "promise", addListener/removeListener carry none.
const ADMOB_HEADER = {
  name: 'AdMob',
  methods: [
    { name: 'addListener' },
    { name: 'removeListener' },
    { name: 'removeAllListeners', rtype: 'promise' },
    { name: 'initialize', rtype: 'promise' },
    { name: 'prepareInterstitial', rtype: 'promise' },
    { name: 'showInterstitial', rtype: 'promise' },
  ],
};

/** The plugin's Java side, run in the page. Self-contained: it is serialised into the init script. */
function installFakeAndroidAdMob(script: FakeAdMobScript) {
  interface NativeCall {
    callbackId: string;
    pluginId: string;
    methodName: string;
    options: Record<string, unknown>;
  }
  interface Bridge {
    postMessage(json: string): void;
    onmessage?: (event: { data: string }) => void;
  }
  const calls: Array<{ method: string; options: Record<string, unknown> }> = [];
  const listeners = new Map<string, NativeCall[]>();
  let state: 'idle' | 'loading' | 'loaded' | 'failed' | 'showing' = 'idle';

  // The WebView delivers answers asynchronously, never inside postMessage.
  const answer = (call: NativeCall, result: { success: boolean; data?: unknown; error?: unknown; save?: boolean }) =>
    setTimeout(() =>
      bridge.onmessage?.({
        data: JSON.stringify({ callbackId: call.callbackId, pluginId: call.pluginId, methodName: call.methodName, ...result }),
      }),
    );

  const notify = (eventName: string, data: unknown = {}) => {
    for (const listener of listeners.get(eventName) ?? []) answer(listener, { success: true, data, save: true });
  };

  const methods: Record<string, (call: NativeCall) => void> = {
    addListener(call) {
      const eventName = String(call.options.eventName);
      listeners.set(eventName, [...(listeners.get(eventName) ?? []), call]);
    },
    removeListener() {},
    initialize(call) {
      answer(call, { success: true });
    },
    prepareInterstitial(call) {
      state = 'loading';
      if (script.loadAfterMs === null) return;
      setTimeout(() => {
        if (script.loadFails) {
          state = 'failed';
          notify('interstitialAdFailedToLoad', { code: 3, message: 'No fill.' });
          answer(call, { success: false, error: { message: 'No fill.' } });
          return;
        }
        state = 'loaded';
        answer(call, { success: true, data: { adUnitId: call.options.adId } });
        notify('interstitialAdLoaded', { adUnitId: call.options.adId });
      }, script.loadAfterMs);
    },
    showInterstitial(call) {
      if (state !== 'loaded') {
        answer(call, { success: false, error: { message: 'No Interstitial can be shown.' } });
        return;
      }
      answer(call, { success: true });
      setTimeout(() => {
        state = 'showing';
        notify('interstitialAdShowed');
      }, script.showAfterMs ?? 0);
    },
  };

  const bridge: Bridge = {
    postMessage(json) {
      const call = JSON.parse(json) as NativeCall;
      if (call.pluginId !== 'AdMob') return;
      calls.push({ method: call.methodName, options: call.options });
      methods[call.methodName]?.(call);
    },
  };

  const w = window as unknown as Record<string, unknown>;
  w.androidBridge = bridge;
  // The test's handle on the "native" side: what was called, the ad's state, and the visitor closing the ad.
  w.__fakeAdMob = {
    calls,
    state: () => state,
    dismiss() {
      state = 'idle';
      notify('interstitialAdDismissed');
    },
  };
  // Remembers that the overlay was ever on screen, even if only for a frame.
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="ad-overlay"]')) w.__adOverlaySeen = true;
  }).observe(document, { childList: true, subtree: true });
}

export async function makeAndroidApp(page: Page, script: FakeAdMobScript): Promise<void> {
  // One script, in the order the Android Bridge injects: global, fake Java side, bridge, plugin headers.
  await page.addInitScript({
    content: [
      'window.Capacitor = { DEBUG: false, isLoggingEnabled: false, Plugins: {} };',
      `(${installFakeAndroidAdMob.toString()})(${JSON.stringify(script)});`,
      NATIVE_BRIDGE_JS,
      `window.Capacitor.PluginHeaders = ${JSON.stringify([ADMOB_HEADER])};`,
    ].join('\n'),
  });
}

export function fakeAdMobCalls(page: Page): Promise<FakeAdMobCall[]> {
  return page.evaluate(() => (window as unknown as { __fakeAdMob: { calls: FakeAdMobCall[] } }).__fakeAdMob.calls);
}

export function fakeAdState(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __fakeAdMob: { state(): string } }).__fakeAdMob.state());
}

export function dismissAd(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { __fakeAdMob: { dismiss(): void } }).__fakeAdMob.dismiss());
}

export function adOverlaySeen(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as unknown as { __adOverlaySeen?: boolean }).__adOverlaySeen));
}
