import { rgbaToLab } from './color';

/**
 * The parts of a photo a visitor can tap in the touch-up ("two taps fix any miss"): regions
 * that follow the photo's edges, so a lamp, a plate or a window comes in or out whole.
 *
 * Two stages. SLIC superpixels in Lab snap to edges at a fine grain; a pixel grid would not,
 * and superpixels alone are too small to tap a whole part. Then neighbouring superpixels of
 * nearly the same colour are joined with Felzenszwalb and Huttenlocher's criterion (a join is
 * allowed while the colour step between two regions is no larger than the steps already inside
 * them, plus a margin that shrinks as they grow), so a flat panel becomes one region while a
 * strong edge is never crossed. A size cap keeps one tap from taking half the car.
 *
 * Pure TypeScript over typed arrays: it runs in a Web Worker in the browser, once per photo.
 */

export interface PhotoRegions {
  width: number;
  height: number;
  /** The region of every pixel, 0..count-1, row-major. */
  labels: Int32Array;
  count: number;
  /** Each region's bounding box at 4*r: x0, y0, x1, y1 (x1 and y1 exclusive). */
  boxes: Int32Array;
}

export interface RegionOptions {
  /** Superpixel side in pixels (SLIC's S); by default about 2,500 superpixels in the image. */
  superpixel?: number;
  /** SLIC's compactness m: higher makes squarer superpixels, lower follows colour closer. */
  compactness?: number;
  iterations?: number;
  /** The join's margin in CIE Lab units for a region of one superpixel (FH's k). */
  joining?: number;
  /** The largest share of the image one region may cover. */
  maxShare?: number;
  /** The largest region in pixels, in place of maxShare: the caller knows how big the car is. */
  maxPixels?: number;
}

/** The area the touch-up edits: one byte a pixel, as the brush's (the server's paintMask contract). */
export const REGION_WRAPPED = 255;
export const REGION_NOT_WRAPPED = 0;

const DEFAULTS = { compactness: 10, iterations: 6, joining: 14, maxShare: 0.04 } as const;

/** Edge-snapped regions of an RGBA image (4 bytes a pixel). */
export function findRegions(rgba: ArrayLike<number>, width: number, height: number, options: RegionOptions = {}): PhotoRegions {
  const pixels = width * height;
  if (rgba.length < pixels * 4) throw new Error('image smaller than its size says');
  const lab = rgbaToLab(rgba, pixels);
  const step = Math.max(4, Math.round(options.superpixel ?? Math.sqrt(pixels / 2500)));
  const superpixels = slic(
    lab,
    width,
    height,
    step,
    options.compactness ?? DEFAULTS.compactness,
    options.iterations ?? DEFAULTS.iterations,
  );
  const connected = connectedSuperpixels(superpixels, width, height, Math.max(1, Math.floor((step * step) / 4)));
  const joined = joinSimilar(lab, connected.labels, connected.count, width, height, {
    margin: options.joining ?? DEFAULTS.joining,
    superpixelArea: step * step,
    maxPixels: Math.max(step * step, Math.round(options.maxPixels ?? pixels * (options.maxShare ?? DEFAULTS.maxShare))),
  });
  return { width, height, labels: joined.labels, count: joined.count, boxes: boxesOf(joined.labels, joined.count, width, height) };
}

/** The region under a point in the image's pixels (clamped to the image). */
export function regionAt(regions: PhotoRegions, x: number, y: number): number {
  const px = Math.min(regions.width - 1, Math.max(0, Math.floor(x)));
  const py = Math.min(regions.height - 1, Math.max(0, Math.floor(y)));
  return regions.labels[py * regions.width + px]!;
}

/** A region's bounding box, x1 and y1 exclusive. */
export function regionBox(regions: PhotoRegions, region: number): { x0: number; y0: number; x1: number; y1: number } {
  const b = regions.boxes;
  return { x0: b[region * 4]!, y0: b[region * 4 + 1]!, x1: b[region * 4 + 2]!, y1: b[region * 4 + 3]! };
}

/**
 * A tap on a region: taken out of the wrap when most of it is wrapped, else added whole. Only
 * that region's pixels change. Returns whether it was added and the box that may have changed.
 */
export function toggleRegion(
  mask: Uint8Array,
  regions: PhotoRegions,
  region: number,
): { added: boolean; box: { x0: number; y0: number; x1: number; y1: number } } {
  const { labels, width } = regions;
  const box = regionBox(regions, region);
  let inside = 0;
  let wrapped = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let i = y * width + box.x0, end = y * width + box.x1; i < end; i++) {
      if (labels[i] !== region) continue;
      inside++;
      if (mask[i] === REGION_WRAPPED) wrapped++;
    }
  }
  const added = wrapped * 2 <= inside;
  const value = added ? REGION_WRAPPED : REGION_NOT_WRAPPED;
  for (let y = box.y0; y < box.y1; y++) {
    for (let i = y * width + box.x0, end = y * width + box.x1; i < end; i++) if (labels[i] === region) mask[i] = value;
  }
  return { added, box };
}

