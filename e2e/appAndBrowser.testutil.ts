import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from '../src/server/ai/fakeOpenAi.testutil';
import { startSmtpServer, type TestSmtpServer } from '../src/server/email/smtpTestServer.testutil';
import { freePort } from '../src/server/freePort.testutil';
import { launchBrowser, startApp, type RunningApp } from './builtApp.testutil';
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
 * The describe block's OpenAI stand-in (an HTTP server speaking its API) and an app whose AI
 * provider it is, with Chromium. `env` adds to or overrides the provider's settings.
 */
export function useAppWithOpenAi(
  options: FakeOpenAiOptions,
  env: Record<string, string> = {},
): AppAndBrowser & { readonly fake: FakeOpenAi } {
  const standIn: { fake?: FakeOpenAi } = {};
  beforeAll(async () => {
    standIn.fake = await startFakeOpenAi(options);
  });
  afterAll(async () => {
    await standIn.fake?.close();
  });
  const running = useAppAndBrowser(() => ({
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: options.apiKey,
    OPENAI_BASE_URL: standIn.fake!.baseUrl,
    OPENAI_MAX_RETRIES: '0',
    ...env,
  }));
  return {
    get app() {
      return running.app;
    },
    get browser() {
      return running.browser;
    },
    get fake() {
      return standIn.fake!;
    },
  };
}

export interface AppWithMail extends AppAndBrowser {
  /** The test SMTP server the app sends to (throws while it is stopped). */
  readonly smtp: TestSmtpServer;
  /** Takes the mail server down, as a shop's may be. */
  stopSmtp(): Promise<void>;
  /** Brings it back on the same port: what it receives starts empty. */
  startSmtp(): Promise<void>;
}

/**
 * The describe block's SMTP test server on 127.0.0.1 and an app that sends its e-mails there,
 * with Chromium. Registered before the app's hooks, so the app stops before the mail server.
 */
export function useAppWithMail(env: Record<string, string> = {}): AppWithMail {
  const mail: { port?: number; server?: TestSmtpServer } = {};
  const startSmtp = async () => {
    mail.server = await startSmtpServer(mail.port);
  };
  beforeAll(async () => {
    mail.port = await freePort();
    await startSmtp();
  });
  afterAll(async () => {
    await mail.server?.close();
  });
  const running = useAppAndBrowser(() => ({ SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true`, ...env }));
  return {
    get app() {
      return running.app;
    },
    get browser() {
      return running.browser;
    },
    get smtp() {
      if (!mail.server) throw new Error('the test mail server is stopped');
      return mail.server;
    },
    async stopSmtp() {
      await mail.server?.close();
      mail.server = undefined;
    },
    startSmtp,
  };
}
