import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusResponse } from '../../domain/api';
import { buildSourceArchive } from '../sourceArchive';
import { Unavailable } from '../serviceErrors';
import { SOURCE_LIST } from '../sourceFiles';
import { createTestApp, type TestApp } from '../testApp.testutil';

/** Reads a ustar archive back: path -> contents. */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= archive.length;) {
    const block = archive.subarray(at, at + 512);
    if (block.every((b) => b === 0)) break;
    const text = (from: number, length: number) =>
      block
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = text(345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(0, 100);
    const size = parseInt(text(124, 12), 8);
    const stored = parseInt(text(148, 8), 8);
    const blank = Buffer.from(block);
    blank.write('        ', 148, 'ascii');
    expect(
      blank.reduce((sum, b) => sum + b, 0),
      `checksum of ${name}`,
    ).toBe(stored);
    files.set(name, archive.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

describe('the source code link (SOURCE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('tells the browser the default, /source, in /api/status', async () => {
    const res = await t.app.inject('/api/status');
    expect(StatusResponse.parse(res.json()).sourceUrl).toBe('/source');
  });

  it("offers this program's own source at /source as a .tar.gz", async () => {
    const res = await t.app.inject('/source');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="car-wrap-studio-[\d.]+-source\.tar\.gz"$/);
    const files = untar(gunzipSync(res.rawPayload));
    const names = [...files.keys()];
    const folder = names[0]!.split('/')[0]!;
    expect(folder).toMatch(/^car-wrap-studio-/);
    for (const required of [
      'LICENSE',
      'package.json',
      'package-lock.json',
      'README.md',
      'src/server/config.ts',
      'src/web/features/home/Footer.tsx',
      'vite.config.ts',
    ]) {
      expect(names).toContain(`${folder}/${required}`);
    }
    expect(files.get(`${folder}/src/server/routes/source.ts`)!.toString('utf8')).toBe(
      await fs.readFile(path.resolve('src/server/routes/source.ts'), 'utf8'),
    );
    expect(files.get(`${folder}/LICENSE`)!.toString('utf8')).toContain('GNU AFFERO GENERAL PUBLIC LICENSE');
    expect(names.some((n) => /\/(node_modules|dist|data|\.git)\//.test(n))).toBe(false);
  });

  it("links to the shop's own address when set, and then serves no /source", async () => {
    const shop = await createTestApp({ env: { SOURCE_URL: 'https://git.shop.example/car-wrap-studio' } });
    try {
      expect((await shop.app.inject('/api/status')).json()).toMatchObject({ sourceUrl: 'https://git.shop.example/car-wrap-studio' });
      // The app's 404 page (503 while the web app is not built): anything but the archive.
      const source = await shop.app.inject('/source');
      expect([404, 503]).toContain(source.statusCode);
      expect(source.headers['content-type']).not.toBe('application/gzip');
    } finally {
      await shop.close();
    }
  });
});

describe('the source archive', () => {
  let root: string;
  const put = async (rel: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await fs.writeFile(path.join(root, rel), text);
  };
  const git = (...args: string[]) => promisify(execFile)('git', ['-C', root, ...args]);
  const tracked = ['package.json', 'LICENSE', 'src/a.ts', `src/${'deep/'.repeat(30)}b.ts`, 'android/build.gradle', 'src/db/0001_init.sql'];
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-source-'));
    await put('package.json', '{"name":"x","version":"1.0.0"}');
    await put('LICENSE', 'AGPL');
    await put('src/a.ts', 'export const a = 1;');
    await put(`src/${'deep/'.repeat(30)}b.ts`, 'export const b = 2;');
    await put('android/build.gradle', 'gradle');
    await put('src/db/0001_init.sql', 'create table wraps ();');
    // Committed by mistake: still never published.
    await put('.env.production', 'OPENAI_API_KEY=secret');
    await put('.npmrc', '//registry.npmjs.org/:_authToken=npm_secret');
    await git('init', '-q');
    await git('add', ...tracked, '.env.production', '.npmrc');
    // What an operator leaves in the app's folder, untracked.
    await put('.npmrc', '//registry.npmjs.org/:_authToken=npm_secret');
    await put('.env', 'OPENAI_API_KEY=secret');
    await put('secrets.json', '{"key":"secret"}');
    await put('firebase-adminsdk.json', '{"private_key":"secret"}');
    await put('android/keystore.properties', 'storePassword=secret');
    await put('android/app/release.jks', 'signing key');
    await put('src/dump.sql', 'insert into quotes values (1)');
    await put('src/notes.ts', 'export const untracked = true;');
    await put('notes.txt', 'private notes');
    await put('node_modules/y/index.js', 'dependency');
    await put('data/db/file', "the shop's data");
    await put('dist/web/index.html', 'build output');
  });
  afterAll(async () => fs.rm(root, { recursive: true, force: true }));

  it('holds exactly the files git tracks, with their contents as they are now, never an operator file', async () => {
    await put('src/a.ts', 'export const a = 2; // a change the shop made');
    const files = untar(gunzipSync(await buildSourceArchive(root, 'x-1.0.0')));
    expect([...files.keys()].sort()).toEqual(tracked.map((f) => `x-1.0.0/${f}`).sort());
    expect(files.get('x-1.0.0/src/a.ts')!.toString()).toBe('export const a = 2; // a change the shop made');
    const everything = Buffer.concat([...files.values()]).toString();
    expect(everything).not.toMatch(/secret|signing key|private notes|insert into quotes/);
  });

  it('uses the list the build wrote where there is no .git, and refuses with a 503 kind of error where there is neither', async () => {
    const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-source-deployed-'));
    try {
      await fs.cp(root, copy, { recursive: true, filter: (from) => !from.endsWith('/.git') });
      await expect(buildSourceArchive(copy, 'x-1.0.0')).rejects.toBeInstanceOf(Unavailable);
      await fs.mkdir(path.join(copy, 'dist'), { recursive: true });
      await fs.writeFile(path.join(copy, SOURCE_LIST), JSON.stringify(['package.json', 'src/a.ts', 'secrets.json', '../outside']));
      const files = untar(gunzipSync(await buildSourceArchive(copy, 'x-1.0.0')));
      expect([...files.keys()].sort()).toEqual(['x-1.0.0/package.json', 'x-1.0.0/secrets.json', 'x-1.0.0/src/a.ts']);
    } finally {
      await fs.rm(copy, { recursive: true, force: true });
    }
  });
});
