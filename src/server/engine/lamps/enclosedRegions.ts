import type { PixelBox } from '../../../domain/paint/types';
import type { PaintReference } from '../paintClusters';
import type { Regions } from './regions';

/**
 * A lamp cluster is several lenses, reflectors and a chrome housing behind one bezel; the
 * regions judged lamps (or kept by the pixel rules) seldom take all of it, and what is left
 * shows as paint islands inside the lamp. A region most of whose border runs against what is
 * already kept off the paint, and whose colour is not the paint's, is such a piece and goes
 * with its cluster. A piece of panel framed by trim and lamps keeps the paint's colour, and
 * stays paint.
 */

/**
 * Share of a region's border (to other car pixels) that must touch kept pixels. On the 41
 * annotated photos 0.7 also took glossy flanks' reflections framed by trim (three dev photos lost
 * 3-4% of their body); 0.8 took every lamp piece 0.7 did and no flank.
 */
const ENCLOSED = 0.8;
/**
 * Least Lab distance of a region's mean colour from the paint's for it to be a lamp's piece:
 * without it a black boot lid framed by its chrome bar and tail lamps lost 6% of its body (the
 * dev set's black saloon in a garage); lenses and reflectors are far lighter or darker.
 */
const UNLIKE_PAINT = 15;

export interface Enclosure {
  lab: Float32Array;
  width: number;
  box: PixelBox;
  ref: PaintReference;
  /** Box-local 0/1: what the rules before the lamps keep off the paint. */
  offPaint: Uint8Array;
  /** Box-local 0/1: the rows a lamp may occupy. */
  rows: Uint8Array;
  /** Largest piece, in pixels. */
  maxArea: number;
  /** Least share of a piece in `rows`. */
  minInRows: number;
}

/** Sets in `out` (box-local 0..1) every region of `regions` enclosed by the lamps and parts kept. */
export function keepEnclosed(regions: Regions, out: Float32Array, e: Enclosure): void {
  const { lab, width, box, ref, offPaint, rows } = e;
  const { w, h } = box;
  const { labels, count } = regions;
  const kept = (j: number) => out[j]! >= 0.5 || offPaint[j] === 1;
  const size = new Float64Array(count);
  const inRows = new Float64Array(count);
  const keptPx = new Float64Array(count);
  const border = new Float64Array(count);
  const touching = new Float64Array(count);
  const sum = new Float64Array(count * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const l = labels[j]!;
      if (!l) continue;
      size[l]!++;
      if (rows[j]) inRows[l]!++;
      if (kept(j)) keptPx[l]!++;
      const i = ((box.y + y) * width + box.x + x) * 3;
      for (let c = 0; c < 3; c++) sum[l * 3 + c] = sum[l * 3 + c]! + lab[i + c]!;
      for (const q of [x + 1 < w ? j + 1 : -1, x > 0 ? j - 1 : -1, y + 1 < h ? j + w : -1, y > 0 ? j - w : -1]) {
        // Glass and the world outside the car (label 0) neither enclose nor free a region.
        if (q < 0 || !labels[q] || labels[q] === l) continue;
        border[l]!++;
        if (kept(q)) touching[l]!++;
      }
    }
  }
  const add = new Uint8Array(count);
  for (let l = 1; l < count; l++) {
    const n = size[l]!;
    // A region mostly kept already needs nothing.
    if (keptPx[l]! >= n / 2 || n > e.maxArea || inRows[l]! < n * e.minInRows || touching[l]! < border[l]! * ENCLOSED) continue;
    const d = Math.hypot(sum[l * 3]! / n - ref.L, sum[l * 3 + 1]! / n - ref.a, sum[l * 3 + 2]! / n - ref.b);
    if (d >= UNLIKE_PAINT) add[l] = 1;
  }
  for (let j = 0; j < out.length; j++) if (add[labels[j]!]) out[j] = 1;
}
