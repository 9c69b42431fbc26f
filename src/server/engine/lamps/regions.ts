import type { PixelBox } from '../../../domain/paint/types';
import { boxMean } from '../raster';

/**
 * Edge-bounded regions (Felzenszwalb and Huttenlocher's graph segmentation, 2004): neighbouring
 * pixels join while the colour step between them is no larger than the steps already inside
 * both regions, plus a margin that shrinks as a region grows. A lamp's lens ends at a sharp
 * bezel, so it comes out as one region (or a few large ones), whatever its texture inside,
 * and can be judged as a whole.
 */

/** Regions smaller than this many pixels join their most similar neighbour (noise, glints). */
const MIN_PIXELS = 12;
/** Edge weights are bucketed in steps of this many Lab units for a linear-time sort. */
const BUCKET = 0.25;
const BUCKETS = 512;

export interface Regions {
  /** Box-local region id per pixel, 0 where the pixel was not segmented. */
  labels: Int32Array;
  /** Number of region ids, 0 included. */
  count: number;
}

/**
 * Segments the pixels of `within` (box-local 0/1) into edge-bounded regions of the photo's Lab.
 * `scale` is the margin of a one-pixel region in Lab units: larger, fewer and larger regions.
 */
export function edgeRegions(lab: Float32Array, width: number, box: PixelBox, within: Uint8Array, scale: number): Regions {
  const { w, h } = box;
  const n = w * h;
  const planes = [0, 1, 2].map((c) => {
    const p = new Float32Array(n);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) p[y * w + x] = lab[((box.y + y) * width + box.x + x) * 3 + c]!;
    return boxMean(p, w, h, 1);
  });
  const [L, A, B] = planes as [Float32Array, Float32Array, Float32Array];
  // Edges to the right and below, bucketed by weight.
  const counts = new Int32Array(BUCKETS + 1);
  const edgeFrom: number[] = [];
  const edgeTo: number[] = [];
  const edgeBucket: number[] = [];
  const step = (p: number, q: number) => Math.hypot(L[p]! - L[q]!, A[p]! - A[q]!, B[p]! - B[q]!);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!within[p]) continue;
      for (const q of [x + 1 < w ? p + 1 : -1, y + 1 < h ? p + w : -1]) {
        if (q < 0 || !within[q]) continue;
        const b = Math.min(BUCKETS, Math.floor(step(p, q) / BUCKET));
        edgeFrom.push(p);
        edgeTo.push(q);
        edgeBucket.push(b);
        counts[b]!++;
      }
    }
  }
  const starts = new Int32Array(BUCKETS + 2);
  for (let b = 0; b <= BUCKETS; b++) starts[b + 1] = starts[b]! + counts[b]!;
  const order = new Int32Array(edgeFrom.length);
  const fill = starts.slice();
  for (let e = 0; e < edgeFrom.length; e++) order[fill[edgeBucket[e]!]!++] = e;

  const parent = new Int32Array(n);
  for (let p = 0; p < n; p++) parent[p] = p;
  const size = new Int32Array(n).fill(1);
  const inner = new Float32Array(n);
  const find = (p: number): number => {
    let r = p;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[p] !== r) {
      const next = parent[p]!;
      parent[p] = r;
      p = next;
    }
    return r;
  };
  const join = (a: number, b: number, weight: number) => {
    const [big, small] = size[a]! >= size[b]! ? [a, b] : [b, a];
    parent[small] = big;
    size[big] = size[big]! + size[small]!;
    inner[big] = weight;
  };
  for (const e of order) {
    const a = find(edgeFrom[e]!);
    const b = find(edgeTo[e]!);
    if (a === b) continue;
    const weight = edgeBucket[e]! * BUCKET;
    if (weight <= Math.min(inner[a]! + scale / size[a]!, inner[b]! + scale / size[b]!)) join(a, b, weight);
  }
  for (const e of order) {
    const a = find(edgeFrom[e]!);
    const b = find(edgeTo[e]!);
    if (a !== b && (size[a]! < MIN_PIXELS || size[b]! < MIN_PIXELS)) join(a, b, Math.max(inner[a]!, inner[b]!));
  }
  const labels = new Int32Array(n);
  const ids = new Int32Array(n).fill(0);
  let count = 1;
  for (let p = 0; p < n; p++) {
    if (!within[p]) continue;
    const r = find(p);
    if (!ids[r]) ids[r] = count++;
    labels[p] = ids[r]!;
  }
  return { labels, count };
}
