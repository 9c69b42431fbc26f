/**
 * The interstitial-ad state machine of the mobile app, over the few
 * calls of the AdMob plugin it needs. The plugin is injected so the machine runs anywhere: the
 * native app passes `@capacitor-community/admob`, the tests a scripted fake.
 */

/** The plugin's interstitial event names, as `InterstitialAdPluginEvents` spells them. */
export const INTERSTITIAL_EVENTS = {
  loaded: 'interstitialAdLoaded',
  failedToLoad: 'interstitialAdFailedToLoad',
  showed: 'interstitialAdShowed',
  failedToShow: 'interstitialAdFailedToShow',
  dismissed: 'interstitialAdDismissed',
} as const;

export type InterstitialEventName = (typeof INTERSTITIAL_EVENTS)[keyof typeof INTERSTITIAL_EVENTS];

/** The slice of the AdMob plugin this machine calls; `AdMob` itself satisfies it. */
export interface InterstitialPlugin {
  initialize(options: { initializeForTesting: boolean; testingDevices?: string[] }): Promise<void>;
  prepareInterstitial(options: { adId: string; isTesting: boolean }): Promise<unknown>;
  showInterstitial(): Promise<void>;
  /** Loaded hands over `AdLoadInfo`, the failures an `AdMobError`; the machine only logs them. */
  addListener(eventName: InterstitialEventName, listener: (payload: unknown) => void): Promise<unknown>;
}

export interface AdFlags {
  ready: boolean;
  showing: boolean;
  loading: boolean;
}

export interface InterstitialAdsOptions {
  plugin: InterstitialPlugin;
  adId: string;
  /** Ad initialisation, load and show failures are only logged, never shown. */
  log: (message: string, cause?: unknown) => void;
  testingDevices?: string[];
}

export interface InterstitialAds {
  /** Listens to the plugin, initialises it in testing mode and prepares the first ad. */
  start(): Promise<void>;
  /** Starts loading an ad unless one is already loading or ready. */
  prepare(): void;
  /** Shows the ready ad; false (and nothing shown) when none is ready or the plugin refuses. */
  show(): Promise<boolean>;
  /** Resolves when the ad now showing (or about to) is gone: dismissed or failed to show. */
  closed(): Promise<void>;
  flags(): AdFlags;
  /** Calls back after every flag change; returns the unsubscribe function. */
  subscribe(listener: (flags: AdFlags) => void): () => void;
}

export function createInterstitialAds({ plugin, adId, log, testingDevices = [] }: InterstitialAdsOptions): InterstitialAds {
  // One frozen object per state so React's useSyncExternalStore sees a stable snapshot.
  let flags: AdFlags = Object.freeze({ ready: false, showing: false, loading: false });
  const listeners = new Set<(flags: AdFlags) => void>();
  let closeWaiters: Array<() => void> = [];

  const set = (next: Partial<AdFlags>) => {
    flags = Object.freeze({ ...flags, ...next });
    for (const listener of listeners) listener(flags);
  };

  const settleClosed = () => {
    const waiters = closeWaiters;
    closeWaiters = [];
    for (const resolve of waiters) resolve();
  };

  // The plugin reports a failed load twice (the event and the rejected call): log it once.
  const loadFailed = (cause: unknown) => {
    if (!flags.loading && !flags.ready) return;
    log('Interstitial ad failed to load', cause);
    set({ ready: false, loading: false });
  };

  // The plugin's call stays pending until the ad has loaded, so it is not awaited: the events drive the flags.
  const prepare = () => {
    if (flags.loading || flags.ready) return;
    set({ loading: true });
    plugin.prepareInterstitial({ adId, isTesting: true }).catch(loadFailed);
  };

  // The ad object is spent once it has been on screen (or could not be), so the next is prepared now.
  const adGone = () => {
    set({ showing: false, ready: false });
    settleClosed();
    prepare();
  };

  const listen = async () => {
    await plugin.addListener(INTERSTITIAL_EVENTS.loaded, () => set({ ready: true, loading: false }));
    await plugin.addListener(INTERSTITIAL_EVENTS.failedToLoad, (error) => loadFailed(error));
    await plugin.addListener(INTERSTITIAL_EVENTS.showed, () => set({ showing: true }));
    await plugin.addListener(INTERSTITIAL_EVENTS.dismissed, () => adGone());
    await plugin.addListener(INTERSTITIAL_EVENTS.failedToShow, (error) => {
      log('Interstitial ad failed to show', error);
      adGone();
    });
  };

  return {
    async start() {
      try {
        await listen();
        await plugin.initialize({ initializeForTesting: true, testingDevices });
      } catch (error) {
        log('Ads failed to initialise', error);
        return;
      }
      prepare();
    },

    prepare,

    async show() {
      if (!flags.ready) return false;
      try {
        await plugin.showInterstitial();
        return true;
      } catch (error) {
        log('Interstitial ad failed to show', error);
        adGone();
        return false;
      }
    },

    closed() {
      return new Promise<void>((resolve) => closeWaiters.push(resolve));
    },

    flags: () => flags,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
