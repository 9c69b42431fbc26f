import fs from 'node:fs';
import { normalizeUpload } from '../image/normalizeUpload';
import type { Storage } from '../storage/storage';
import { GOLDEN_DIR, silhouettePath, type CommittedSet } from './goldens.testutil';
import { createSilhouetteStore, silhouetteKey } from './storedSilhouettes';
import { keepSilhouettesIn } from './index';

/**
 * Keeps the golden silhouette of committed photos in an app's storage, where the photo step would
 * have kept the model's: the engine then reads them instead of running the model.
 */
export async function keepGoldenSilhouettes(storage: Storage, files: string[], set: CommittedSet = 'cars'): Promise<void> {
  const cues = JSON.parse(fs.readFileSync(`${GOLDEN_DIR}/silhouettes.json`, 'utf8')) as Record<string, unknown>;
  for (const file of files) {
    const stem = file.replace(/\.\w+$/, '');
    const photo = fs.readFileSync(`${set === 'cars' ? 'test-fixtures/cars' : 'test-fixtures/cars-dev'}/${file}`);
    const key = `silhouettes/${silhouetteKey((await normalizeUpload(photo, file)).jpeg)}`;
    await storage.put(`${key}.png`, fs.readFileSync(silhouettePath({ set, file, stem })), 'image/png');
    await storage.put(`${key}.json`, Buffer.from(JSON.stringify(cues[`${set}/${stem}`])), 'application/json');
  }
  keepSilhouettesIn(createSilhouetteStore(storage));
}
