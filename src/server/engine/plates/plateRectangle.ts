import type { PixelBox } from '../../../domain/paint/types';
import { components } from '../raster';
import { fillHoles } from '../maskOps';
import { dilate } from '../../segmenter/morphology';
import type { Scene } from '../scene';

/**
 * A number plate by its shape: a light ground (white or yellow) brighter than whatever holds it,
 * cut into a sharp four-cornered shape, with dark marks inside (characters, a badge). Its
 * characters may be too faint or too few pixels to read as text (a studio's placeholder plate, a
 * 330-px photo), but its ground, taken at the right lightness, is one patch whose outline is a
 * rectangle, or in a three-quarter view a parallelogram. The patch is taken at every lightness
 * level in turn (the plate separates from a light bumper only near its own lightness), and the
 * whole plate kept is the patch with its marks filled in: never the marks alone.
 */

/** Lightness levels tried, in L* steps. */
const LEVEL_STEP = 3;
/** A plate sits below this share of the car's height (the glass and its stickers are above). */
const BELOW = 0.35;
/** Width of a plate's ground, as a share of the car's width: a far three-quarter plate to a phone's close-up. */
const WIDTH = { min: 0.025, max: 0.45 } as const;
/** Height of a plate's ground, as a share of the car's width. */
const HEIGHT = { min: 0.015, max: 0.2 } as const;
/** Width over height of the patch's box: a US plate in a steep three-quarter view (0.5) to an EU one (4.7) with some slack. */
const ASPECT = { min: 0.5, max: 6.5 } as const;
/** Share of its box the patch itself (marks not filled) covers at least: a skewed plate with many marks. */
const MIN_BOX_FILL = 0.25;
/** Share of its convex hull the filled patch covers: a plate's ground has no bays. */
const CONVEX = 0.85;
/** Share of its convex hull the quadrilateral of its four corners covers: 1 for any four-cornered shape, 0.64 for a disc. */
const FOUR_CORNERS = 0.88;
/** Share of the filled patch its dark marks take: characters and a badge, not a bare panel nor a grille. */
const MARKS = { min: 0.03, max: 0.55 } as const;
/** A mark is this much L* darker than the ground's lighter quarter... */
const MARK_DARK = 15;
/** ...or this far from its colour (a blue badge, a red county name). */
const MARK_COLOUR = 15;
/** Separate marks of at least 0.4% of the ground: a studio placeholder plate may show its badge alone. */
const MIN_MARKS = 1;
/** L* by which the ground stands above the ring just outside it: a plate's edge is sharp. */
const EDGE_CONTRAST = 10;
/** The frame around the ground, as a share of the ground's shorter side. */
const FRAME = 0.12;
/**
 * L* by which the ground stands above its holder across each of its four sides (median along the
 * side): plates scored at least 9 on every side, pieces of a panel at most 5 on one.
 */
const SIDE_EDGE = 8;
/** In an end view the plate sits on the centre line, at most this share of the car's width off it. */
const OFF_AXIS = 0.12;
/** Share of the patch that may lie on the glass band. */
const ON_GLASS = 0.2;

export interface PlateShape {
  /** Box-local bounding box of the filled ground. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Box-local 0/1 of the filled ground, over the bounding box (row-major, x1 - x0 + 1 wide). */
  fill: Uint8Array;
  /** How plate-like: the four-corner fit times the share of marks found. */
  score: number;
  level: number;
}

