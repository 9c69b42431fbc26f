import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { SegmenterName, SilhouetteCues } from '../segmenter/types';
import { createLocalStorage } from '../storage/localStorage';
import { FILES_ROUTE, type Storage } from '../storage/storage';
import type { EngineHint } from './types';

/** A silhouette as it is kept beside its photo: what the segmenter found, without the model. */
export interface StoredSilhouette {
  width: number;
  height: number;
  /** Soft alpha 0..1 of the whole car. */
  alpha: Float32Array;
  cues: SilhouetteCues;
  segmenter: SegmenterName;
}

export interface SilhouetteStore {
  load(photo: Buffer, hint?: EngineHint): Promise<StoredSilhouette | null>;
  save(photo: Buffer, hint: EngineHint | undefined, silhouette: StoredSilhouette): Promise<void>;
}

const FOLDER = 'silhouettes';

/**
 * The key of a photo's silhouette: the normalised photo's bytes (the same upload always
 * normalises to the same bytes) and the visitor's tap or box, if any.
 */
export function silhouetteKey(photo: Buffer, hint?: EngineHint): string {
  return createHash('sha256')
    .update(photo)
    .update(JSON.stringify(hint ?? null))
    .digest('hex');
}

/**
 * Silhouettes kept in the app's storage, so that the photo step's segmentation serves the wrap,
 * every change request and any other process: a greyscale PNG of the alpha and a JSON of its cues.
 */
export function createSilhouetteStore(storage: Storage): SilhouetteStore {
  return {
    async load(photo, hint) {
      const key = `${FOLDER}/${silhouetteKey(photo, hint)}`;
      const [png, json] = await Promise.all([storage.get(`${key}.png`), storage.get(`${key}.json`)]);
      if (!png || !json) return null;
      try {
        const meta = JSON.parse(json.toString('utf8')) as Pick<StoredSilhouette, 'cues' | 'segmenter'>;
        const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
        const alpha = new Float32Array(data.length);
        for (let i = 0; i < data.length; i++) alpha[i] = data[i]! / 255;
        return { width: info.width, height: info.height, alpha, cues: meta.cues, segmenter: meta.segmenter };
      } catch {
        // A damaged file is recomputed, never trusted.
        return null;
      }
    },
    async save(photo, hint, s) {
      const key = `${FOLDER}/${silhouetteKey(photo, hint)}`;
      const bytes = Buffer.alloc(s.alpha.length);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(s.alpha[i]! * 255);
      const png = await sharp(bytes, { raw: { width: s.width, height: s.height, channels: 1 } })
        .png({ compressionLevel: 6 })
        .toBuffer();
      await storage.put(`${key}.png`, png, 'image/png');
      await storage.put(`${key}.json`, Buffer.from(JSON.stringify({ cues: s.cues, segmenter: s.segmenter })), 'application/json');
    },
  };
}

/**
 * The silhouettes of one segmenter kept in a folder of this host (SILHOUETTE_CACHE_DIR): a
 * silhouette another segmenter made (the classic fallback) is neither kept nor served there.
 */
export function createFolderSilhouetteStore(folder: string, segmenter: SegmenterName): SilhouetteStore {
  const kept = createSilhouetteStore(silhouetteFolder(folder, segmenter));
  return {
    async load(photo, hint) {
      const found = await kept.load(photo, hint);
      return found?.segmenter === segmenter ? found : null;
    },
    async save(photo, hint, silhouette) {
      if (silhouette.segmenter === segmenter) await kept.save(photo, hint, silhouette);
    },
  };
}

/** Where createFolderSilhouetteStore keeps one segmenter's silhouettes: a visitor's are deleted there too. */
export function silhouetteFolder(folder: string, segmenter: SegmenterName): Storage {
  return createLocalStorage(path.join(folder, segmenter));
}

/** `near` answers first; what only `far` holds is copied into `near`; a new silhouette goes to both. */
export function layeredSilhouetteStore(near: SilhouetteStore, far: SilhouetteStore): SilhouetteStore {
  return {
    async load(photo, hint) {
      const nearby = await near.load(photo, hint);
      if (nearby) return nearby;
      const found = await far.load(photo, hint);
      if (found) await near.save(photo, hint, found);
      return found;
    },
    async save(photo, hint, silhouette) {
      await Promise.all([near.save(photo, hint, silhouette), far.save(photo, hint, silhouette)]);
    },
  };
}

/** Deletes the silhouette kept for `photo` under `hint` (as the engine cleaned it); how many files were there. */
export async function removeSilhouette(storage: Storage, photo: Buffer, hint?: EngineHint): Promise<number> {
  const key = `${FILES_ROUTE}${FOLDER}/${silhouetteKey(photo, hint)}`;
  const removed = await Promise.all([storage.removeByUrl(`${key}.png`), storage.removeByUrl(`${key}.json`)]);
  return removed.filter(Boolean).length;
}
