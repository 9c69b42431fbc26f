import type { PixelBox } from '../../domain/paint/types';
import { components } from './raster';
import type { Wheels } from './wheels';

/**
 * A number plate by its characters, not its colour: a white plate on a white or silver car (or a
 * backlit one, where both read grey) has no colour of its own, and at a few pixels per stroke
 * its detail is too sparse for a part. What no painted panel has is a row of upright strokes:
 * across a line of characters the lightness flips from dark to light many times within a short
 * run. Such a row, a few times wider than tall, low on the car and off the glass, is the plate's
 * text; the plate itself is that line with a plate's margins around it.
 */

/** Across a row, a step of at least this much L* (over two pixels) is a stroke's edge. */
const STROKE_EDGE = 10;
/** Half-width of the run, as a share of the car's width, over which a row's stroke edges are counted. */
const RUN = 0.05;
/** This many stroke edges in one run is a line of characters (a panel gap or a crease gives one or two). */
const TEXT_EDGES = 8;
/** Height of a plate's characters, as a share of the car's width. */
const TEXT_HEIGHT = { min: 0.012, max: 0.05 } as const;
/** Width of a line of characters over its height. */
const TEXT_ASPECT = { min: 2.2, max: 12 } as const;
/** The widest line of characters a plate holds, as a share of the car's width. */
const MAX_TEXT_WIDTH = 0.35;
/** Share of its bounding box a line of characters fills (a reflection's ragged streak fills less). */
const MIN_FILL = 0.5;
/** A plate sits below this share of the car's height (the glass and its stickers are above). */
const BELOW = 0.35;
/** Rows above and below the characters, as a share of their height, that must be nearly blank... */
const QUIET_MARGIN = 0.4;
/** ...holding at most this share of the characters' density of stroke edges. */
const QUIET = 0.3;
/** Stroke edges, as a share of the line's height, down a character's column and its two neighbours. */
const UPRIGHT = 0.4;
/**
 * The plate around its characters: margins as shares of the characters' height. A European
 * plate's line sits in its middle; an American one's has a second, small line or a frame's
 * lettering below it.
 */
const MARGIN = { x: 0.6, top: 0.4, bottom: 0.7 } as const;

export interface PlateText {
  /** Box-local bounding box of the line of characters. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Stroke edges counted over the line: how sure it is text. */
  strokes: number;
}

/** Candidate lines of characters inside the car, off its glass and wheels, best first. `glass` is box-local (1 = glass). */
export function plateTexts(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  glass: Float32Array,
  wheels: Wheels,
): PlateText[] {
  const { w, h } = box;
  const edges = strokeEdges(lab, alpha, width, box);
  const run = Math.max(3, Math.round(box.w * RUN));
  const text = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    // Sliding count of edge starts within [x - run, x + run].
    let n = 0;
    for (let x = 0; x < Math.min(w, run); x++) n += edges[row + x]!;
    for (let x = 0; x < w; x++) {
      if (x + run < w) n += edges[row + x + run]!;
      if (x - run - 1 >= 0) n -= edges[row + x - run - 1]!;
      if (n >= TEXT_EDGES) text[row + x] = 1;
    }
  }
  const { labels, sizes } = components(text, w, h);
  const found = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x]!;
      if (!l) continue;
      const b = found.get(l);
      if (!b) found.set(l, { x0: x, y0: y, x1: x, y1: y });
      else {
        if (x < b.x0) b.x0 = x;
        if (x > b.x1) b.x1 = x;
        if (y > b.y1) b.y1 = y;
      }
    }
  }
  const out: PlateText[] = [];
  for (const [l, b] of found) {
    const th = b.y1 - b.y0 + 1;
    const [x0, x1] = textSpan(edges, w, h, b, th, run);
    const tw = x1 - x0 + 1;
    if (tw <= 0) continue;
    if (th < box.w * TEXT_HEIGHT.min || th > box.w * TEXT_HEIGHT.max) continue;
    if (tw < th * TEXT_ASPECT.min || tw > th * TEXT_ASPECT.max || tw > box.w * MAX_TEXT_WIDTH) continue;
    if (sizes[l]! < (b.x1 - b.x0 + 1) * th * MIN_FILL) continue;
    if (b.y0 < h * BELOW) continue;
    let strokes = 0;
    let onGlass = 0;
    let offCar = 0;
    let onWheel = 0;
    for (let y = b.y0; y <= b.y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = (box.y + y) * width + box.x + x;
        strokes += edges[y * w + x]!;
        onGlass += glass[y * w + x]!;
        onWheel += Math.max(wheels.mask[i]!, wheels.grounded[i]!);
        if (alpha[i]! < 0.5) offCar++;
      }
    }
    const area = tw * th;
    if (onGlass > area * 0.2 || offCar > area * 0.05 || onWheel > area * 0.2) continue;
    // A plate's characters have blank plate above and below them; a grille's mesh, a wheel's
    // spokes and a lamp's rings go on.
    const margin = Math.max(1, Math.round(th * QUIET_MARGIN));
    const above = edgesIn(edges, w, x0, x1, Math.max(0, b.y0 - margin), b.y0 - 1);
    const under = edgesIn(edges, w, x0, x1, b.y1 + 1, Math.min(h - 1, b.y1 + margin));
    if (Math.max(above, under) / (margin * tw) > (strokes / area) * QUIET) continue;
    out.push({ x: x0, y: b.y0, w: tw, h: th, strokes });
  }
  return out.sort((a, b) => b.strokes - a.strokes);
}