/** Plate-shaped light patches low on the car, best first. `glass` is box-local (1 = glass). */
export function plateShapes(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  glass: Float32Array,
  scene: Scene,
): PlateShape[] {
  const { w, h } = box;
  const top = Math.floor(h * BELOW);
  const rh = h - top;
  // Lightness of the car's lower part, region-local; -1 off the car.
  const L = new Float32Array(w * rh).fill(-1);
  const A = new Float32Array(w * rh);
  const B = new Float32Array(w * rh);
  let lo = 100;
  let hi = 0;
  for (let y = 0; y < rh; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + top + y) * width + box.x + x;
      if (alpha[i]! < 0.5) continue;
      const v = lab[i * 3]!;
      L[y * w + x] = v;
      A[y * w + x] = lab[i * 3 + 1]!;
      B[y * w + x] = lab[i * 3 + 2]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  const minW = box.w * WIDTH.min;
  const maxW = box.w * WIDTH.max;
  const minH = box.w * HEIGHT.min;
  const maxH = box.w * HEIGHT.max;
  const out: PlateShape[] = [];
  const bin = new Uint8Array(w * rh);
  for (let level = lo + EDGE_CONTRAST; level < hi; level += LEVEL_STEP) {
    for (let j = 0; j < bin.length; j++) bin[j] = L[j]! >= level ? 1 : 0;
    const { labels, sizes } = components(bin, w, rh);
    const n = sizes.length;
    const x0s = new Int32Array(n).fill(w);
    const x1s = new Int32Array(n).fill(-1);
    const y0s = new Int32Array(n).fill(rh);
    const y1s = new Int32Array(n).fill(-1);
    for (let y = 0; y < rh; y++) {
      for (let x = 0; x < w; x++) {
        const l = labels[y * w + x]!;
        if (!l) continue;
        if (x < x0s[l]!) x0s[l] = x;
        if (x > x1s[l]!) x1s[l] = x;
        if (y < y0s[l]!) y0s[l] = y;
        y1s[l] = y;
      }
    }
    for (let l = 1; l < n; l++) {
      const b = { x0: x0s[l]!, y0: y0s[l]!, x1: x1s[l]!, y1: y1s[l]! };
      const bw = b.x1 - b.x0 + 1;
      const bh = b.y1 - b.y0 + 1;
      if (bw < minW || bw > maxW || bh < minH || bh > maxH) continue;
      if (bw < bh * ASPECT.min || bw > bh * ASPECT.max || sizes[l]! < bw * bh * MIN_BOX_FILL) continue;
      const shape = judge(labels, l, sizes[l]!, L, A, B, w, b, level);
      if (!shape) continue;
      const placed = { ...shape, y0: shape.y0 + top, y1: shape.y1 + top };
      if (wellPlaced(placed, alpha, width, box, glass, scene)) out.push(placed);
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The patch judged as a plate's ground; null when it is not one. Coordinates region-local. */
function judge(
  labels: Int32Array,
  label: number,
  size: number,
  L: Float32Array,
  A: Float32Array,
  B: Float32Array,
  w: number,
  b: { x0: number; y0: number; x1: number; y1: number },
  level: number,
): PlateShape | null {
  // One pixel of padding so the outside touches the border and only true holes fill.
  const pw = b.x1 - b.x0 + 3;
  const ph = b.y1 - b.y0 + 3;
  const own = new Uint8Array(pw * ph);
  for (let y = b.y0; y <= b.y1; y++) {
    for (let x = b.x0; x <= b.x1; x++) if (labels[y * w + x] === label) own[(y - b.y0 + 1) * pw + x - b.x0 + 1] = 1;
  }
  // The outline first, as it is cheapest: filling the marks in moves no row's ends, so the hull
  // and the area between row ends (at least the filled area) are known already.
  const hull = convexHull(own, pw, ph);
  const hullArea = polygonArea(hull);
  if (hullArea <= 0 || rowSpans(own, pw, ph) / hullArea < CONVEX) return null;
  const cornerFit = polygonArea(fourCorners(hull)) / hullArea;
  if (cornerFit < FOUR_CORNERS) return null;
  const filled = fillHoles(own, pw, ph);
  // The ground's own colour: its lighter half (characters and badges are darker or coloured).
  const at = (j: number) => (Math.floor(j / pw) + b.y0 - 1) * w + (j % pw) + b.x0 - 1;
  const ground: number[] = [];
  let ga = 0;
  let gb = 0;
  for (let j = 0; j < own.length; j++) {
    if (!own[j]) continue;
    ground.push(L[at(j)]!);
    ga += A[at(j)]!;
    gb += B[at(j)]!;
  }
  ground.sort((p, q) => p - q);
  const groundL = ground[Math.floor(ground.length * 0.75)]!;
  ga /= size;
  gb /= size;
  let area = 0;
  let markArea = 0;
  const marks = new Uint8Array(pw * ph);
  for (let j = 0; j < filled.length; j++) {
    if (!filled[j]) continue;
    area++;
    const k = at(j);
    if (!own[j] || L[k]! < groundL - MARK_DARK || Math.hypot(A[k]! - ga, B[k]! - gb) > MARK_COLOUR) {
      marks[j] = 1;
      markArea++;
    }
  }
  const markShare = markArea / area;
  if (markShare < MARKS.min || markShare > MARKS.max) return null;
  const { sizes: markSizes } = components(marks, pw, ph);
  const minMark = Math.max(2, area * 0.004);
  if (markSizes.filter((s) => s >= minMark).length < MIN_MARKS) return null;
  if (area / hullArea < CONVEX) return null;
  // The ground must stand clearly above the ring just outside it (off-car pixels do not count).
  const near = dilate(filled, pw, ph, 2);
  let inside = 0;
  let ring = 0;
  let ringN = 0;
  for (let j = 0; j < own.length; j++) {
    if (own[j]) inside += L[at(j)]!;
    else if (!filled[j] && near[j]) {
      const gx = (j % pw) + b.x0 - 1;
      const gy = Math.floor(j / pw) + b.y0 - 1;
      const v = gx >= 0 && gx < w && gy >= 0 && gy * w + gx < L.length ? L[gy * w + gx]! : -1;
      if (v >= 0) {
        ring += v;
        ringN++;
      }
    }
  }
  if (!ringN || inside / size - ring / ringN < EDGE_CONTRAST) return null;
  const fill = new Uint8Array((pw - 2) * (ph - 2));
  for (let y = 1; y < ph - 1; y++) for (let x = 1; x < pw - 1; x++) fill[(y - 1) * (pw - 2) + x - 1] = filled[y * pw + x]!;
  // All four sides: a patch of panel between a shut line and a shadow is bounded on two or three.
  if (Math.min(...sideSteps(fill, pw - 2, ph - 2, L, w, b.x0, b.y0)) < SIDE_EDGE) return null;
  return { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, fill, score: cornerFit * Math.min(1, markShare / 0.15), level };
}

/** On the car, off the glass, and in an end view on the centre line. */
function wellPlaced(s: PlateShape, alpha: Float32Array, width: number, box: PixelBox, glass: Float32Array, scene: Scene): boolean {
  const bw = s.x1 - s.x0 + 1;
  if (scene.endView && Math.abs(box.x + (s.x0 + s.x1) / 2 - scene.axis) > box.w * OFF_AXIS) return false;
  let n = 0;
  let other = 0;
  for (let y = s.y0; y <= s.y1; y++) {
    for (let x = s.x0; x <= s.x1; x++) {
      if (!s.fill[(y - s.y0) * bw + x - s.x0]) continue;
      n++;
      // Not the wheels: the wheel finder takes a plate's ring of characters for a rim at times,
      // and a rim is round, never four-cornered.
      if (glass[y * box.w + x]! >= 0.5 || alpha[(box.y + y) * width + box.x + x]! < 0.5) other++;
    }
  }
  return other <= n * ON_GLASS;
}

/**
 * The step in L* across each of the four sides (top, bottom, left, right), each the median over
 * that side's columns or rows of the ground just inside less the holder just outside.
 */
function sideSteps(fill: Uint8Array, fw: number, fh: number, L: Float32Array, w: number, ox: number, oy: number): number[] {
  const rows = L.length / w;
  const get = (x: number, y: number) => (x >= 0 && y >= 0 && x < w && y < rows ? L[y * w + x]! : -1);
  const steps: number[][] = [[], [], [], []];
  const push = (k: number, inside: number, outside: number) => {
    if (inside >= 0 && outside >= 0) steps[k]!.push(inside - outside);
  };
  for (let x = 0; x < fw; x++) {
    let y0 = -1;
    let y1 = -1;
    for (let y = 0; y < fh; y++) {
      if (!fill[y * fw + x]) continue;
      if (y0 < 0) y0 = y;
      y1 = y;
    }
    if (y0 < 0) continue;
    push(0, get(ox + x, oy + y0 + 1), get(ox + x, oy + y0 - 2));
    push(1, get(ox + x, oy + y1 - 1), get(ox + x, oy + y1 + 2));
  }
  for (let y = 0; y < fh; y++) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < fw; x++) {
      if (!fill[y * fw + x]) continue;
      if (x0 < 0) x0 = x;
      x1 = x;
    }
    if (x0 < 0) continue;
    push(2, get(ox + x0 + 1, oy + y), get(ox + x0 - 2, oy + y));
    push(3, get(ox + x1 - 1, oy + y), get(ox + x1 + 2, oy + y));
  }
  return steps.map((v) => (v.length ? v.sort((p, q) => p - q)[Math.floor(v.length / 2)]! : -Infinity));
}

/** Pixels between each row's first and last set pixel, summed. */
function rowSpans(bin: Uint8Array, w: number, h: number): number {
  let n = 0;
  for (let y = 0; y < h; y++) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < w; x++) {
      if (!bin[y * w + x]) continue;
      if (x0 < 0) x0 = x;
      x1 = x;
    }
    if (x0 >= 0) n += x1 - x0 + 1;
  }
  return n;
}

