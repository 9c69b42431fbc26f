import { hueDeg } from '../../../domain/paint/color';
import { DARK_PAINT_L, hueDistance, type PaintReference } from '../paintClusters';
import type { Scene } from '../scene';
import { lampPlaces, PLACE } from './lampPlaces';
import { edgeRegions, type Regions } from './regions';
import { keepEnclosed } from './enclosedRegions';
import type { Parts } from '../partsMask';

/**
 * Lamps judged as whole edge-bounded regions. The pixel rules keep a lamp's dense core or its
 * unlike-the-paint pixels and paint the rest of its lens; a lens ends at a sharp bezel, so the
 * region it forms is kept whole when, in a lamp's place and of a lamp's size and shape, either
 * most of it is already off the paint, or it is dense detail behind a sharp border, or its
 * mean colour is a lens's (a red or amber lens on any paint but its own hue, on dark paint even
 * a dim one; a clear lens much lighter than a coloured or dark paint, behind a sharp border); near-solid detail behind a very
 * sharp border is kept whatever its shape, up to a grille's size; on a coloured car a lens greyed
 * against the paint (far less chroma, not much darker) is a lens too. Two region scales: a coarse one
 * keeps a textured lens in one piece, a finer one parts a small lamp from the bumper around it.
 * Thresholds were read off the regions of the 41 annotated photos (dense detail: median 0.88
 * on lamps, 0.02 on body; border step: median 9.8 on lamps, 3.1 on body).
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
/** Region scales (Lab units, regions.ts): fine and coarse. */
const SCALES = [300, 600];
/**
 * A car smaller than this (pixels) is segmented again at the scales times its area over this:
 * at the fixed scales a small car's lamp merges with the bumper into a region past every size
 * limit. Those finer regions are judged by colour and by what is kept only: small regions of a
 * reflective paint have sharp, dense borders, and the detail rules took panels from them. On the
 * 41 annotated photos fixture lights 13 -> 15 of 18 (yellow-coupe-front34-parking 9% -> 1%,
 * red-sportscar-front34-gravel 7% -> 5%), nothing lost; 100 000 cost two fixtures their body goal
 * (white-coupe-front34-road-portrait 94% -> 79%), 30 000 changed nothing; with the detail rules on
 * the finer regions too, blue-coupe-front34-street's body fell to 73-82% at any border threshold.
 */
const SMALL_CAR_AREA = 50_000;

/** Smallest and largest lamp region, as shares of the car's area. */
const MIN_AREA = 0.0004;
const MAX_AREA = 0.03;
/** Share of a region that must lie in a lamp's place. */
const IN_PLACE = 0.6;
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
/** A lens's colour: at least this chroma, this far (degrees) from a coloured paint's hue. */
const LENS_CHROMA = 20;
const OTHER_HUE = 60;
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
/** A clear lens: this much L* lighter than a coloured or dark paint, and colourless. */
const LIGHTER = 22;
const NEUTRAL = 12;
/**
 * A lens greyed against a coloured paint: at most this share of the paint's chroma, no more than
 * GREYED_DARKER L* darker than the paint (shade greys a panel and darkens it) and at least
 * GREYED_FAR (Lab) from it: a three-quarter view's far headlamp seen edge-on, a clear lens on a
 * green or yellow car. On the 41 annotated photos 0.35 / 10 / 25 fixed two fixtures' lights; 0.5 /
 * 15 / 20 also a plate beside such a lens; 0.6 / 20 / 15 fixed nothing more and moved body shares.
 */
const GREYED = 0.5;
/**
 * Only against a clearly coloured paint: a silver car in a sunset reads coloured (chroma about 20),
 * and its sunlit flank's edge, greyer than the reference, went as a lens (the committed silver
 * coupe's golden). A red saloon and a navy SUV under a bright sky read 27-28, so 30 left their
 * greyed headlamps out; at 20 no other photo's lights moved and one more shared little.
 */
