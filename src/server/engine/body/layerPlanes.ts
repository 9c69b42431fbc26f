import type { PixelBox } from '../../../domain/paint/types';

/** The paint layer as the last rules grow it, with what they read: all full size but `box`. */
export interface LayerPlanes {
  /** Soft alpha of the painted body, 0..1, changed in place. */
  body: Float32Array;
  /** KEPT codes per pixel, cleared in place where a rule paints. */
  kept: Uint8Array;
  lab: Float32Array;
  /** The car's silhouette, 0..1. */
  alpha: Float32Array;
  width: number;
  box: PixelBox;
}
