/** Lightness and colour statistics of the painted body, the reference the shading is read against. */
export interface BodyStats {
  medianL: number;
  /** Half the 10-90 percentile range of L*, floored so a flat body does not blow up its shading. */
  spreadL: number;
  medianA: number;
  medianB: number;
  pixelCount: number;
}

export function bodyStats(lab: Float32Array, mask: Float32Array, threshold = 0.5): BodyStats {
  const Ls: number[] = [];
  const As: number[] = [];
  const Bs: number[] = [];
  // Subsample large bodies: percentiles of 20k samples are as good as of a million.
  let count = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]! >= threshold) count++;
  const step = Math.max(1, Math.floor(count / 20000));
  let k = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < threshold) continue;
    if (k++ % step !== 0) continue;
    Ls.push(lab[i * 3]!);
    As.push(lab[i * 3 + 1]!);
    Bs.push(lab[i * 3 + 2]!);
  }
  if (Ls.length === 0) return { medianL: 50, spreadL: 10, medianA: 0, medianB: 0, pixelCount: 0 };
  const sortedL = Float32Array.from(Ls).sort();
  return {
    medianL: quantile(sortedL, 0.5),
    spreadL: Math.max(7, (quantile(sortedL, 0.9) - quantile(sortedL, 0.1)) / 2),
    medianA: quantile(Float32Array.from(As).sort(), 0.5),
    medianB: quantile(Float32Array.from(Bs).sort(), 0.5),
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