/** Convex hull (pixel-corner points) of a 0/1 plane, counter-clockwise. */
function convexHull(bin: Uint8Array, w: number, h: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < w; x++) {
      if (!bin[y * w + x]) continue;
      if (x0 < 0) x0 = x;
      x1 = x;
    }
    if (x0 < 0) continue;
    pts.push([x0, y], [x1 + 1, y], [x0, y + 1], [x1 + 1, y + 1]);
  }
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Array<[number, number]> = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Array<[number, number]> = [];
  for (let k = pts.length - 1; k >= 0; k--) {
    const p = pts[k]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The hull's extreme points along the two diagonals: a four-cornered shape's corners. */
function fourCorners(hull: Array<[number, number]>): Array<[number, number]> {
  const pick = (f: (p: [number, number]) => number) => hull.reduce((best, p) => (f(p) > f(best) ? p : best), hull[0]!);
  return [pick((p) => -p[0] - p[1]), pick((p) => -p[0] + p[1]), pick((p) => p[0] + p[1]), pick((p) => p[0] - p[1])];
}

function polygonArea(poly: Array<[number, number]>): number {
  let a = 0;
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k]!;
    const q = poly[(k + 1) % poly.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(a) / 2;
}

/** Box-local 0/1 plane of the best plate-shaped patch, filled, or null when there is none. */
export function plateRectangle(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  glass: Float32Array,
  scene: Scene,
): Float32Array | null {
  const [best] = plateShapes(lab, alpha, width, box, glass, scene);
  if (!best) return null;
  const ground = new Uint8Array(box.w * box.h);
  const bw = best.x1 - best.x0 + 1;
  for (let y = best.y0; y <= best.y1; y++) {
    for (let x = best.x0; x <= best.x1; x++) if (best.fill[(y - best.y0) * bw + x - best.x0]) ground[y * box.w + x] = 1;
  }
  // The ground's lightness stops at the plate's frame (or its dark border): the plate takes it.
  const frame = Math.max(1, Math.round(Math.min(bw, best.y1 - best.y0 + 1) * FRAME));
  const grown = dilate(ground, box.w, box.h, frame);
  const plate = new Float32Array(box.w * box.h);
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) if (grown[y * box.w + x] && alpha[(box.y + y) * width + box.x + x]! >= 0.5) plate[y * box.w + x] = 1;
  }
  return plate;
}
