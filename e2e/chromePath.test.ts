import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChrome, requireChrome } from './chromePath';

// The browser tests run whichever Chrome the engineer points at with CHROME_PATH, and say what to
// install when there is none, instead of failing on a hard-coded /usr/bin/chromium.
describe('finding the browser the tests drive', () => {
  let dir: string;
  let ownChrome: string;
  let notExecutable: string;

  beforeAll(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'chrome-path-'));
    ownChrome = path.join(dir, 'my-chrome');
    await fsp.writeFile(ownChrome, '#!/bin/sh\n', { mode: 0o755 });
    notExecutable = path.join(dir, 'chrome-notes.txt');
    await fsp.writeFile(notExecutable, 'not a browser', { mode: 0o644 });
    await fsp.mkdir(path.join(dir, 'bin'));
    await fsp.writeFile(path.join(dir, 'bin', 'google-chrome'), '#!/bin/sh\n', { mode: 0o755 });
  });
  afterAll(() => fsp.rm(dir, { recursive: true, force: true }));

  it('uses CHROME_PATH when it names an executable', () => {
    expect(findChrome({ CHROME_PATH: ownChrome, PATH: '' })).toBe(ownChrome);
  });

  it('passes over a CHROME_PATH that is not executable and finds a browser installed on PATH', () => {
    const elsewhere = path.join(dir, 'no-debian-chromium');
    expect(findChrome({ CHROME_PATH: notExecutable, PATH: `/nonexistent${path.delimiter}${path.join(dir, 'bin')}` }, elsewhere)).toBe(
      path.join(dir, 'bin', 'google-chrome'),
    );
    expect(findChrome({ PATH: path.join(dir, 'bin') }, ownChrome)).toBe(ownChrome);
  });

  it('says what to install and how to point at it when no browser is found', () => {
    const elsewhere = path.join(dir, 'no-debian-chromium');
    expect(findChrome({ PATH: dir }, elsewhere)).toBeNull();
    expect(() => requireChrome({ CHROME_PATH: notExecutable, PATH: '' }, elsewhere)).toThrow(
      `No Chrome or Chromium found (CHROME_PATH=${notExecutable} is not an executable file): run \`bash scripts/ensure-chromium.sh\`, or install one and set CHROME_PATH to its executable`,
    );
  });
});
