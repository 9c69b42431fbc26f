/**
 * The server bundled by esbuild: src/server/main.ts and the engine's worker in one folder (packages
 * stay in node_modules, so native ones such as sharp, onnxruntime-node and PGlite's WebAssembly
 * load as they do under tsx). Files the server reads beside its own modules (the migrations,
 * `new URL('./file', import.meta.url)` data files) are copied next to the bundle, where the
 * compiled code looks for them. `out` must sit two levels under the project (as dist/server does):
 * the server finds the project's root, and node_modules, from there.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/** Files a module opens relative to itself: `new URL('./defaultFilms.json', import.meta.url)`. */
const BESIDE_MODULE = /new URL\(\s*'(\.\/[^'`$]+)'\s*,\s*import\.meta\.url\s*\)/g;

/** Bundles the server into `out` (emptied first); answers the data files copied beside it. */
export async function bundleServer(out: string): Promise<string[]> {
  await fs.rm(out, { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      main: 'src/server/main.ts',
      // Found by analysisPool.ts beside itself as ./analysisWorker.js once compiled.
      analysisWorker: 'src/server/engine/worker/analysisWorker.ts',
    },
    outdir: out,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });

  // drizzle's migrator reads the folder beside db/client.ts, which is now beside the bundle.
  await fs.cp('src/server/db/migrations', path.join(out, 'migrations'), { recursive: true });
  const copied = new Map<string, string>();
  for (const input of Object.keys(result.metafile.inputs).filter((file) => file.startsWith('src/'))) {
    const source = await fs.readFile(input, 'utf8');
    for (const [, relative] of source.matchAll(BESIDE_MODULE)) {
      const from = path.resolve(path.dirname(input), relative!);
      const name = path.basename(from);
      if (copied.has(name) && copied.get(name) !== from) throw new Error(`two data files named ${name}: ${copied.get(name)} and ${from}`);
      copied.set(name, from);
      await fs.copyFile(from, path.join(out, name));
    }
  }
  return [...copied.keys()];
}
