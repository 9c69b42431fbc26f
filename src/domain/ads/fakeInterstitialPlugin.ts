import type { InterstitialEventName, InterstitialPlugin } from './interstitialAds';

/**
 * A scripted stand-in for the AdMob plugin (which only runs inside the Android app): it records
 * every call and lets a test fire the plugin's events, or make a call fail, when it chooses.
 */
export interface FakeInterstitialPlugin extends InterstitialPlugin {
  calls: Array<{ method: string; options?: unknown }>;
  emit(eventName: InterstitialEventName, payload?: unknown): void;
  failNext(method: 'initialize' | 'prepareInterstitial' | 'showInterstitial', error: Error): void;
  /** Settles the last prepareInterstitial call as the real plugin does together with its event. */
  resolvePrepare(): void;
  rejectPrepare(error: Error): void;
  listenerCount(eventName: InterstitialEventName): number;
}

export function createFakeInterstitialPlugin(): FakeInterstitialPlugin {
  const calls: FakeInterstitialPlugin['calls'] = [];
  const listeners = new Map<InterstitialEventName, Array<(payload: unknown) => void>>();
  const failures = new Map<string, Error>();
  let pendingPrepare: { resolve: (info: unknown) => void; reject: (error: Error) => void } | undefined;

  const record = (method: string, options?: unknown) => {
    calls.push(options === undefined ? { method } : { method, options });
    const failure = failures.get(method);
    failures.delete(method);
    return failure;
  };

  return {
    calls,
    async initialize(options) {
      const failure = record('initialize', options);
      if (failure) throw failure;
    },
    // Like the real plugin, the call stays pending until the ad has loaded or failed to.
    prepareInterstitial(options) {
      const failure = record('prepareInterstitial', options);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => (pendingPrepare = { resolve, reject }));
    },
    async showInterstitial() {
      const failure = record('showInterstitial');
      if (failure) throw failure;
    },
    async addListener(eventName, listener) {
      listeners.set(eventName, [...(listeners.get(eventName) ?? []), listener]);
      return { remove: async () => undefined };
    },
    emit(eventName, payload) {
      for (const listener of listeners.get(eventName) ?? []) listener(payload);
    },
    failNext(method, error) {
      failures.set(method, error);
    },
    resolvePrepare() {
      pendingPrepare?.resolve({ adUnitId: 'test' });
      pendingPrepare = undefined;
    },
    rejectPrepare(error) {
      pendingPrepare?.reject(error);
      pendingPrepare = undefined;
    },
    listenerCount: (eventName) => listeners.get(eventName)?.length ?? 0,
  };
}
