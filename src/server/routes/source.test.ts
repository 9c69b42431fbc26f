import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusResponse } from '../../domain/api';
import { buildSourceArchive } from '../sourceArchive';
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
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-source-'));
    const put = async (rel: string, text: string) => {
      await fs.mkdir(path.dirname(path.join(root, rel)), { recursive: true });
      await fs.writeFile(path.join(root, rel), text);
    };
    await put('package.json', '{"name":"x","version":"1.0.0"}');
    await put('LICENSE', 'AGPL');
    await put('.env', 'OPENAI_API_KEY=secret');
    await put('.env.production', 'secret');
    await put('notes.txt', 'private notes');
    await put('src/a.ts', 'export const a = 1;');
    await put(`src/${'deep/'.repeat(30)}b.ts`, 'export const b = 2;');
    await put('src/node_modules/x/index.js', 'dependency');
    await put('node_modules/y/index.js', 'dependency');
    await put('data/db/file', "the shop's data");
    await put('dist/web/index.html', 'build output');
    await put('android/app/release.jks', 'signing key');
    await put('android/local.properties', 'sdk.dir=/home/shop');
    await put('android/app/src/main/assets/public/index.html', 'copied build');
    await put('android/build.gradle', 'gradle');
  });
  afterAll(async () => fs.rm(root, { recursive: true, force: true }));

  it("holds the project's files and never data, packages, build output, environment files or keys", async () => {
    const files = untar(gunzipSync(await buildSourceArchive(root, 'x-1.0.0')));
    expect([...files.keys()].sort()).toEqual(
      ['LICENSE', 'android/build.gradle', `src/${'deep/'.repeat(30)}b.ts`, 'package.json', 'src/a.ts'].map((f) => `x-1.0.0/${f}`).sort(),
    );
    expect(files.get('x-1.0.0/src/a.ts')!.toString()).toBe('export const a = 1;');
  });
});
