/** Compiles the server for `npm start` into dist/server (see serverBundle.ts). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from './serverBundle';

const OUT = path.resolve('dist/server');
const copied = await bundleServer(OUT);
const kb = (await fs.stat(path.join(OUT, 'main.js'))).size / 1024;
console.log(
  `server compiled to ${path.relative(process.cwd(), OUT)}/main.js (${kb.toFixed(0)} KB)${copied.length ? `, with ${copied.join(', ')}` : ''}`,
);
