import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { normalizeUpload } from '../image/normalizeUpload';
import { committedPhotos, photoPath, readSilhouette } from './goldens.testutil';
import { createFolderSilhouetteStore } from './storedSilhouettes';

/**
 * The test runs' globalSetup: one silhouette folder (SILHOUETTE_CACHE_DIR) for every test file and
 * every app process the run starts, so the model segments a photo once per run, not once per file.
 * It starts with the committed photos' golden silhouettes (the model's own output for them, which
 * goldenSilhouettes.test.ts checks against the model), under the photo as committed and as an
 * upload normalizes it: only the model's own tests (goldenSilhouettes, quality) and photos of
 * their own run it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-silhouettes-'));
  const store = createFolderSilhouetteStore(folder, 'isnet');
  await Promise.all(
    committedPhotos().map(async (p) => {
      const silhouette = await readSilhouette(p);
      if (!silhouette) return;
      const photo = await fs.readFile(photoPath(p));
      const uploaded = await normalizeUpload(photo, p.file);
      await store.save(photo, undefined, silhouette);
      await store.save(uploaded.jpeg, undefined, silhouette);
    }),
  );
  process.env.SILHOUETTE_CACHE_DIR = folder;
  return () => fs.rm(folder, { recursive: true, force: true });
}
