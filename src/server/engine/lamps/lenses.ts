import { hueDeg } from '../../../domain/paint/color';
import { hueDistance, type PaintReference } from '../paintClusters';
import { components } from '../raster';
import type { Scene } from '../scene';

/**
 * A lamp's lens or a plate with no dense detail of its own (a smooth headlamp cover, a plate's
 * blank field): on a coloured or dark car it is much lighter than the paint and colourless, or
 * of another hue than a coloured paint's (an amber indicator on a blue car). Such a patch, in a
 * lamp's or plate's place, compact and solid, is kept whole.
 */

/** At least this much L* lighter than the paint... */
const LIGHTER = 22;
/** ...and colourless (below this chroma)... */
const NEUTRAL = 12;
/** ...or, on a coloured paint, this far from its hue at this chroma. */
const OTHER_HUE = 60;
const MIN_CHROMA = 20;
/** Smallest and largest a lens may be, as shares of the car's area. */
const MIN_AREA = 0.0008;
const MAX_AREA = 0.03;
/** Least share of its own box a lens fills (a reflection's patch is ragged)... */
const MIN_FILL = 0.6;
/** ...and longest over shortest side of that box. */
const MAX_ASPECT = 5;
/** A paint at least this light has lamps no lighter than itself: the rule is off. */
const LIGHT_PAINT_L = 58;

/** Sets in out (box-local) the lenses found in place (box-local 0/1). */
export function lenses(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  place: Uint8Array,
  ref: PaintReference,
  out: Float32Array,
): void {
  if (!ref.coloured && ref.L >= LIGHT_PAINT_L) return;
  const { box } = scene;
  const { w, h } = box;
  const bin = new Uint8Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const i = (box.y + y) * width + box.x + x;
      if (alpha[i]! < 0.5) continue;
      carArea++;
      if (!place[j]) continue;
      const L = lab[i * 3]!;
      const a = lab[i * 3 + 1]!;
      const b = lab[i * 3 + 2]!;
      const c = Math.hypot(a, b);
      const light = L >= ref.L + LIGHTER && c < NEUTRAL;
      const otherHue = ref.coloured && c >= MIN_CHROMA && hueDistance(hueDeg(a, b), ref.hue) >= OTHER_HUE;
      if (light || otherHue) bin[j] = 1;
    }
  }
  const { labels, sizes } = components(bin, w, h);
  const n = sizes.length;
  const x0 = new Int32Array(n).fill(w);
  const x1 = new Int32Array(n).fill(-1);
  const y0 = new Int32Array(n).fill(h);
  const y1 = new Int32Array(n).fill(-1);
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
  const keep = new Uint8Array(n);
  for (let l = 1; l < n; l++) {
    const size = sizes[l]!;
    if (size < carArea * MIN_AREA || size > carArea * MAX_AREA) continue;
    const bw = x1[l]! - x0[l]! + 1;
    const bh = y1[l]! - y0[l]! + 1;
    if (size < bw * bh * MIN_FILL || Math.max(bw, bh) > Math.min(bw, bh) * MAX_ASPECT) continue;
    keep[l] = 1;
  }
  for (let j = 0; j < out.length; j++) if (keep[labels[j]!]) out[j] = 1;
}
