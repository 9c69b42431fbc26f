/**
 * Decides whether `npm start` must build: dist/ is current when the build inputs hash to what the
 * last successful build recorded in dist/.build-stamp.json, and dist/ still holds exactly the
 * files that build left. Contents are hashed rather than mtimes compared, so a checkout of another
 * branch and back (new mtimes, same contents) does not rebuild, while a file restored with an old
 * mtime still does.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What the build reads besides node_modules: folders walked whole, and single files. */
export const BUILD_INPUTS = {
  dirs: ['src'],
  files: [
    'package.json',
    'package-lock.json',
    // npm's record of what is installed: changes when node_modules does, even without a lock change.
    'node_modules/.package-lock.json',
    'vite.config.ts',
    'tsconfig.json',
    'scripts/build.ts',
    'scripts/buildStamp.ts',
    'scripts/build-server.ts',
    'scripts/serverBundle.ts',
    'scripts/precompress.ts',
  ],
};
/** What the build writes: checked as well, so a bare `vite build` (cap:sync) or a deleted file rebuilds. */
export const BUILD_OUTPUTS = ['dist/web', 'dist/server'];
/** Files that must exist for `node dist/server/main.js` to serve the app. */
const REQUIRED_OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
export const STAMP = 'dist/.build-stamp.json';

interface Stamp {
  inputs: string;
  outputs: string;
  builtAt: string;
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Relative paths (forward slashes, sorted) of every input file under `root`. */
async function inputFiles(root: string): Promise<string[]> {
  const files: string[] = [...BUILD_INPUTS.files];
  for (const dir of BUILD_INPUTS.dirs) {
    for await (const file of walk(path.join(root, dir))) files.push(path.relative(root, file).split(path.sep).join('/'));
  }
  return files.sort();
}

/** One hash over the input files' names and contents; a missing file counts as such. */
export async function digestInputs(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await inputFiles(root)) {
    const content = await fs.readFile(path.join(root, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    // Length-prefixed, so no two different sets of files hash alike by shifting bytes between them.
    hash.update(`${file}\0${content ? content.length : 'missing'}\0`);
    if (content) hash.update(content);
  }
  return hash.digest('hex');
}

/** Names, sizes and mtimes of the output files: cheap, and any later write to dist/ changes it. */
export async function fingerprintOutputs(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of BUILD_OUTPUTS) {
    const files: string[] = [];
    for await (const file of walk(path.join(root, dir))) files.push(file);
    for (const file of files.sort()) {
      const stat = await fs.stat(file);
      hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\0`);
    }
  }
  return hash.digest('hex');
}

async function readStamp(root: string): Promise<Stamp | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(root, STAMP), 'utf8')) as Stamp;
  } catch {
    // No stamp (never built, or the last build failed) or an unreadable one: build.
    return null;
  }
}

/** Why dist/ must be rebuilt, or null when it is current. */
export async function staleReason(root: string): Promise<string | null> {
  const stamp = await readStamp(root);
  if (!stamp) return 'no successful build recorded';
  for (const file of REQUIRED_OUTPUTS) {
    if (!(await fs.stat(path.join(root, file)).catch(() => null))) return `${file} is missing`;
  }
  if (stamp.inputs !== (await digestInputs(root))) return 'sources changed since the last build';
  if (stamp.outputs !== (await fingerprintOutputs(root))) return 'dist/ changed since the last build';
  return null;
}

/**
 * Runs `build`, stamping dist/ only once it succeeds. The stamp goes first, so a build that fails
 * half-way (dist/web new, dist/server gone) never passes for current; the inputs are hashed before
 * building, so a file edited during the build makes the next start build again.
 */
export async function buildWithStamp(root: string, build: () => Promise<void>): Promise<void> {
  const inputs = await digestInputs(root);
  await fs.rm(path.join(root, STAMP), { force: true });
  await build();
  const stamp: Stamp = { inputs, outputs: await fingerprintOutputs(root), builtAt: new Date().toISOString() };
  await fs.writeFile(path.join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Builds when dist/ is stale, saying why before it starts; returns whether it built. */
export async function buildIfChanged(
  root: string,
  build: () => Promise<void>,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const reason = await staleReason(root);
  if (reason === null) {
    log(`build is up to date (sources unchanged since ${(await readStamp(root))!.builtAt}); \`npm run build\` forces one`);
    return false;
  }
  log(`building: ${reason}`);
  await buildWithStamp(root, build);
  return true;
}
