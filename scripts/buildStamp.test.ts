import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildIfChanged, buildWithStamp, STAMP } from './buildStamp';

// `npm start` skips the build when nothing changed: these check it still builds whenever anything did.
describe('npm start builds only when the sources or dist/ changed', () => {
  let root: string;
  let builds: number;
  let lines: string[];
  /** Stands in for vite + esbuild: writes the outputs `node dist/server/main.js` needs. */
  const build = async () => {
    builds++;
    await write('dist/web/index.html', `<html>build ${builds}</html>`);
    await write('dist/server/main.js', `console.log(${builds});`);
  };
  const start = () => buildIfChanged(root, build, (line) => lines.push(line));
  const write = async (file: string, content: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  };

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'build-stamp-'));
    builds = 0;
    lines = [];
    for (const file of BUILD_INPUTS.files) await write(file, `// ${file}`);
    await write('src/server/main.ts', 'export const port = 3000;');
    await write('src/web/index.html', '<div id="root"></div>');
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('builds the first time, then starts without building while nothing changed', async () => {
    expect(await start()).toBe(true);
    expect(lines).toEqual(['building: no successful build recorded']);
    expect(await start()).toBe(false);
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
    expect(lines[2]).toMatch(/^build is up to date \(sources unchanged since \d{4}-\d\d-\d\dT.*\); `npm run build` forces one$/);
  });

  it('builds again when a source file changes, even one restored with its old mtime', async () => {
    await start();
    const file = path.join(root, 'src/server/main.ts');
    const { atime, mtime } = await fs.stat(file);
    await fs.writeFile(file, 'export const port = 3001;');
    await fs.utimes(file, atime, mtime);
    expect(await start()).toBe(true);
    expect(lines[1]).toBe('building: sources changed since the last build');
    expect(await start()).toBe(false);
  });

  it('does not build when a file is rewritten with the same contents (a checkout and back)', async () => {
    await start();
    await write('src/server/main.ts', 'export const port = 3000;');
    expect(await start()).toBe(false);
  });

  it('builds when a source file is added or removed, or a top-level input changes', async () => {
    await start();
    await write('src/web/new.tsx', 'export {};');
    expect(await start()).toBe(true);
    await fs.rm(path.join(root, 'src/web/new.tsx'));
    expect(await start()).toBe(true);
    await write('package-lock.json', '{"lockfileVersion": 3}');
    expect(await start()).toBe(true);
    await fs.rm(path.join(root, 'node_modules/.package-lock.json'));
    expect(await start()).toBe(true);
    expect(builds).toBe(5);
  });

  it('builds when dist/ was changed or emptied by something else', async () => {
    await start();
    // `vite build` alone (npm run cap:sync) rewrites dist/web without the precompressed files.
    await write('dist/web/index.html', '<html>vite alone</html>');
    expect(await start()).toBe(true);
    await fs.rm(path.join(root, 'dist/server'), { recursive: true });
    expect(await start()).toBe(true);
    expect(lines.at(-1)).toBe('building: dist/server/main.js is missing');
  });

  it('leaves no stamp when the build fails, so the next start builds again', async () => {
    await start();
    await write('src/server/main.ts', 'export const port = ;');
    const failing = async () => {
      await fs.rm(path.join(root, 'dist/server'), { recursive: true });
      throw new Error('esbuild: syntax error');
    };
    await expect(buildIfChanged(root, failing, () => {})).rejects.toThrow('esbuild: syntax error');
    await expect(fs.stat(path.join(root, STAMP))).rejects.toThrow();
    // Back to the sources of the last good build: dist/ is half-built, so it still builds.
    await write('src/server/main.ts', 'export const port = 3000;');
    expect(await start()).toBe(true);
  });

  it('a forced build (npm run build) records its stamp, so the next start does not build', async () => {
    await buildWithStamp(root, build);
    expect(await start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('a source edited while building makes the next start build', async () => {
    const editing = async () => {
      await build();
      await write('src/server/main.ts', 'export const port = 3002;');
    };
    await buildIfChanged(root, editing, () => {});
    expect(await start()).toBe(true);
  });
});
