/**
 * Writes dist/source-files.json, the files the repository tracks, so that a deployment without
 * `.git` still offers exactly those at /source (and never other files in its folder). Part of
 * `npm run build`; outside a git checkout it keeps the list a previous build wrote.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOURCE_LIST, trackedFiles } from '../src/server/sourceFiles';

const root = process.cwd();
try {
  await fs.access(path.join(root, '.git'));
} catch {
  console.log(`source list: not a git checkout, ${SOURCE_LIST} left as it is`);
  process.exit(0);
}
const files = await trackedFiles(root);
await fs.mkdir(path.dirname(path.join(root, SOURCE_LIST)), { recursive: true });
await fs.writeFile(path.join(root, SOURCE_LIST), JSON.stringify(files));
console.log(`source list: ${files.length} tracked files in ${SOURCE_LIST}`);