const GREYED_PAINT_CHROMA = 25;
const GREYED_DARKER = 15;
const GREYED_FAR = 20;
/**
 * A dark red lens on dark paint: a tail lamp unlit in the shade of a black or dark car is as
 * dark as the paint and far below LENS_CHROMA, but its red still shows against the paint's own
 * tint. At least this chroma away from the paint's tint (a*, b*)... On the 41 annotated photos
 * the painted tail lamp regions of the dark cars measured about 9-25: 10 fixed one photo's lights
 * (brown-suv-rear34-showroom), 8 two (black-saloon-rear-garage too); 6 took a piece of that
 * saloon's boot lid (its body 92 -> 91%).
 */
const DIM_RED_CHROMA = 8;
/**
 * ...in a red-to-orange hue (degrees, measured from the paint's tint): the dark cars' tail lamps
 * lay at 5-37 degrees; a black hatchback's tail lamps mirroring the street, as brown as the
 * paint's own warm reflections, at about 80.
 */
const DIM_RED_HUE_MAX = 45;
const DIM_RED_HUE_UNDER = 30;
/**
 * A red or amber lens's hue (degrees): red tail lamps read 20-45, amber indicators about 60-70;
 * on the 41 annotated photos a limit of 45 or 75 moved the same lamps.
 */
const WARM_LENS_MAX_HUE = 75;
const WARM_LENS_UNDER = 30;

/**
 * Box-local 0/1 plane of the lamp regions. `offPaint` (box-local 0/1) is what the rules so far
 * keep off the paint; the glass band is left out of every region.
 */
export function lampRegions(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  ref: PaintReference,
  offPaint: Uint8Array,
  parts: Parts,
): Float32Array {
  const { glass } = parts;
  const { box } = scene;
  const { w, h } = box;
  const out = new Float32Array(w * h);
  const place = lampPlaces(scene);
  if (!place) return out;
  const within = new Uint8Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      if (alpha[(box.y + y) * width + box.x + x]! < 0.5) continue;
      carArea++;
      if (glass[j]! < 0.5) within[j] = 1;
    }
  }
  const judge = (scale: number, byDetail: boolean) =>
    judgeRegions(lab, width, scene, ref, offPaint, parts, within, carArea, place, { scale, byDetail }, out);
  const regions = SCALES.map((scale) => judge(scale, true));
  const shrink = carArea / SMALL_CAR_AREA;
  if (shrink < 1) regions.push(...SCALES.map((scale) => judge(scale * shrink, false)));
  // What is left of a lamp between the regions kept goes with them.
  const rows = new Uint8Array(place.length);
  for (let j = 0; j < place.length; j++) rows[j] = place[j]! >= PLACE.rows ? 1 : 0;
  const enclosure = { lab, width, box, ref, offPaint, rows, maxArea: carArea * MAX_AREA, minInRows: IN_PLACE };
  for (const r of regions) keepEnclosed(r, out, enclosure);
  return out;
}

/**
 * Segments at one scale and sets in `out` the regions judged to be lamps; returns the regions.
 * Without `byDetail`, dense detail behind a sharp border alone does not make a lamp.
 */
