import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../src/server/email/smtpTestServer.testutil';
import { freePort } from '../src/server/freePort.testutil';
import { launchBrowser, startApp, type RunningApp } from './builtApp.testutil';
import { copyTemplateDatabase } from './databaseTemplate.testutil';

/** The shop's inbox and its owner, as the browser tests that read the shop's side use them. */
export const SHOP = 'shop@e2e.example';
export const OWNER = 'owner@e2e.example';
export const PASSWORD = 'correct horse battery staple';

/** The shop's owner, made with the real command against the data folder the app then starts on. */
export async function createShopUser(dataDir: string): Promise<void> {
  await copyTemplateDatabase(dataDir);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--email', OWNER], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD },
  });
}

/**
 * The app as a shop runs it, on `dataDir` (where createShopUser made its owner), sending its
 * e-mails to the test mail server on `smtpPort`.
 */
export function startShopApp(dataDir: string, smtpPort: number, env: Record<string, string> = {}): Promise<RunningApp> {
  return startApp({
    // The classic segmenter starts at once; the learned model's quality is not what these files test.
    SEGMENTER: 'classic',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    SHOP_EMAIL: SHOP,
    MAIL_RETRY_BASE_MS: '300',
    ...env,
  });
}

export interface ShopAppAndBrowser {
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly smtp: TestSmtpServer;
}

/**
 * The describe block's shop: a test mail server, the app on a data folder of its own holding the
 * owner's account, and Chromium; started before its first test and all gone after its last.
 */
export function useShopApp(env: Record<string, string> = {}): ShopAppAndBrowser {
  const shop: { app?: RunningApp; browser?: Browser; smtp?: TestSmtpServer; dataDir?: string } = {};
  beforeAll(async () => {
    const smtpPort = await freePort();
    shop.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-shop-'));
    [shop.smtp] = await Promise.all([startSmtpServer(smtpPort), createShopUser(shop.dataDir)]);
    [shop.app, shop.browser] = await Promise.all([startShopApp(shop.dataDir, smtpPort, env), launchBrowser()]);
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.app?.stop();
    await shop.smtp?.close();
    if (shop.dataDir) await fs.rm(shop.dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return shop.app!;
    },
    get browser() {
      return shop.browser!;
    },
    get smtp() {
      return shop.smtp!;
    },
  };
}
