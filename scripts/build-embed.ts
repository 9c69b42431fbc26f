/**
 * Compiles the loader a shop's page includes (src/web/embed/loader.ts) into dist/web/embed.js:
 * one small classic script (it finds itself through document.currentScript, which a module never
 * has), served by the app at /embed.js (src/server/embed/embedRoutes.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const OUT = path.resolve('dist/web/embed.js');
await build({
  entryPoints: ['src/web/embed/loader.ts'],
  outfile: OUT,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const bytes = (await fs.stat(OUT)).size;
console.log(`embed loader compiled to ${path.relative(process.cwd(), OUT)} (${bytes} bytes)`);
