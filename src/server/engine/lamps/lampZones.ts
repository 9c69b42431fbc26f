import type { Parts } from '../partsMask';
import { beltAt, type Scene } from '../scene';
import { components } from '../raster';
import type { PaintReference } from '../paintClusters';
import { lenses } from './lenses';

/**
 * Lamps and plates by where they sit, not by their colour. The paint-colour rules drop a red
 * tail lamp on a red car (its hue is the paint's) and a plate's or a white car's lamp's dense
 * detail where the paint's lightness shows through it; yet the dense detail is there, whole.
 * Lamps and plates sit in known places: between the belt line and the bumper's foot, across
 * the whole width seen end on or three-quarter (a three-quarter view's face spans most of its
 * box: limiting it to the near end lost lamps on the 41 annotated photos), at both ends of a side
 * view. Inside those places each patch of dense detail is judged as a whole: kept when it is
 * compact and lies mostly in the place, so a lamp or a plate is kept whole, never striped by
 * the colour rules. Returns a box-local 0/1 plane.
 */

/** Rows a lamp or plate may occupy: from this share of the car's height below the belt line... */
const BELOW_BELT = 0.04;
/** ...down to this share of the box's height (the bumper's foot, the ground's shadow below). */
const BOTTOM = 0.92;
/** In a side view, lamps sit within this share of the box's width from either end. */
const SIDE_END = 0.18;
/** Share of a patch of detail that must lie in the place for it to be a lamp or a plate. */
const IN_PLACE = 0.6;
/** Largest a lamp or plate may be, as a share of the car's area. */
const MAX_AREA = 0.12;
/** Smallest, as a share of the car's area (a glint is not a lamp). */
const MIN_AREA = 0.0008;
/** Least share of its own box a lamp or plate fills. */
const MIN_FILL = 0.3;
/** A patch wider than this share of the box's width must fill this share of its own box. */
const WIDE = 0.3;
const WIDE_MIN_FILL = 0.6;
/** Longest over shortest side of a lamp's or plate's box. */
const MAX_ASPECT = 6;

/** Box-local 0/1 plane: where a lamp or a plate may be, by the scene's view and belt line. */
export function lampPlaces(scene: Scene): Uint8Array | null {
  const { box, cabin, view } = scene;
  if (!cabin) return null;
  const { w, h } = box;
  const place = new Uint8Array(w * h);
  const bottom = Math.round(h * BOTTOM);
  for (let x = 0; x < w; x++) {
    const from = Math.max(0, Math.ceil(beltAt(cabin, x) + cabin.height * BELOW_BELT));
    let inPlace: boolean;
    // Seen end on, lamps at the corners, the plate and the grille between them: the whole width.
    if (view === 'end') {
      inPlace = true;
    } else if (view === 'three-quarter') {
      inPlace = true;
    } else {
      inPlace = x <= w * SIDE_END || x >= w * (1 - SIDE_END);
    }
    if (!inPlace) continue;
    for (let y = from; y < bottom; y++) place[y * w + x] = 1;
  }
  return place;
}

/**
 * The lamps and plates of the car: patches of dense detail (Parts.detail, before any colour
 * rule) lying mostly in a lamp's or plate's place, compact and of a lamp's size. Box-local 0/1.
 */
export function lampsAndPlates(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  parts: Parts,
  ref: PaintReference,
): Float32Array {
  const { box } = scene;
  const { w, h } = box;
  const out = new Float32Array(w * h);
  const place = lampPlaces(scene);
  if (!place) return out;
  const bin = new Uint8Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      if (alpha[(box.y + y) * width + box.x + x]! < 0.5) continue;
      carArea++;
      if (parts.detail[j]! >= 0.5) bin[j] = 1;
    }
  }
  const { labels, sizes } = components(bin, w, h);
  const n = sizes.length;
  const inPlace = new Float64Array(n);
  const x0 = new Int32Array(n).fill(w);
  const x1 = new Int32Array(n).fill(-1);
  const y0 = new Int32Array(n).fill(h);
  const y1 = new Int32Array(n).fill(-1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x]!;
      if (!l) continue;
      if (place[y * w + x]) inPlace[l]!++;
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
    if (inPlace[l]! < size * IN_PLACE) continue;
    const fill = size / ((x1[l]! - x0[l]! + 1) * (y1[l]! - y0[l]! + 1));
    if (fill < MIN_FILL) continue;
    // A wide, sparse band is a bumper's reflections, a long thin strip the silhouette's edge.
    const bw = x1[l]! - x0[l]! + 1;
    const bh = y1[l]! - y0[l]! + 1;
    if ((bw > w * WIDE && fill < WIDE_MIN_FILL) || Math.max(bw, bh) > Math.min(bw, bh) * MAX_ASPECT) continue;
    keep[l] = 1;
  }
  for (let j = 0; j < out.length; j++) if (keep[labels[j]!]) out[j] = 1;
  lenses(lab, alpha, width, scene, place, ref, out);
  return out;
}
