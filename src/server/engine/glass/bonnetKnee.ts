import type { Scene } from '../scene';

/**
 * How low a window's foot may go under a raked windscreen or rear window, read from the outline's
 * shape rather than from lightness: seen from the side or three-quarters, the outline's top falls
 * steeply from the roof along the glass's rake, then flattens where the bonnet (or boot lid)
 * begins. That knee is the glass's foot at the outline; a light bonnet mirrored in the windscreen
 * leaves only a weak edge there, and the strongest line below it is the bonnet's crease or the
 * headlamps' top. Seen end on, the windscreen's foot lies inside the outline: no bound.
 */

/** The rake falls at least this many rows per column (a windscreen seen from the side: 0.7-0.8). */
const RAKE_SLOPE = 0.5;
/** The outline has flattened (a bonnet or boot lid: 0.1-0.25 rows per column) below this. */
const FLAT_SLOPE = 0.35;
/** A rake drops at least this far (car heights) before its knee counts. */
const MIN_DROP = 0.08;
/** The roof: column tops within this (car heights) of the highest. */
const ROOF_BAND = 0.06;
/** The rake's slope is read over this many car heights of columns. */
const SLOPE_SPAN = 0.04;
/**
 * The flat part's slope over this many car heights of columns: a door mirror standing above the
 * windscreen's foot (0.07 car heights wide) or a tail lamp's corner is flat for a shorter stretch
 * than a bonnet or boot lid, and the outline falls again past it.
 */
const FLAT_SPAN = 0.1;
/** How far under the knee (car heights) the foot may still lie: the cowl and seal sit a little below the outline. */
export const KNEE_MARGIN = 0.05;
/** The bound reaches this share of the box's width past the rake towards the roof: the near pillar stands inside the outline. */
const INWARD = 0.05;

export interface FootBound {
  /** Per box column, the lowest box row the window's foot may take (Infinity where unbounded). */
  row: Float32Array;
  /** Per box column, 1 past the windscreen's knee at a three-quarter view's near end, away from the roof: the wing and bonnet, where no window is. */
  pastKnee: Uint8Array;
}

/** How low a window's foot may go, per box column, and where the glass has ended at the outline. */
export function footBound(scene: Scene): FootBound {
  const { box, cabin, filledTop } = scene;
  const bound = new Float32Array(box.w).fill(Infinity);
  const pastKnee = new Uint8Array(box.w);
  if (!cabin || scene.view === 'end') return { row: bound, pastKnee };
  const H = cabin.height;
  const top = (x: number) => filledTop[x]! - box.y;
  let first = -1;
  let last = -1;
  for (let x = 0; x < box.w; x++)
    if (top(x) <= cabin.roof + ROOF_BAND * H) {
      if (first < 0) first = x;
      last = x;
    }
  if (first < 0) return { row: bound, pastKnee };
  const k = Math.max(2, Math.round(SLOPE_SPAN * H));
  const flat = Math.max(k, Math.round(FLAT_SPAN * H));
  for (const dir of [-1, 1] as const) {
    const start = dir < 0 ? first : last;
    const knee = kneeFrom(top, start, dir, k, flat, box.w, H);
    if (!knee) continue;
    const inward = Math.round(INWARD * box.w);
    const row = knee.row + KNEE_MARGIN * H;
    const [a, b] = dir < 0 ? [knee.x, start + inward] : [start - inward, knee.x];
    for (let x = Math.max(0, a); x <= Math.min(box.w - 1, b); x++) bound[x] = row;
    // Only the windscreen's corner at a three-quarter view's near end: a far end's outline is
    // foreshortened and its side windows run on past such a knee, as a pickup's cab windows run
    // on past the knee its canopy makes seen from the side.
    if (scene.near !== (dir < 0 ? 'left' : 'right')) continue;
    const [p, q] = dir < 0 ? [0, knee.x - 1] : [knee.x + 1, box.w - 1];
    for (let x = p; x <= q; x++) pastKnee[x] = 1;
  }
  return { row: bound, pastKnee };
}

/** Walking from the roof's edge outwards: the first column where a steep fall has flattened, with its row. */
function kneeFrom(
  top: (x: number) => number,
  start: number,
  dir: -1 | 1,
  k: number,
  flat: number,
  w: number,
  H: number,
): { x: number; row: number } | null {
  let rakeFrom = -1;
  for (let x = start; x + dir * flat >= 0 && x + dir * flat < w; x += dir) {
    if (rakeFrom < 0) {
      if ((top(x + dir * k) - top(x)) / k >= RAKE_SLOPE) rakeFrom = x;
      continue;
    }
    if ((top(x + dir * flat) - top(x)) / flat < FLAT_SLOPE) return top(x) - top(rakeFrom) >= MIN_DROP * H ? { x, row: top(x) } : null;
  }
  return null;
}
