import type { PaintReference } from '../paintClusters';
import { warmLensOnColourless, type LensTest } from './lensColour';
import type { RegionStats } from './regionStats';

/**
 * Whether one edge-bounded region is a lamp (lampRegions.ts segments and measures; this judges),
 * and why: the reason is what `npx tsx scripts/bench/lampRegions.ts` prints per region, so the
 * test that turned a lamp down is seen at once. Thresholds were read off the regions of the 41
 * annotated photos (dense detail: median 0.88 on lamps, 0.02 on body; border step: median 9.8
 * on lamps, 3.1 on body).
 */

/**
 * Nearly all dense detail behind a very sharp border is a lamp (or a grille, never paint) whatever
 * its shape, up to this share of the car: a headlamp's dark inner housing on a white car, a pickup's
 * chrome-ringed lamps. On the 41 annotated photos (rim 15, dense 0.95): 0.05 fixed one photo's
 * lights; 0.09 also took the black pickup's lamps (78% -> 7%) and plate; dense 0.9 cost the blue
 * coupe its body (92 -> 84%); rim 18 lost the white SUV's headlamp (16.9).
 */
const SURE_RIM = 15;
const SURE_DENSE = 0.95;
const SURE_MAX_AREA = 0.09;
/** Smallest and largest lamp region, as shares of the car's area. */
const MIN_AREA = 0.0004;
export const MAX_AREA = 0.03;
/** Share of a region that must lie in a lamp's place. */
export const IN_PLACE = 0.6;
/** A region this much off the paint already is a lamp the pixel rules found in part. */
const MOSTLY_KEPT = 0.5;
/** A region this much of which is dense detail... */
const DENSE = 0.7;
/** ...and whose border is this sharp (mean Lab step across it) is a lamp behind its bezel. */
const SHARP_RIM = 8;
/** Least share of its own ellipse (lensShape) a lamp region fills, and that ellipse's longest over shortest axis. */
const MIN_FILL = 0.35;
/**
 * A slanted lens fills at least this share of its ellipse (lensShape). The box's 0.35 against
 * the ellipse cost three photos their body goal on the 41 annotated photos; 0.5 alone (box
 * test dropped) lost lamps; as an alternative to the box test it fixed one and cost none.
 */
const MIN_ELLIPSE_FILL = 0.5;
const MAX_ASPECT = 6;
/**
 * A region that fails the shape test may still be kept when sure by its detail or half kept,
 * if it is at most this share of the car's area... On the 41 annotated photos, up to MAX_AREA it
 * took ragged bumper and wing regions (two dev photos lost their body goal, 94 -> 87% and
 * 92 -> 87%); 0.006 and 0.01 cost no photo a goal, and 0.01 took more of two photos' lamps.
 */
const UNSHAPED_MAX_AREA = 0.01;
/**
 * ...and if the pixels it would add are on average this far (Lab) from the paint, counting only
 * how much lighter they are, not darker: shade darkens a panel, a lens, chrome or a highlight on
 * it is lighter or another colour. On the 41 annotated photos the plain distance at 15 or 20
 * cost two and three photos their body goal, and at 25 still took shaded bumpers (dev body shares
 * down to 4 points); counting lightness one way, 25 took no photo's body share.
 */
const REST_UNLIKE_PAINT = 25;
/**
 * A clear or greyed lens at about the paint's own lightness (at most SOFT_LENS_LIGHTER L* above
 * it) needs only this border (mean Lab step), not SHARP_RIM: a headlamp's smoked or chrome-backed
 * lens on a red or navy car mirrors the paint at its edge, which softens the border to 6-8. A
 * highlight on a panel is as colourless and as softly bordered, but far lighter than the paint
 * (L* 83-89 on an orange coupe and a brown SUV): with no lightness cap a border of 5 took those
 * (orange-coupe-front34-street body 99% -> 91%). On the 41 annotated photos 4, 5 and 6 moved the
 * same two photos' lights and no other share (a cap of 20 the same).
 */
const SOFT_LENS_RIM = 6;
const SOFT_LENS_LIGHTER = 10;
/**
 * ...or, on a coloured paint and lighter still, holds at least this share of dense detail: a clear
 * headlamp's reflectors and bulbs behind a soft border (green-coupe-front34-street's, L* 81-86 on
 * a teal of 58, dense 0.2-0.44), where a sky highlight on a panel is smooth (dense detail on body
 * regions: median 0.02). On the 41 annotated photos 0, 0.1 and 0.2 moved only that photo's lights
 * (67.9% -> 37.5%), 0.3 and 0.4 less (56.6%), no other share. Not on white, grey or dark paint: a
 * highlight on brown-suv-rear34-showroom's tailgate (committed copy) mirrors the showroom's edges
 * and went as a lens.
 */