/** SLIC (Achanta et al. 2012) over interleaved Lab: a label per pixel, -1 where no centre reached. */
function slic(lab: Float32Array, width: number, height: number, step: number, compactness: number, iterations: number): Int32Array {
  const centres: number[] = [];
  const half = Math.floor(step / 2);
  for (let y = half; y < height; y += step) {
    for (let x = half; x < width; x += step) {
      // Moved to the lowest gradient nearby so a seed never starts on an edge.
      const [sx, sy] = calmestNear(lab, width, height, x, y);
      const i = (sy * width + sx) * 3;
      centres.push(lab[i]!, lab[i + 1]!, lab[i + 2]!, sx, sy);
    }
  }
  const k = centres.length / 5;
  const c = Float64Array.from(centres);
  const labels = new Int32Array(width * height).fill(-1);
  const distance = new Float32Array(width * height);
  const spatial = (compactness / step) ** 2;
  const sums = new Float64Array(k * 6);
  for (let iteration = 0; iteration < iterations; iteration++) {
    distance.fill(Infinity);
    for (let n = 0; n < k; n++) {
      const cl = c[n * 5]!;
      const ca = c[n * 5 + 1]!;
      const cb = c[n * 5 + 2]!;
      const cx = c[n * 5 + 3]!;
      const cy = c[n * 5 + 4]!;
      const x0 = Math.max(0, Math.floor(cx - step));
      const x1 = Math.min(width, Math.ceil(cx + step));
      const y0 = Math.max(0, Math.floor(cy - step));
      const y1 = Math.min(height, Math.ceil(cy + step));
      for (let y = y0; y < y1; y++) {
        const dy2 = (y - cy) * (y - cy);
        for (let x = x0; x < x1; x++) {
          const i = y * width + x;
          const dl = lab[i * 3]! - cl;
          const da = lab[i * 3 + 1]! - ca;
          const db = lab[i * 3 + 2]! - cb;
          const d = dl * dl + da * da + db * db + ((x - cx) * (x - cx) + dy2) * spatial;
          if (d < distance[i]!) {
            distance[i] = d;
            labels[i] = n;
          }
        }
      }
    }
    sums.fill(0);
    for (let i = 0; i < labels.length; i++) {
      const n = labels[i]!;
      if (n < 0) continue;
      const o = n * 6;
      sums[o] = sums[o]! + lab[i * 3]!;
      sums[o + 1] = sums[o + 1]! + lab[i * 3 + 1]!;
      sums[o + 2] = sums[o + 2]! + lab[i * 3 + 2]!;
      sums[o + 3] = sums[o + 3]! + (i % width);
      sums[o + 4] = sums[o + 4]! + Math.floor(i / width);
      sums[o + 5] = sums[o + 5]! + 1;
    }
    for (let n = 0; n < k; n++) {
      const count = sums[n * 6 + 5]!;
      if (count === 0) continue;
      for (let j = 0; j < 5; j++) c[n * 5 + j] = sums[n * 6 + j]! / count;
    }
  }
  return labels;
}

function calmestNear(lab: Float32Array, width: number, height: number, x: number, y: number): [number, number] {
  let best: [number, number] = [x, y];
  let lowest = Infinity;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const px = x + dx;
      const py = y + dy;
      if (px < 1 || py < 1 || px >= width - 1 || py >= height - 1) continue;
      let g = 0;
      for (let ch = 0; ch < 3; ch++) {
        const gx = lab[(py * width + px + 1) * 3 + ch]! - lab[(py * width + px - 1) * 3 + ch]!;
        const gy = lab[((py + 1) * width + px) * 3 + ch]! - lab[((py - 1) * width + px) * 3 + ch]!;
        g += gx * gx + gy * gy;
      }
      if (g < lowest) {
        lowest = g;
        best = [px, py];
      }
    }
  }
  return best;
}

/**
 * SLIC's labels as connected pieces: each 4-connected piece gets its own label, and a piece
 * smaller than `minSize` joins the neighbour met before it (stray bits of a superpixel).
 */
