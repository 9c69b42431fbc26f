import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/localStorage';
import type { SegmenterName } from '../segmenter/types';
import { createFolderSilhouetteStore, createSilhouetteStore, layeredSilhouetteStore, type StoredSilhouette } from './storedSilhouettes';

const folders: string[] = [];
async function folder(): Promise<string> {
  const made = await fs.mkdtemp(path.join(os.tmpdir(), 'silhouettes-test-'));
  folders.push(made);
  return made;
}
afterAll(() => Promise.all(folders.map((f) => fs.rm(f, { recursive: true, force: true }))));

const silhouette = (segmenter: SegmenterName): StoredSilhouette => ({
  width: 2,
  height: 2,
  alpha: Float32Array.from([0, 1, 1, 0]),
  cues: { found: 0.9, noCar: false, doubts: [] },
  segmenter,
});
const photo = Buffer.from('a photo');

describe('silhouettes kept in a folder of the host', () => {
  it('serves a silhouette to any later process, and only for the segmenter that made it', async () => {
    const shared = await folder();
    await createFolderSilhouetteStore(shared, 'isnet').save(photo, undefined, silhouette('isnet'));
    const later = await createFolderSilhouetteStore(shared, 'isnet').load(photo, undefined);
    expect(later && Array.from(later.alpha)).toEqual([0, 1, 1, 0]);
    expect(await createFolderSilhouetteStore(shared, 'classic').load(photo, undefined)).toBeNull();
    // The model's fallback is not kept as if the model had made it.
    await createFolderSilhouetteStore(shared, 'isnet').save(photo, { box: { x: 0, y: 0, w: 1, h: 1 } }, silhouette('classic'));
    expect(await createFolderSilhouetteStore(shared, 'isnet').load(photo, { box: { x: 0, y: 0, w: 1, h: 1 } })).toBeNull();
  });

  it('copies what only the host folder holds into the app’s storage, and keeps a new one in both', async () => {
    const host = createFolderSilhouetteStore(await folder(), 'isnet');
    const app = createSilhouetteStore(createLocalStorage(await folder()));
    await host.save(photo, undefined, silhouette('isnet'));
    const layered = layeredSilhouetteStore(app, host);
    expect((await layered.load(photo, undefined))?.segmenter).toBe('isnet');
    expect(await app.load(photo, undefined)).not.toBeNull();

    const other = Buffer.from('another photo');
    await layered.save(other, undefined, silhouette('isnet'));
    expect([await app.load(other, undefined), await host.load(other, undefined)].map((s) => s?.width)).toEqual([2, 2]);
  });
});
