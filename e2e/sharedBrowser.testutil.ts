import { chromium } from 'playwright-core';
import { BROWSER_ENDPOINT, CHROMIUM_ARGS } from './builtApp.testutil';
import { requireChrome } from './chromePath';

/**
 * The browser tests' globalSetup: one Chromium for the whole run, which every test file connects
 * to (launchBrowser) instead of starting its own. Each file still gets fresh contexts, and a
 * file's contexts close when it disconnects.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: requireChrome(), args: CHROMIUM_ARGS });
  process.env[BROWSER_ENDPOINT] = server.wsEndpoint();
  return () => server.close();
}