function judgeRegions(
  lab: Float32Array,
  width: number,
  scene: Scene,
  ref: PaintReference,
  offPaint: Uint8Array,
  parts: Parts,
  within: Uint8Array,
  carArea: number,
  place: Uint8Array,
  { scale, byDetail }: { scale: number; byDetail: boolean },
  out: Float32Array,
): Regions {
  const { box } = scene;
  const { w, h } = box;
  const { labels, count } = edgeRegions(lab, width, box, within, scale);
  const size = new Float64Array(count);
  const inPlace = new Float64Array(count);
  const inRows = new Float64Array(count);
  const kept = new Float64Array(count);
  const sum = new Float64Array(count * 3);
  // What each region would add: the Lab sums of its pixels not yet off the paint.
  const restSum = new Float64Array(count * 3);
  const x0 = new Int32Array(count).fill(w);
  const x1 = new Int32Array(count).fill(-1);
  const y0 = new Int32Array(count).fill(h);
  const y1 = new Int32Array(count).fill(-1);
  // First and second moments of each region's pixels, for a slanted lens's shape (lensShape).
  const moments = new Float64Array(count * 5);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const l = labels[j]!;
      if (!l) continue;
      const i = ((box.y + y) * width + box.x + x) * 3;
      size[l]!++;
      if (place[j]! >= PLACE.view) inPlace[l]!++;
      if (place[j]! >= PLACE.rows) inRows[l]!++;
      if (offPaint[j]) kept[l]!++;
      for (let c = 0; c < 3; c++) sum[l * 3 + c] = sum[l * 3 + c]! + lab[i + c]!;
      if (!offPaint[j]) for (let c = 0; c < 3; c++) restSum[l * 3 + c] = restSum[l * 3 + c]! + lab[i + c]!;
      if (x < x0[l]!) x0[l] = x;
      if (x > x1[l]!) x1[l] = x;
      if (y < y0[l]!) y0[l] = y;
      if (y > y1[l]!) y1[l] = y;
      const m = l * 5;
      moments[m] = moments[m]! + x;
      moments[m + 1] = moments[m + 1]! + y;
      moments[m + 2] = moments[m + 2]! + x * x;
      moments[m + 3] = moments[m + 3]! + y * y;
      moments[m + 4] = moments[m + 4]! + x * y;
    }
  }
  const detail = new Float64Array(count);
  const rimStep = new Float64Array(count);
  const rimN = new Float64Array(count);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const l = labels[j]!;
      if (!l) continue;
      detail[l]! += parts.detail[j]!;
      for (const q of [x + 1 < w ? j + 1 : -1, y + 1 < h ? j + w : -1]) {
        if (q < 0 || !labels[q] || labels[q] === l) continue;
        const i = ((box.y + y) * width + box.x + x) * 3;
        const k = ((box.y + ((q / w) | 0)) * width + box.x + (q % w)) * 3;
        const d = Math.hypot(lab[i]! - lab[k]!, lab[i + 1]! - lab[k + 1]!, lab[i + 2]! - lab[k + 2]!);
        rimStep[l]! += d;
        rimN[l]!++;
        rimStep[labels[q]!]! += d;
        rimN[labels[q]!]!++;
      }
    }
  }
  const lens = lensColour(ref);
  const restUnlikePaint = (l: number, rest: number) =>
    rest > 0 &&
    Math.hypot(Math.max(0, restSum[l * 3]! / rest - ref.L), restSum[l * 3 + 1]! / rest - ref.a, restSum[l * 3 + 2]! / rest - ref.b) >=
      REST_UNLIKE_PAINT;
  const keep = new Uint8Array(count);
  for (let l = 1; l < count; l++) {
    const n = size[l]!;
    if (n < carArea * MIN_AREA || inRows[l]! < n * IN_PLACE) continue;
    const rimMean = rimN[l]! > 0 ? rimStep[l]! / rimN[l]! : 0;
    // Near-solid detail behind a very sharp border is no panel, whatever its shape or size up to a grille's.
    if (byDetail && rimMean >= SURE_RIM && detail[l]! >= n * SURE_DENSE && n <= carArea * SURE_MAX_AREA) {
      keep[l] = 1;
      continue;
    }
    if (n > carArea * MAX_AREA) continue;
    const bw = x1[l]! - x0[l]! + 1;
    const bh = y1[l]! - y0[l]! + 1;
    const streak = Math.max(bw, bh) > Math.min(bw, bh) * MAX_ASPECT;
    const boxed = n >= bw * bh * MIN_FILL && !streak;
    const mean = (c: number) => sum[l * 3 + c]! / n;
    const sharp = rimMean >= SHARP_RIM;
    const bezelled = sharp && detail[l]! >= n * DENSE;
    // A lamp region sure by its detail or half kept already need not look like a lens: its
    // outline follows the housing, the bumper's cut-outs or a highlight across it. Small, and
    // adding only what is lighter than the paint or of another colour, it is no panel.
    const shaped = boxed || lensShape(moments.subarray(l * 5, l * 5 + 5), n);
    const [coloured, clear] = lens(mean(0), mean(1), mean(2));
    const unshapedLamp =
      ((bezelled || kept[l]! >= n * MOSTLY_KEPT) && restUnlikePaint(l, n - kept[l]!)) ||
      (!streak && warmLensOnColourless(ref, mean(1), mean(2)));
    if (!shaped && !(n <= carArea * UNSHAPED_MAX_AREA && unshapedLamp)) continue;
    // Dense detail behind a sharp bezel is a lamp wherever it sits below the belt line; a lens
    // told by its colour alone, or a patch the pixel rules half kept, only where the view puts lamps.
    const byView = inPlace[l]! >= n * IN_PLACE;
    const lensRim = sharp || (rimMean >= SOFT_LENS_RIM && mean(0) <= ref.L + SOFT_LENS_LIGHTER);
    if ((byDetail && bezelled) || (byView && (kept[l]! >= n * MOSTLY_KEPT || coloured || (clear && lensRim)))) keep[l] = 1;
  }
  for (let j = 0; j < out.length; j++) if (keep[labels[j]!]) out[j] = 1;
  return { labels, count };
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

