import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startApp, type RunningApp } from './builtApp.testutil';

/** The shop's inbox and its owner, as the browser tests that read the shop's side use them. */
export const SHOP = 'shop@e2e.example';
export const OWNER = 'owner@e2e.example';
export const PASSWORD = 'correct horse battery staple';

/** The shop's owner, made with the real command against the data folder the app then starts on. */
export async function createShopUser(dataDir: string): Promise<void> {
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
