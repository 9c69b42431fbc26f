import type { DecodedImage } from '../engine/decode';

/** The learned model, or the classical GrabCut pipeline (`SEGMENTER`). */
export const SEGMENTER_NAMES = ['isnet', 'classic'] as const;
export type SegmenterName = (typeof SEGMENTER_NAMES)[number];

/** Where the visitor says the car is, in the working image's pixels. */
export interface PixelHint {
  point?: { x: number; y: number };
  box?: { x: number; y: number; w: number; h: number };
}

/** How believable the silhouette is, from its shape alone. */
export interface SilhouetteCues {
  /** 0..1: the silhouette looks like one whole car (1) or like nothing found (0). */
  found: number;
  /** The picture holds no car at all (text, a face, a landscape): it must not be rendered. */
  noCar: boolean;
  /** Why it is doubtful, for logs: e.g. ['touches 3 edges', 'second large object']. */
  doubts: string[];
}

export interface Silhouette {
  /** Soft alpha of the whole car (glass and wheels included), 0..1, at the image's size. */
  alpha: Float32Array;
  /** The same as 0/1 at a small size (longer side about 180 px), for the outline polygon. */
  small: { mask: Uint8Array; width: number; height: number };
  cues: SilhouetteCues;
  /** Which segmenter answered. */
  segmenter: SegmenterName;
  /** For logs and benchmarks: the segmenter's own steps. */
  timingsMs: Record<string, number>;
}

/**
 * Finds the whole car in a photo. One small interface, so a shop holding another model can
 * swap it: implement `segment` and register it in chooseSegmenter.ts.
 */
export interface CarSegmenter {
  readonly name: SegmenterName;
  segment(image: DecodedImage, hint?: PixelHint): Promise<Silhouette>;
  /**
   * A cheaper, coarser silhouette, good enough for the outline the photo step draws over its
   * preview; the paint layer always comes from `segment`. Absent: `segment` serves both.
   */
  segmentForOutline?(image: DecodedImage, hint?: PixelHint): Promise<Silhouette>;
}
