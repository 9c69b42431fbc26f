import type { PixelBox } from '../../../domain/paint/types';
import { beltAt, type Scene } from '../scene';
import { cellMeans, type CellGrid } from '../raster';
import { footBound } from './bonnetKnee';

/**
 * Where a window ends at the bottom. The scene's belt line is the silhouette's shoulder, a
 * guess: seen end on it often sits near the roof (the pillars flow into the shoulders), and a
 * windscreen's foot lies well below it. What does end a window is a line across it: the seal,
 * the wipers, the boot lid's edge, the door's top. Per cabin column, the foot is found as one
 * smooth path over the columns that follows the strongest such line below the belt line, so a
 * window is ended by one edge across its width, never column by column in blocks.
 */

/** The car box's longer side in cells of the grid the foot is searched on. */
export const FOOT_GRID = 200;
/** How far above the belt line (car heights) the foot may lie. */
const ABOVE_BELT = 0.12;
/**
 * How far below the belt line (car heights) the foot may lie, by view: seen end on, the belt
 * line is least sure; seen from the side, it is the side windows' foot itself.
 */
const BELOW_BELT = { end: 0.4, 'three-quarter': 0.25, side: 0.1 } as const;
/** The foot is never closer to the roof than this (car heights). */
const MIN_DEPTH = 0.12;
/** An edge's strength (L* plus half the a*, b* difference across it) counts up to this. */
const EDGE_CAP = 30;
/** Cost of each grid row the path steps up or down between neighbouring columns. */
const STEP_COST = 3;
/** Most rows the path steps between neighbouring columns. */
const MAX_STEP = 2;
/** Cost of depth below the belt line, per car height: a nearer line is preferred at equal strength. */
const DEPTH_COST = 60;

export type Grid = CellGrid;

/** Mean Lab of the car box in cells (FOOT_GRID cells along the longer side). */
export function boxGrid(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox, cells = FOOT_GRID): Grid {
  return cellMeans(lab, alpha, width, box, cells, 3);
}

/** Strength of a horizontal line at each cell: the Lab difference between the cells above and below, over three columns. */
export function rowEdges(grid: Grid): Float32Array {
  const { gw, gh, lab, car } = grid;
  const raw = new Float32Array(gw * gh);
  for (let y = 1; y < gh - 1; y++) {
    for (let x = 0; x < gw; x++) {
      const u = (y - 1) * gw + x;
      const d = (y + 1) * gw + x;
      if (!car[u] || !car[d]) continue;
      const e =
        Math.abs(lab[u * 3]! - lab[d * 3]!) +
        0.5 * (Math.abs(lab[u * 3 + 1]! - lab[d * 3 + 1]!) + Math.abs(lab[u * 3 + 2]! - lab[d * 3 + 2]!));
      raw[y * gw + x] = Math.min(EDGE_CAP, e);
    }
  }
  const out = new Float32Array(gw * gh);
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      let s = 0;
      for (let k = -1; k <= 1; k++) s += raw[y * gw + Math.min(gw - 1, Math.max(0, x + k))]!;
      out[y * gw + x] = s / 3;
    }
  return out;
}

/**
 * Per box column, the box row where the window above ends (NaN outside the cabin's columns).
 * One dynamic-programming path per run of cabin columns.
 */
export function windowFoot(grid: Grid, scene: Scene): Float32Array {
  const { box, cabin } = scene;
  const foot = new Float32Array(box.w).fill(NaN);
  if (!cabin) return foot;
  const { s, gw, gh } = grid;
  const edges = rowEdges(grid);
  const H = cabin.height / s;
  const reach = BELOW_BELT[scene.view];
  const bound = footBound(scene);
  // Per grid column: the rows the foot may take, or null off the cabin.
  const span = Array.from({ length: gw }, (_, gx) => {
    const x = Math.min(box.w - 1, Math.round((gx + 0.5) * s));
    const t = scene.top[x]! - box.y;
    const belt = beltAt(cabin, x);
    // Past the bonnet's knee no window is left: a path there would take the wing's crease for a foot.
    if (!Number.isFinite(t) || t > belt - cabin.height * 0.05 || bound.pastKnee[x]) return null;
    const b = scene.bottom[x]! - box.y;
    const lo = Math.max(Math.round((t + cabin.height * MIN_DEPTH) / s), Math.round((belt - cabin.height * ABOVE_BELT) / s));
    const hi = Math.min(
      Math.round((b - cabin.height * 0.1) / s),
      Math.round((belt + cabin.height * reach) / s),
      Math.max(lo + 1, Math.round(bound.row[x]! / s)),
      gh - 2,
    );
    return hi > lo ? { lo, hi, belt: belt / s } : null;
  });
  let gx = 0;
  while (gx < gw) {
    if (!span[gx]) {
      gx++;
      continue;
    }
    let end = gx;
    while (end + 1 < gw && span[end + 1]) end++;
    const path = bestPath(edges, gw, gh, span, gx, end, H);
    for (let c = gx; c <= end; c++) {
      const x0 = Math.floor(c * s);
      const x1 = Math.min(box.w, Math.floor((c + 1) * s));
      for (let x = x0; x < x1; x++) foot[x] = (path[c - gx]! + 0.5) * s;
    }
    gx = end + 1;
  }
  return foot;
}

function bestPath(
  edges: Float32Array,
  gw: number,
  gh: number,
  span: ReadonlyArray<{ lo: number; hi: number; belt: number } | null>,
  from: number,
  to: number,
  H: number,
): number[] {
  const n = to - from + 1;
  const score = new Float32Array(n * gh).fill(-Infinity);
  const back = new Int16Array(n * gh).fill(-1);
  const gain = (c: number, y: number) => edges[y * gw + c]! - (DEPTH_COST * Math.max(0, y - span[c]!.belt)) / H;
  for (let y = span[from]!.lo; y <= span[from]!.hi; y++) score[y] = gain(from, y);
  for (let k = 1; k < n; k++) {
    const c = from + k;
    const { lo, hi } = span[c]!;
    for (let y = lo; y <= hi; y++) {
      let best = -Infinity;
      let arg = -1;
      for (let d = -MAX_STEP; d <= MAX_STEP; d++) {
        const p = y + d;
        if (p < 0 || p >= gh) continue;
        const v = score[(k - 1) * gh + p]! - STEP_COST * Math.abs(d);
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      if (arg < 0) {
        // No reachable predecessor (the span jumped): start afresh here.
        best = 0;
        for (let p = 0; p < gh; p++) if (score[(k - 1) * gh + p]! > best) best = score[(k - 1) * gh + p]!;
        arg = -2;
      }
      score[k * gh + y] = best + gain(c, y);
      back[k * gh + y] = arg;
    }
  }
  const path = new Array<number>(n).fill(0);
  let y = -1;
  let best = -Infinity;
  for (let p = 0; p < gh; p++)
    if (score[(n - 1) * gh + p]! > best) {
      best = score[(n - 1) * gh + p]!;
      y = p;
    }
  for (let k = n - 1; k >= 0; k--) {
    path[k] = y;
    const b = back[k * gh + y]!;
    if (k > 0) {
      if (b >= 0) y = b;
      else {
        // Restart: the best row of the previous column.
        let bb = -Infinity;
        for (let p = 0; p < gh; p++)
          if (score[(k - 1) * gh + p]! > bb) {
            bb = score[(k - 1) * gh + p]!;
            y = p;
          }
      }
    }
  }
  return path;
}
