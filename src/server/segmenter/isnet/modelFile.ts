import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { engineSettings } from '../../config';
import { editIsnetGraph } from './graphEdit';

const require = createRequire(import.meta.url);

/** The fp16 ISNet ("medium" in the data package): int8 was no faster here, only lighter. */
const MODEL_KEY = '/models/medium';
/** Bump when editIsnetGraph changes, so caches made by an older edit are not reused. */
const EDIT_VERSION = 1;

interface Resources {
  [key: string]: { chunks: Array<{ hash: string; offsets: [number, number] }>; size: number };
}

/** Where the edited model is kept: beside other tools' caches, out of the data folder and the repo. */
export function defaultModelCacheDir(): string {
  return engineSettings().MODEL_CACHE_DIR ?? path.resolve(process.cwd(), 'node_modules/.cache/car-wrap-studio');
}

function dataPackageDir(): string {
  return path.dirname(require.resolve('@imgly/background-removal-data/package.json'));
}

function dataPackage(): { version: string } {
  return JSON.parse(fs.readFileSync(path.join(dataPackageDir(), 'package.json'), 'utf8')) as { version: string };
}

/** Where the edited model of the installed data package is cached. */
export function isnetModelPath(cacheDir = defaultModelCacheDir()): string {
  return path.join(cacheDir, `isnet-fp16-${dataPackage().version}-edit${EDIT_VERSION}.onnx`);
}

/**
 * Path of the edited ISNet model, made once from the npm data package (its file is stored as
 * 4 MB chunks named by hash, joined in offset order) and cached by package version. Writing
 * through a temporary name and renaming makes several processes starting at once safe.
 */
export function ensureIsnetModel(cacheDir = defaultModelCacheDir()): string {
  const target = isnetModelPath(cacheDir);
  if (fs.existsSync(target)) return target;
  const dataDir = dataPackageDir();
  const { version } = dataPackage();

  const resources = JSON.parse(fs.readFileSync(path.join(dataDir, 'dist/resources.json'), 'utf8')) as Resources;
  const entry = resources[MODEL_KEY];
  if (!entry) throw new Error(`@imgly/background-removal-data ${version} has no ${MODEL_KEY}`);
  const joined = Buffer.alloc(entry.size);
  for (const chunk of entry.chunks) fs.readFileSync(path.join(dataDir, 'dist', chunk.hash)).copy(joined, chunk.offsets[0]);
  const edited = editIsnetGraph(joined);
  fs.mkdirSync(cacheDir, { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, edited);
  fs.renameSync(temporary, target);
  return target;
}
