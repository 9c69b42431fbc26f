import { components } from '../engine/raster';

/**
 * Square-kernel erosion of a 0/1 plane: 1 where every pixel within r (Chebyshev) is 1. Pixels
 * beyond the frame count as set, so an object cut by the frame is not eaten from its cut side.
 */
export function erode(bin: Uint8Array, w: number, h: number, r: number): Uint8Array {
  // Erosion is dilation of the complement.
  const inverse = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) inverse[i] = 1 - bin[i]!;
  const grown = dilate(inverse, w, h, r);
  for (let i = 0; i < grown.length; i++) grown[i] = 1 - grown[i]!;
  return grown;
}

/** A radius given as a share of a w x h box's longer side, at least one pixel. */
export function radiusOf(share: number, w: number, h: number): number {
  return Math.max(1, Math.round(Math.max(w, h) * share));
}

/** Square-kernel dilation of a 0/1 plane: two separable passes of running counts, O(pixels). */
export function dilate(bin: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let count = 0;
    for (let x = 0; x < Math.min(r, w); x++) count += bin[row + x]!;
    for (let x = 0; x < w; x++) {
      if (x + r < w) count += bin[row + x + r]!;
      if (x - r - 1 >= 0) count -= bin[row + x - r - 1]!;
      rows[row + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(w * h);
  const counts = new Int32Array(w);
  for (let y = 0; y < Math.min(r, h); y++) for (let x = 0; x < w; x++) counts[x]! += rows[y * w + x]!;
  for (let y = 0; y < h; y++) {
    if (y + r < h) for (let x = 0, i = (y + r) * w; x < w; x++, i++) counts[x]! += rows[i]!;
    if (y - r - 1 >= 0) for (let x = 0, i = (y - r - 1) * w; x < w; x++, i++) counts[x]! -= rows[i]!;
    for (let x = 0, i = y * w; x < w; x++, i++) out[i] = counts[x]! > 0 ? 1 : 0;
  }
  return out;
}

/** Components of a 0/1 plane, largest first. */
export function rankedComponents(
  bin: Uint8Array,
  w: number,
  h: number,
): { labels: Int32Array; ranked: Array<{ label: number; size: number }> } {
  const { labels, sizes } = components(bin, w, h);
  const ranked = sizes
    .map((size, label) => ({ label, size }))
    .filter((c) => c.label > 0)
    .sort((a, b) => b.size - a.size);
  return { labels, ranked };
}

export function only(labels: Int32Array, label: number): Uint8Array {
  const out = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) if (labels[i] === label) out[i] = 1;
  return out;
}