const SOFT_LENS_DENSE = 0.2;
/** How one region is judged: the paint, the car's size, and whether detail alone may make a lamp at this scale. */
export interface LampJudging {
  ref: PaintReference;
  carArea: number;
  /** Without it, dense detail behind a sharp border alone does not make a lamp (a small car's finer regions). */
  byDetail: boolean;
  lens: LensTest;
}

export interface LampVerdict {
  keep: boolean;
  /** The test that decided, in words. */
  why: string;
}

const keep = (why: string): LampVerdict => ({ keep: true, why });
const drop = (why: string): LampVerdict => ({ keep: false, why });

export function lampVerdict(r: RegionStats, { ref, carArea, byDetail, lens }: LampJudging): LampVerdict {
  const { n } = r;
  if (n < carArea * MIN_AREA) return drop('smaller than a lamp');
  if (r.inRows < n * IN_PLACE) return drop("outside a lamp's rows");
  // Near-solid detail behind a very sharp border is no panel, whatever its shape or size up to a grille's.
  if (byDetail && r.rimMean >= SURE_RIM && r.detail >= n * SURE_DENSE && n <= carArea * SURE_MAX_AREA)
    return keep('near-solid detail behind a very sharp border');
  if (n > carArea * MAX_AREA) return drop('larger than a lamp');
  const streak = Math.max(r.bw, r.bh) > Math.min(r.bw, r.bh) * MAX_ASPECT;
  const boxed = n >= r.bw * r.bh * MIN_FILL && !streak;
  const sharp = r.rimMean >= SHARP_RIM;
  const bezelled = sharp && r.detail >= n * DENSE;
  const [L, a, b] = r.mean;
  // A lamp region sure by its detail or half kept already need not look like a lens: its
  // outline follows the housing, the bumper's cut-outs or a highlight across it. Small, and
  // adding only what is lighter than the paint or of another colour, it is no panel.
  const shaped = boxed || lensShape(r.moments, n);
  const [coloured, clear] = lens(L, a, b);
  const unshapedLamp = ((bezelled || r.kept >= n * MOSTLY_KEPT) && restUnlikePaint(r, ref)) || (!streak && warmLensOnColourless(ref, a, b));
  if (!shaped && !(n <= carArea * UNSHAPED_MAX_AREA && unshapedLamp)) return drop(streak ? 'a streak' : "not a lens's shape");
  // Dense detail behind a sharp bezel is a lamp wherever it sits below the belt line; a lens
  // told by its colour alone, or a patch the pixel rules half kept, only where the view puts lamps.
  if (byDetail && bezelled) return keep('dense detail behind a sharp bezel');
  if (r.inPlace < n * IN_PLACE) return drop('not where the view puts lamps');
  if (r.kept >= n * MOSTLY_KEPT) return keep('mostly off the paint already');
  if (coloured) return keep("a lens's colour");
  const lensRim =
    sharp || (r.rimMean >= SOFT_LENS_RIM && (L <= ref.L + SOFT_LENS_LIGHTER || (ref.coloured && r.detail >= n * SOFT_LENS_DENSE)));
  if (clear && lensRim) return keep('a clear or greyed lens behind its border');
  return drop(clear ? 'a clear or greyed lens with too soft a border' : "the paint's colour");
}

/** Whether what keeping the region would add is, on average, lighter than the paint or of another colour. */
function restUnlikePaint(r: RegionStats, ref: PaintReference): boolean {
  if (!r.rest) return false;
  const [L, a, b] = r.rest;
  return Math.hypot(Math.max(0, L - ref.L), a - ref.a, b - ref.b) >= REST_UNLIKE_PAINT;
}

/**
 * Whether a region of n pixels with these moments (sums of x, y, x², y², xy) is shaped like a
 * slanted lens: it fills most of the ellipse of the same second moments (a ragged reflection of
 * trees does not) and that ellipse is not a streak. A swept-back headlamp lies slanted and fills
 * a third of its box or less (nine lamps of the dev set's end and three-quarter views), so the
 * box's fill alone turned it down.
 */
function lensShape([sx, sy, sxx, syy, sxy]: Float64Array, n: number): boolean {
  const mx = sx! / n;
  const my = sy! / n;
  const vxx = sxx! / n - mx * mx + 1 / 12;
  const vyy = syy! / n - my * my + 1 / 12;
  const vxy = sxy! / n - mx * my;
  const half = (vxx + vyy) / 2;
  const spread = Math.sqrt(((vxx - vyy) / 2) ** 2 + vxy * vxy);
  const major = half + spread;
  const minor = Math.max(1 / 12, half - spread);
  // A uniform ellipse of semi-axes a, b has variances a²/4, b²/4 along them: area 4π√(major·minor).
  const fill = n / (4 * Math.PI * Math.sqrt(major * minor));
  return fill >= MIN_ELLIPSE_FILL && Math.sqrt(major / minor) <= MAX_ASPECT;
}
