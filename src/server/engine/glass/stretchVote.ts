import type { CellGrid } from '../raster';

/** Columns either side (grid cells) over which a column's glass, stretch and paint are sampled. */
const SAMPLE_HALF = 3;

/** Rows (car heights) sampled for the glass above a stretch and the paint below it. */
export const SAMPLE_DEPTH = 0.08;

/** Rows [from, to) of a grid. */
export type RowSpan = readonly [from: number, to: number];

/**
 * Whether a stretch of rows between a window and a panel (between the belt line and a window's
 * foot, or between the foot and the belt line) is closer in colour to the glass above it than to
 * the paint below it, at grid column `c` and SAMPLE_HALF columns either side. Null where any of
 * the three holds no car cell. The window finder and the end view's bonnet both ask it, so a
 * stretch is judged alike whichever way the lines lie.
 */
export function stretchLooksLikeGlass(grid: CellGrid, c: number, glass: RowSpan, stretch: RowSpan, paint: RowSpan): boolean | null {
  const above = meanOf(grid, c, glass);
  const between = meanOf(grid, c, stretch);
  const below = meanOf(grid, c, paint);
  if (!above || !between || !below) return null;
  return distance(between, above) < distance(between, below);
}

function meanOf(grid: CellGrid, c: number, [r0, r1]: RowSpan): [number, number, number] | null {
  const { gw, gh, lab, car } = grid;
  let L = 0;
  let a = 0;
  let b = 0;
  let n = 0;
  for (let r = Math.max(0, r0); r < Math.min(gh, r1); r++)
    for (let k = Math.max(0, c - SAMPLE_HALF); k <= Math.min(gw - 1, c + SAMPLE_HALF); k++) {
      const g = r * gw + k;
      if (!car[g]) continue;
      L += lab[g * 3]!;
      a += lab[g * 3 + 1]!;
      b += lab[g * 3 + 2]!;
      n++;
    }
  return n ? [L / n, a / n, b / n] : null;
}

function distance(p: readonly number[], q: readonly number[]): number {
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
}