/** Box-local 0/1 plane of the plate around the surest line of characters, or null when there is none. */
export function numberPlate(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  glass: Float32Array,
  wheels: Wheels,
): Float32Array | null {
  const [text] = plateTexts(lab, alpha, width, box, glass, wheels);
  if (!text) return null;
  const { w, h } = box;
  const plate = new Float32Array(w * h);
  const mx = Math.round(text.h * MARGIN.x);
  for (
    let y = Math.max(0, text.y - Math.round(text.h * MARGIN.top));
    y <= Math.min(h - 1, text.y + text.h - 1 + Math.round(text.h * MARGIN.bottom));
    y++
  ) {
    for (let x = Math.max(0, text.x - mx); x <= Math.min(w - 1, text.x + text.w - 1 + mx); x++) {
      if (alpha[(box.y + y) * width + box.x + x]! >= 0.5) plate[y * w + x] = 1;
    }
  }
  return plate;
}

function edgesIn(edges: Uint8Array, w: number, x0: number, x1: number, y0: number, y1: number): number {
  let n = 0;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) n += edges[y * w + x]!;
  return n;
}

/**
 * Where the line of characters runs: its rows' stroke edges, from a run before the thresholded
 * patch to a run after it (the window stops short of the first and last characters). A column
 * whose edges go on above or below the line is not a character's (a plate frame's side, a
 * bumper's intake, a lamp); the line is cut where a gap wider than a character's height holds
 * none, and the piece with the most edges is the line.
 */
function textSpan(
  edges: Uint8Array,
  w: number,
  h: number,
  b: { x0: number; y0: number; x1: number; y1: number },
  th: number,
  run: number,
): [number, number] {
  const counts: number[] = [];
  const quiet: boolean[] = [];
  const from = Math.max(0, b.x0 - run);
  const to = Math.min(w - 1, b.x1 + run);
  const margin = Math.max(1, Math.round(th * QUIET_MARGIN));
  const top = Math.max(0, b.y0 - margin);
  const bottom = Math.min(h - 1, b.y1 + margin);
  for (let x = from; x <= to; x++) {
    let n = 0;
    let beyond = 0;
    for (let y = top; y <= bottom; y++) {
      if (y < b.y0 || y > b.y1) beyond += edges[y * w + x]!;
      else n += edges[y * w + x]!;
    }
    counts.push(n);
    quiet.push(beyond === 0);
  }
  // A character's upright stroke keeps to its column (give or take one) down the line; a slanted
  // edge crosses a column in a row or two.
  const upright = counts.map((n, k) => (quiet[k] && n + (counts[k - 1] ?? 0) + (counts[k + 1] ?? 0) >= th * UPRIGHT ? n : 0));
  let best: [number, number] = [b.x0, b.x1];
  let bestEdges = -1;
  let start = -1;
  let last = -1;
  let sum = 0;
  const close = () => {
    if (start >= 0 && sum > bestEdges) {
      best = [from + start, from + last];
      bestEdges = sum;
    }
  };
  upright.forEach((n, k) => {
    if (!n) return;
    if (start < 0 || k - last > th) {
      close();
      start = k;
      sum = 0;
    }
    last = k;
    sum += n;
  });
  close();
  return best;
}

/**
 * Box-local 0/1: where a run of strong horizontal L* steps starts (one per stroke edge, however
 * many pixels the step spans), between car pixels only.
 */
function strokeEdges(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): Uint8Array {
  const { w, h } = box;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let last = 0;
    for (let x = 1; x < w - 1; x++) {
      const i = (box.y + y) * width + box.x + x;
      let sign = 0;
      if (alpha[i - 1]! >= 0.5 && alpha[i + 1]! >= 0.5) {
        const d = lab[(i + 1) * 3]! - lab[(i - 1) * 3]!;
        sign = d > STROKE_EDGE ? 1 : d < -STROKE_EDGE ? -1 : 0;
      }
      if (sign && sign !== last) out[y * w + x] = 1;
      last = sign;
    }
  }
  return out;
}
