import fs from 'node:fs';
import path from 'node:path';

/** Browsers looked for on PATH, in this order, when CHROME_PATH does not name one. */
const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const isExecutable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chrome or Chromium the browser tests and benchmarks drive, found as
 * scripts/ensure-chromium.sh finds it: `CHROME_PATH` when it names an executable, then Debian's
 * /usr/bin/chromium, then a chromium or google-chrome on PATH. Null when there is none.
 */
export function findChrome(env: Record<string, string | undefined> = process.env, debianChromium = '/usr/bin/chromium'): string | null {
  if (env.CHROME_PATH && isExecutable(env.CHROME_PATH)) return env.CHROME_PATH;
  if (isExecutable(debianChromium)) return debianChromium;
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of BROWSER_NAMES) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

/** findChrome's answer, or an error that says what to install and how to point at it. */
export function requireChrome(env: Record<string, string | undefined> = process.env, debianChromium?: string): string {
  const found = findChrome(env, debianChromium);
  if (found) return found;
  const wrong = env.CHROME_PATH ? ` (CHROME_PATH=${env.CHROME_PATH} is not an executable file)` : '';
  throw new Error(
    `No Chrome or Chromium found${wrong}: run \`bash scripts/ensure-chromium.sh\`, or install one and set CHROME_PATH to its executable`,
  );
}
