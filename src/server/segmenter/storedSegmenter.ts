import type { StoredSilhouette } from '../engine/storedSilhouettes';
import { smallMask } from './smallMask';
import type { CarSegmenter, Silhouette } from './types';

/** Answers with a silhouette found before (kept beside the photo) instead of running a model. */
export function storedSegmenter(stored: StoredSilhouette): CarSegmenter {
  return {
    name: stored.segmenter,
    async segment(image): Promise<Silhouette> {
      if (image.width !== stored.width || image.height !== stored.height) throw new Error('The stored silhouette does not fit this photo.');
      const mask = new Uint8Array(stored.alpha.length);
      for (let i = 0; i < mask.length; i++) mask[i] = stored.alpha[i]! >= 0.5 ? 1 : 0;
      return {
        alpha: new Float32Array(stored.alpha),
        small: smallMask(mask, image.width, image.height),
        cues: stored.cues,
        segmenter: stored.segmenter,
        timingsMs: { stored: 0 },
      };
    },
  };
}
