import fs from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from '../../scripts/serverBundle';

/** Where the unit run's server bundle is, for the tests that start the server as a process. */
const BUNDLE_ENTRY = 'WRAP_TEST_SERVER_ENTRY';

/**
 * The unit run's globalSetup: the server bundled once (about 2 s), as `npm start` runs it, for
 * every test that starts it in a process of its own. Under tsx each such start compiled the whole
 * server again in the child, about 3 s of CPU a start. The folder is the run's own, under dist/
 * (two levels under the project, as the server expects), so `npm run build` beside it is untouched.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const out = path.resolve('dist', `test-server-${process.pid}`);
  await bundleServer(out);
  process.env[BUNDLE_ENTRY] = path.join(out, 'main.js');
  return () => fs.rm(out, { recursive: true, force: true });
}

/** The node arguments that start the server: the run's bundle, else the sources through tsx. */
export function serverEntry(): string[] {
  const bundle = process.env[BUNDLE_ENTRY];
  return bundle ? [bundle] : ['--import', 'tsx', 'src/server/main.ts'];
}
