import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, startApp, type RunningApp } from './builtApp.testutil';
import { startSmtpServer, type TestSmtpServer } from '../src/server/email/smtpTestServer.testutil';
import { sharedApp } from './sharedApps.testutil';

// Apart from builtApp.testutil.ts because the benchmark scripts import that outside vitest.

export interface AppAndBrowser {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/**
 * The describe block's app and Chromium: started together before its first test, stopped after its
 * last. `env` may be a function when it depends on an earlier beforeAll (e.g. a test SMTP port).
 * Without `env`, the test worker's shared app with the default settings (sharedApps.testutil.ts),
 * when the run has one: it keeps earlier files' wraps, so such a test must not count them.
 */
export function useAppAndBrowser(env?: Record<string, string> | (() => Record<string, string>)): AppAndBrowser {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const own = () => startApp(typeof env === 'function' ? env() : env);
    [app, browser] = await Promise.all([(env === undefined ? sharedApp() : null) ?? own(), launchBrowser()]);
  });
  // A browser test that fails often fails because of the server: its last words go in the log.
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && app) console.error(`app output before "${task.name}" failed:\n${app.output().slice(-6000)}`);
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

/**
 * useAppAndBrowser, with a test SMTP server on 127.0.0.1 the app sends its e-mails to (SMTP_URL);
 * `env` adds settings. The server's hooks come first, so the app stops before it closes.
 */
export function useAppBrowserAndSmtp(env: Record<string, string> = {}): AppAndBrowser & { readonly smtp: TestSmtpServer } {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    [smtp] = await Promise.all([startSmtpServer()]);
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const running = useAppAndBrowser(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp!.port}?ignoreTLS=true`, ...env }));
  return {
    get app() {
      return running.app;
    },
    get browser() {
      return running.browser;
    },
    get smtp() {
      return smtp!;
    },
  };
}
