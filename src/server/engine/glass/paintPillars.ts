import { components } from '../raster';

/**
 * Pillars on light paint. In the glass band of a white, silver or grey car seen from the side or
 * three-quarters, a solid stretch of surely painted pixels that runs from the glass's head down to
 * the belt line is a pillar (the C-pillar behind a hatchback's rear side window), not glass. The
 * sky mirrored in a window is as light as the paint, but its reflection is broken by what it
 * mirrors (several runs across a row) and a roof's edge runs wide; a pillar is one narrow run per
 * row, all the way down.
 */

/** How close to the glass's head and to the belt line the stretch must reach, in cabin heights. */
const REACH_SLACK = 0.03;
/** Widest run across a row, in cabin heights: a pillar seen at an angle, not a roof or a window's sheen. */
const WIDEST_RUN = 0.4;
/** Runs per row at most: one, with a little slack for a badge or a seal's speck in it. */
const RUNS_PER_ROW = 1.3;
/**
 * Fewest rows, as a share of the band's tallest column: at a cabin's tapering end head and belt
 * meet, and any speck spans them.
 */
const LEAST_ROWS = 0.5;

/**
 * Box-local pixels (1) of the pillars, given the sure-paint plane, per column the glass's head
 * row and the belt's first row (null where no cabin stands), and the cabin's height in pixels.
 */
export function paintPillars(
  sure: Float32Array,
  w: number,
  h: number,
  head: Float32Array,
  belt: Array<number | null>,
  H: number,
): Uint8Array {
  const out = new Uint8Array(w * h);
  const slack = Math.max(1, Math.round(H * REACH_SLACK));
  const painted = (x: number, y: number) => {
    const b = belt[x];
    return b != null && y >= Math.ceil(head[x]!) && y < b && sure[y * w + x]! >= 0.5;
  };
  const narrow = narrowRuns(painted, w, h, H * WIDEST_RUN);
  const { labels, sizes } = components(narrow, w, h);
  const reachesHead = new Uint8Array(sizes.length);
  const reachesBelt = new Uint8Array(sizes.length);
  const runs = new Int32Array(sizes.length);
  // A connected stretch covers every row between its first and last.
  const firstRow = new Int32Array(sizes.length).fill(h);
  const lastRow = new Int32Array(sizes.length).fill(-1);
  let tallest = 0;
  for (let x = 0; x < w; x++) if (belt[x] != null) tallest = Math.max(tallest, belt[x]! - Math.ceil(head[x]!));
  for (let i = 0; i < w * h; i++) {
    const id = labels[i]!;
    if (!id) continue;
    const x = i % w;
    const y = (i - x) / w;
    if (y <= Math.ceil(head[x]!) + slack) reachesHead[id] = 1;
    if (y >= belt[x]! - 1 - slack) reachesBelt[id] = 1;
    firstRow[id] = Math.min(firstRow[id]!, y);
    lastRow[id] = Math.max(lastRow[id]!, y);
    if (x === 0 || labels[i - 1] !== id) runs[id]!++;
  }
  const pillar = sizes.map((_, id) => {
    const n = lastRow[id]! - firstRow[id]! + 1;
    return id > 0 && reachesHead[id] === 1 && reachesBelt[id] === 1 && n >= tallest * LEAST_ROWS && runs[id]! <= n * RUNS_PER_ROW;
  });
  for (let i = 0; i < w * h; i++) if (pillar[labels[i]!]) out[i] = 1;
  return out;
}

/** The painted pixels in runs across a row no wider than `widest`. */
function narrowRuns(painted: (x: number, y: number) => boolean, w: number, h: number, widest: number): Uint8Array {
  const narrow = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let x = 0;
    while (x < w) {
      if (!painted(x, y)) {
        x++;
        continue;
      }
      let end = x;
      while (end + 1 < w && painted(end + 1, y)) end++;
      if (end - x + 1 <= widest) narrow.fill(1, y * w + x, y * w + end + 1);
      x = end + 1;
    }
  }
  return narrow;
}