/**
 * Whether a region of mean a*, b* is a red or amber lens on white, silver, grey or black paint: a
 * tail lamp's red is no shade or reflection of a colourless paint, so the lens needs no lens's
 * shape (white-hatchback-rear-street-phone's tail lamps wrap into the boot lid's cut-outs, and
 * its reflectors into the bumper's); never a streak (a pinstripe is wrapped over). On the 41 annotated photos, with any hue (a lens of any
 * colour) it took patches of white-suv-front34-road's flanks (body 92% -> 88%); red to amber
 * moved no body share.
 */
function warmLensOnColourless(ref: PaintReference, a: number, b: number): boolean {
  if (ref.coloured || Math.hypot(a, b) < LENS_CHROMA) return false;
  return warmHue(hueDeg(a, b), WARM_LENS_MAX_HUE, WARM_LENS_UNDER);
}

/** Whether a region of mean a*, b* is a dark red lens on dark, colourless paint. */
function dimRedOnDark(ref: PaintReference, a: number, b: number): boolean {
  if (ref.coloured || ref.L >= DARK_PAINT_L) return false;
  const ta = a - ref.a;
  const tb = b - ref.b;
  return Math.hypot(ta, tb) >= DIM_RED_CHROMA && warmHue(hueDeg(ta, tb), DIM_RED_HUE_MAX, DIM_RED_HUE_UNDER);
}

/** Whether a hue (degrees) lies from `under` degrees below red (0) to `over` degrees above it. */
function warmHue(hue: number, over: number, under: number): boolean {
  return hue <= over || hue >= 360 - under;
}

/** Whether a region's mean colour is a lens's rather than the paint's. */
function lensColour(ref: PaintReference): (L: number, a: number, b: number) => [boolean, boolean] {
  return (L, a, b) => {
    const c = Math.hypot(a, b);
    const coloured = c >= LENS_CHROMA && (!ref.coloured || hueDistance(hueDeg(a, b), ref.hue) >= OTHER_HUE);
    const clear = (ref.coloured || ref.L < DARK_PAINT_L) && c < NEUTRAL && L >= ref.L + LIGHTER;
    const greyed =
      ref.coloured &&
      ref.chroma >= GREYED_PAINT_CHROMA &&
      c <= ref.chroma * GREYED &&
      L >= ref.L - GREYED_DARKER &&
      Math.hypot(L - ref.L, a - ref.chroma * Math.cos((ref.hue * Math.PI) / 180), b - ref.chroma * Math.sin((ref.hue * Math.PI) / 180)) >=
        GREYED_FAR;
    return [coloured || dimRedOnDark(ref, a, b), clear || greyed];
  };
}
