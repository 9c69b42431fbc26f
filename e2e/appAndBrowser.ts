import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startApp, type RunningApp } from './harness';

// Apart from harness.ts because the benchmark scripts import the harness outside vitest.

export interface AppAndBrowser {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/**
 * The describe block's app and Chromium: started together before its first test, stopped after its
 * last. `env` may be a function when it depends on an earlier beforeAll (e.g. a test SMTP port).
 */
export function useAppAndBrowser(env: Record<string, string> | (() => Record<string, string>) = {}): AppAndBrowser {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(typeof env === 'function' ? env() : env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return {
    get app() {
      return app!;
    },
    get browser() {
      return browser!;
    },
  };
}
