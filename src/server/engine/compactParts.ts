import { components } from './raster';

/**
 * A lamp, a plate, a badge or a grille is one compact patch of the car; a reflection of trees or
 * buildings on glossy paint is just as busy but runs along a whole door or spreads over a wing.
 * Each patch of detail is judged as a whole: kept when it is not too large and either short
 * across the car or filling most of its own box; otherwise it is dropped, and its panel stays paint.
 */
export interface CompactLimits {
  /** Largest a part may be, as a share of the car's area. */
  maxArea: number;
  /** Widest a loose part may be, as a share of the car box's width. */
  maxWidth: number;
  /**
   * A wider part must fill at least this share of its own box: a front view's band of grille
   * and lamps does, a streak of sky along a door does not.
   */
  wideMinFill: number;
  /** Least share of its own box any part fills (a lens does, a streak of reflection does not). */
  minFill?: number;
}

export const PART_LIMITS: CompactLimits = { maxArea: 0.2, maxWidth: 0.45, wideMinFill: 0.6 };
/** Seen from the front or behind, grille, lamps and plate make one band across the whole car. */
export const END_VIEW_LIMITS: CompactLimits = { maxArea: 0.2, maxWidth: 1, wideMinFill: 0 };
/** Dense cores alone: only a lamp's or a plate's, small and solid. */
export const CORE_LIMITS: CompactLimits = { maxArea: 0.05, maxWidth: 0.25, wideMinFill: 1, minFill: 0.25 };

/** `plane` (w x h, 0..1) with every patch of >= 0.5 that is not compact set to 0. */
export function compactParts(plane: Float32Array, w: number, h: number, carArea: number, limits: CompactLimits = PART_LIMITS): Float32Array {
  const bin = new Uint8Array(w * h);
  for (let i = 0; i < bin.length; i++) bin[i] = plane[i]! >= 0.5 ? 1 : 0;
  const { labels, sizes } = components(bin, w, h);
  const x0 = new Int32Array(sizes.length).fill(w);
  const x1 = new Int32Array(sizes.length).fill(-1);
  const y0 = new Int32Array(sizes.length).fill(h);
  const y1 = new Int32Array(sizes.length).fill(-1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x]!;
      if (!l) continue;
      if (x < x0[l]!) x0[l] = x;
      if (x > x1[l]!) x1[l] = x;
      if (y < y0[l]!) y0[l] = y;
      if (y > y1[l]!) y1[l] = y;
    }
  }
  const keep = new Uint8Array(sizes.length);
  for (let l = 1; l < sizes.length; l++) {
    const bw = x1[l]! - x0[l]! + 1;
    const bh = y1[l]! - y0[l]! + 1;
    const size = sizes[l]!;
    const fill = size / (bw * bh);
    keep[l] = size <= carArea * limits.maxArea && fill >= (limits.minFill ?? 0) && (bw <= w * limits.maxWidth || fill >= limits.wideMinFill) ? 1 : 0;
  }
  // The soft rim below 0.5 belongs to the patch it surrounds: it goes with it.
  const kept = new Uint8Array(w * h);
  for (let i = 0; i < kept.length; i++) kept[i] = keep[labels[i]!]! ? 1 : 0;
  const out = new Float32Array(plane.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (plane[i]! <= 0) continue;
      if (kept[i] || (plane[i]! < 0.5 && nearKept(kept, w, h, x, y))) out[i] = plane[i]!;
    }
  }
  return out;
}

function nearKept(kept: Uint8Array, w: number, h: number, x: number, y: number): boolean {
  const r = 2;
  for (let dy = -r; dy <= r; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= h) continue;
    for (let dx = -r; dx <= r; dx++) {
      const xx = x + dx;
      if (xx >= 0 && xx < w && kept[yy * w + xx]) return true;
    }
  }
  return false;
}
