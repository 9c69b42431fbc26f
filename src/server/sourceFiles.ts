import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Unavailable } from './serviceErrors';

/**
 * Which files make up the program's source: the files the repository tracks, never whatever else
 * sits in the app's folder (a registry token in `.npmrc`, a service-account key, a database dump
 * a shop left under src/). In a git checkout git says which; a deployment without `.git` uses the
 * list `npm run build` wrote beside the build.
 */
export const SOURCE_LIST = 'dist/source-files.json';

/** Served as 503: the shop's set-up lacks the list, which `npm run build` writes. */
export class SourceListMissing extends Unavailable {
  constructor() {
    super(`The source archive is not available: this copy is neither a git checkout nor has ${SOURCE_LIST} (run npm run build).`);
  }
}

// Tracked or listed, these still never leave the server: a key committed by mistake stays private.
const NEVER = /(^|\/)(\.env[^/]*|\.npmrc|local\.properties|keystore\.properties|[^/]*\.(jks|keystore|p12|pem|key))$/;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The files `git ls-files` lists under `root`, relative to it. */
export async function trackedFiles(root: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('git', ['-C', root, 'ls-files', '-z', '--cached'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.split('\0').filter(Boolean);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The source files under `root`, relative to it, sorted: tracked, present, not secret, not huge. */
export async function listSourceFiles(root: string): Promise<string[]> {
  let listed: string[];
  if (await exists(path.join(root, '.git'))) listed = await trackedFiles(root);
  else if (await exists(path.join(root, SOURCE_LIST)))
    listed = JSON.parse(await fs.readFile(path.join(root, SOURCE_LIST), 'utf8')) as string[];
  else throw new SourceListMissing();
  const kept: string[] = [];
  for (const rel of listed) {
    if (NEVER.test(rel) || rel.split('/').includes('..')) continue;
    const stat = await fs.stat(path.join(root, rel)).catch(() => null);
    if (stat?.isFile() && stat.size <= MAX_FILE_BYTES) kept.push(rel);
  }
  return kept.sort();
}
