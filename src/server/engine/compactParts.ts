import { dilate, erode, radiusOf } from '../segmenter/morphology';
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
  /**
   * A patch too wide and too sparse to be one part is opened with this radius (a share of the
   * plane's longer side) and its pieces judged again: lamps joined to a grille by the thin
   * strips of detail along a bonnet's edge and a grille's surround come apart, the strips go.
   */
  split?: number;
}

export const PART_LIMITS: CompactLimits = { maxArea: 0.2, maxWidth: 0.45, wideMinFill: 0.6 };
/** How many times a loose patch is opened, each time wider. */
const SPLIT_ROUNDS = 2;
/**
 * Seen from the front or behind, grille, lamps and plate make one band across the whole car;
 * a band that also frames the bonnet and the grille's surround is split into its parts.
 */
export const END_VIEW_LIMITS: CompactLimits = { maxArea: 0.2, maxWidth: 0.45, wideMinFill: 0.35, split: 0.012 };
/** Dense cores alone: only a lamp's or a plate's, small and solid. */
export const CORE_LIMITS: CompactLimits = { maxArea: 0.05, maxWidth: 0.25, wideMinFill: 1, minFill: 0.25 };

/** `plane` (w x h, 0..1) with every patch of >= 0.5 that is not compact set to 0. */
export function compactParts(
  plane: Float32Array,
  w: number,
  h: number,
  carArea: number,
  limits: CompactLimits = PART_LIMITS,
): Float32Array {
  const bin = new Uint8Array(w * h);
  for (let i = 0; i < bin.length; i++) bin[i] = plane[i]! >= 0.5 ? 1 : 0;
  const { kept, loose } = judge(bin, w, h, carArea, limits);
  if (limits.split) keepPieces(kept, loose, w, h, carArea, limits, radiusOf(limits.split, w, h), SPLIT_ROUNDS);
  // The soft rim below 0.5 belongs to the patch it surrounds: it goes with it.
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

/**
 * Opens the loose patches with radius r and marks (in kept) the pieces that are compact, grown
 * back within their patch. A piece still too wide and sparse is opened again, wider: a lamp can
 * hang on a grille's surround by a strip thicker than the bonnet's edge.
 */
function keepPieces(
  kept: Uint8Array,
  loose: Uint8Array,
  w: number,
  h: number,
  carArea: number,
  limits: CompactLimits,
  r: number,
  rounds: number,
): void {
  if (rounds <= 0 || !loose.some(Boolean)) return;
  const opened = erode(loose, w, h, r);
  const pieces = judge(opened, w, h, carArea, limits);
  const regrown = dilate(pieces.kept, w, h, r);
  for (let i = 0; i < kept.length; i++) if (regrown[i] && loose[i]) kept[i] = 1;
  const stillLoose = dilate(pieces.loose, w, h, r);
  for (let i = 0; i < stillLoose.length; i++) stillLoose[i] = stillLoose[i]! && loose[i]! ? 1 : 0;
  keepPieces(kept, stillLoose, w, h, carArea, limits, Math.round(r * 1.5), rounds - 1);
}

/** Pixels of the compact patches (kept) and of those too wide and sparse to be one (loose). */
function judge(bin: Uint8Array, w: number, h: number, carArea: number, limits: CompactLimits): { kept: Uint8Array; loose: Uint8Array } {
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
  // 1 kept, 2 loose (small enough but too wide and sparse), 0 dropped.
  const verdict = new Uint8Array(sizes.length);
  for (let l = 1; l < sizes.length; l++) {
    const bw = x1[l]! - x0[l]! + 1;
    const bh = y1[l]! - y0[l]! + 1;
    const size = sizes[l]!;
    const fill = size / (bw * bh);
    if (size > carArea * limits.maxArea || fill < (limits.minFill ?? 0)) continue;
    verdict[l] = bw <= w * limits.maxWidth || fill >= limits.wideMinFill ? 1 : 2;
  }
  const kept = new Uint8Array(w * h);
  const loose = new Uint8Array(w * h);
  for (let i = 0; i < kept.length; i++) {
    const v = verdict[labels[i]!]!;
    if (v === 1) kept[i] = 1;
    else if (v === 2) loose[i] = 1;
  }
  return { kept, loose };
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
