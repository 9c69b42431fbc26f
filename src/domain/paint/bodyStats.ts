/** Lightness and colour statistics of the painted body, the reference the shading is read against. */
export interface BodyStats {
  medianL: number;
  /** Half the 10-90 percentile range of L*, floored so a flat body does not blow up its shading. */
  spreadL: number;
  /** 90th percentile of L* above the median, floored: how far the lit side reaches. */
  upL: number;
  /** Median above the 10th percentile of L*, floored: how deep the shaded side goes. */
  downL: number;
  medianA: number;
  medianB: number;
  pixelCount: number;
}

// A white body's lit side is a few L* under white: a unit of shading is never smaller than this.
const MIN_SIDE_SPREAD = 5;

export function bodyStats(
  lab: Float32Array,
  mask: Float32Array,
  threshold = 0.5,
  region?: { width: number; box: { x: number; y: number; w: number; h: number } },
): BodyStats {
  // Only the body's bounding box needs scanning when the caller knows it.
  const width = region?.width ?? mask.length;
  const box = region?.box ?? { x: 0, y: 0, w: mask.length, h: 1 };
  let count = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let i = y * width + box.x, end = i + box.w; i < end; i++) if (mask[i]! >= threshold) count++;
  }
  if (count === 0) return { medianL: 50, spreadL: 10, upL: 10, downL: 10, medianA: 0, medianB: 0, pixelCount: 0 };
  // Subsample large bodies: percentiles of 20k samples are as good as of a million.
  const step = Math.max(1, Math.floor(count / 20000));
  const size = Math.ceil(count / step);
  const Ls = new Float32Array(size);
  const As = new Float32Array(size);
  const Bs = new Float32Array(size);
  let k = 0;
  let m = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let i = y * width + box.x, end = i + box.w; i < end; i++) {
      if (mask[i]! < threshold || k++ % step !== 0) continue;
      Ls[m] = lab[i * 3]!;
      As[m] = lab[i * 3 + 1]!;
      Bs[m++] = lab[i * 3 + 2]!;
    }
  }
  const sortedL = Ls.subarray(0, m).sort();
  const medianL = quantile(sortedL, 0.5);
  return {
    medianL,
    spreadL: Math.max(7, (quantile(sortedL, 0.9) - quantile(sortedL, 0.1)) / 2),
    upL: Math.max(MIN_SIDE_SPREAD, quantile(sortedL, 0.9) - medianL),
    downL: Math.max(MIN_SIDE_SPREAD, medianL - quantile(sortedL, 0.1)),
    medianA: quantile(As.subarray(0, m).sort(), 0.5),
    medianB: quantile(Bs.subarray(0, m).sort(), 0.5),
    pixelCount: count,
  };
}

export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = Math.min(sorted.length - 1, Math.max(0, q * (sorted.length - 1)));
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}
