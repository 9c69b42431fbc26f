/**
 * Compiles the server for `npm start`: src/server/main.ts and the engine's worker bundled by
 * esbuild into dist/server (packages stay in node_modules, so native ones such as sharp,
 * onnxruntime-node and PGlite's WebAssembly load as they do under tsx). Files the server reads
 * beside its own modules (the migrations, `new URL('./file', import.meta.url)` data files) are
 * copied next to the bundle, where the compiled code looks for them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const OUT = path.resolve('dist/server');
/** Files a module opens relative to itself: `new URL('./defaultFilms.json', import.meta.url)`. */
const BESIDE_MODULE = /new URL\(\s*'(\.\/[^'`$]+)'\s*,\s*import\.meta\.url\s*\)/g;

await fs.rm(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    // Found by analysisPool.ts beside itself as ./analysisWorker.js once compiled.
    analysisWorker: 'src/server/engine/worker/analysisWorker.ts',
  },
  outdir: OUT,
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
await fs.cp('src/server/db/migrations', path.join(OUT, 'migrations'), { recursive: true });
const copied = new Map<string, string>();
for (const input of Object.keys(result.metafile.inputs).filter((file) => file.startsWith('src/'))) {
  const source = await fs.readFile(input, 'utf8');
  for (const [, relative] of source.matchAll(BESIDE_MODULE)) {
    const from = path.resolve(path.dirname(input), relative!);
    const name = path.basename(from);
    if (copied.has(name) && copied.get(name) !== from) throw new Error(`two data files named ${name}: ${copied.get(name)} and ${from}`);
    copied.set(name, from);
    await fs.copyFile(from, path.join(OUT, name));
  }
}
const kb = (await fs.stat(path.join(OUT, 'main.js'))).size / 1024;
console.log(
  `server compiled to ${path.relative(process.cwd(), OUT)}/main.js (${kb.toFixed(0)} KB)${copied.size ? `, with ${[...copied.keys()].join(', ')}` : ''}`,
);
