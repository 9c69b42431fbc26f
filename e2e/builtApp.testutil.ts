import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { freePort } from '../src/server/freePort.testutil';
import { requireChrome } from './chromePath';
import { copyTemplateDatabase } from './databaseTemplate.testutil';

/** The compiled server `npm start` runs. */
const SERVER = 'dist/server/main.js';

/**
 * Browser-test harness: the real built app (dist/web and dist/server, `npm run build` first)
 * started as its own process on a free port with a fresh data folder, and an installed Chromium
 * (CHROME_PATH, see chromePath.ts) driven by playwright-core.
 */

/** The car photos committed with the project (licences that allow it, 1024 px): no ../shared needed. */
/** Where browser tests leave screenshots for a person to look at (never compared). */
export const SHOTS_DIR = path.join(os.tmpdir(), 'shots');
fs.mkdirSync(SHOTS_DIR, { recursive: true });

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The server's process id, for the benchmarks' memory readings. */
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built app on a free port with a fresh data folder (a copy of the run's template database).
 * `outputFile`: also append everything it prints there, for a test process other than the one
 * that started it (see sharedApps.testutil.ts).
 */
export async function startApp(env: Record<string, string> = {}, options: { outputFile?: string } = {}): Promise<RunningApp> {
  if (!fs.existsSync('dist/web/index.html') || !fs.existsSync(SERVER))
    throw new Error('dist is missing: run `npm run build` before the browser tests');
  const port = await freePort();
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wrap-e2e-'));
  // A shop's server starts on the database it made before; the tests' globalSetup made one to copy.
  // A data folder the test made got its copy there (copyTemplateDatabase) before a command ran on it.
  if (!env.DATA_DIR) await copyTemplateDatabase(dataDir);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (d: Buffer) => {
    output += d.toString();
    if (options.outputFile) fs.appendFileSync(options.outputFile, d);
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where the run's shared Chromium listens (set by sharedBrowser.testutil.ts, the browser tests' globalSetup). */
export const BROWSER_ENDPOINT = 'WRAP_E2E_BROWSER_ENDPOINT';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A Chromium to drive: under the browser tests, a connection to the run's shared one
 * (sharedBrowser.testutil.ts), whose close() disconnects and closes this connection's contexts;
 * elsewhere (the benchmarks) one of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[BROWSER_ENDPOINT];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: requireChrome(), args: CHROMIUM_ARGS });
}

/**
 * A download's bytes. The shared Chromium runs apart from the test (launchBrowser), so the file
 * is copied over with saveAs: download.path() is only there for a browser the test launched.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'wrap-download-'));
  try {
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    return await fsp.readFile(file);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Waits until the page's finite animations and transitions have run (a toast or a dialog fading
 * in), so a screenshot shows the page as it settles: Playwright counts a transparent element as
 * visible. Endless ones (a spinner) are left running; none is waited on for more than 3 s.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
}

/**
 * Waits until the page has drawn two more frames: whatever an event it just handled changed (a
 * state update, then the effect that follows it) is on screen, so a check that nothing changed
 * is not made too early. Two, because React may commit an effect's update on the next frame.
 */
export async function framesRendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A new page at the given viewport width, with uncaught errors and anything the server's
 * Content-Security-Policy blocked (a script, style, image or request the page needed) collected
 * for assertions.
 */
/** A phone (390 px: touch, 844 px tall) or a desktop window (900 px tall), as `width` says. */
export function openDevicePage(browser: Browser, width: number): Promise<{ page: Page; errors: string[] }> {
  const phone = width < 600;
  return openPage(browser, width, phone ? 844 : 900, { touch: phone });
}

export async function openPage(
  browser: Browser,
  width = 1280,
  height = 900,
  options: { touch?: boolean; locale?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const touch = options.touch ? { hasTouch: true, isMobile: true } : {};
  // `locale`: Chromium's own language (navigator.languages, Accept-Language), as a visitor's browser sets it.
  const locale = options.locale ? { locale: options.locale } : {};
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true, ...touch, ...locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { page, errors };
}
