import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The test runs' globalSetup: one silhouette folder (SILHOUETTE_CACHE_DIR) for every test file and
 * every app process the run starts, so the model segments each photo once per run, not once per
 * file. The model's own tests (goldenSilhouettes, quality) call it directly or fill this folder.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-silhouettes-'));
  process.env.SILHOUETTE_CACHE_DIR = folder;
  return () => fs.rm(folder, { recursive: true, force: true });
}