function connectedSuperpixels(source: Int32Array, width: number, height: number, minSize: number): { labels: Int32Array; count: number } {
  const labels = new Int32Array(source.length).fill(-1);
  const queue = new Int32Array(source.length);
  let count = 0;
  for (let start = 0; start < source.length; start++) {
    if (labels[start] !== -1) continue;
    const x = start % width;
    // A neighbour already labelled (left or above), for a piece too small to stand alone.
    const adjacent = x > 0 ? labels[start - 1]! : start >= width ? labels[start - width]! : -1;
    const original = source[start];
    let head = 0;
    let tail = 0;
    const visit = (j: number) => {
      if (labels[j] !== -1 || source[j] !== original) return;
      labels[j] = count;
      queue[tail++] = j;
    };
    queue[tail++] = start;
    labels[start] = count;
    while (head < tail) {
      const i = queue[head++]!;
      const ix = i % width;
      if (ix > 0) visit(i - 1);
      if (ix < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < (height - 1) * width) visit(i + width);
    }
    if (tail < minSize && adjacent >= 0) {
      for (let q = 0; q < tail; q++) labels[queue[q]!] = adjacent;
    } else {
      count++;
    }
  }
  return { labels, count };
}

/** Joins neighbouring superpixels of nearly the same colour (FH's criterion on their graph), up to a size cap. */
function joinSimilar(
  lab: Float32Array,
  labels: Int32Array,
  count: number,
  width: number,
  height: number,
  { margin, superpixelArea, maxPixels }: { margin: number; superpixelArea: number; maxPixels: number },
): { labels: Int32Array; count: number } {
  const mean = new Float64Array(count * 3);
  const size = new Float64Array(count);
  for (let i = 0; i < labels.length; i++) {
    const n = labels[i]!;
    mean[n * 3] = mean[n * 3]! + lab[i * 3]!;
    mean[n * 3 + 1] = mean[n * 3 + 1]! + lab[i * 3 + 1]!;
    mean[n * 3 + 2] = mean[n * 3 + 2]! + lab[i * 3 + 2]!;
    size[n] = size[n]! + 1;
  }
  for (let n = 0; n < count; n++) for (let j = 0; j < 3; j++) mean[n * 3 + j] = mean[n * 3 + j]! / size[n]!;

  // Each pair of touching superpixels once, weighted by their colour step.
  const pairs = new Set<number>();
  const touch = (a: number, b: number) => {
    if (a !== b) pairs.add(a < b ? a * count + b : b * count + a);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x < width - 1) touch(labels[i]!, labels[i + 1]!);
      if (y < height - 1) touch(labels[i]!, labels[i + width]!);
    }
  }
  const edges = [...pairs].map((key) => {
    const a = Math.floor(key / count);
    const b = key % count;
    const dl = mean[a * 3]! - mean[b * 3]!;
    const da = mean[a * 3 + 1]! - mean[b * 3 + 1]!;
    const db = mean[a * 3 + 2]! - mean[b * 3 + 2]!;
    return { a, b, weight: Math.sqrt(dl * dl + da * da + db * db) };
  });
  edges.sort((p, q) => p.weight - q.weight);

  const parent = Int32Array.from({ length: count }, (_, n) => n);
  const pixels = Float64Array.from(size);
  const inner = new Float64Array(count);
  const root = (n: number): number => {
    while (parent[n] !== n) {
      parent[n] = parent[parent[n]!]!;
      n = parent[n]!;
    }
    return n;
  };
  for (const { a, b, weight } of edges) {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb || pixels[ra]! + pixels[rb]! > maxPixels) continue;
    const limitA = inner[ra]! + (margin * superpixelArea) / pixels[ra]!;
    const limitB = inner[rb]! + (margin * superpixelArea) / pixels[rb]!;
    if (weight > Math.min(limitA, limitB)) continue;
    parent[rb] = ra;
    pixels[ra] = pixels[ra]! + pixels[rb]!;
    inner[ra] = Math.max(inner[ra]!, inner[rb]!, weight);
  }

  const renumber = new Int32Array(count).fill(-1);
  let regions = 0;
  const out = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    const r = root(labels[i]!);
    if (renumber[r] === -1) renumber[r] = regions++;
    out[i] = renumber[r]!;
  }
  return { labels: out, count: regions };
}

function boxesOf(labels: Int32Array, count: number, width: number, height: number): Int32Array {
  const boxes = new Int32Array(count * 4);
  for (let r = 0; r < count; r++) {
    boxes[r * 4] = width;
    boxes[r * 4 + 1] = height;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = labels[y * width + x]! * 4;
      if (x < boxes[o]!) boxes[o] = x;
      if (y < boxes[o + 1]!) boxes[o + 1] = y;
      if (x + 1 > boxes[o + 2]!) boxes[o + 2] = x + 1;
      if (y + 1 > boxes[o + 3]!) boxes[o + 3] = y + 1;
    }
  }
  return boxes;
}
