/**
 * Separable box blur of a single-channel float image restricted to a rectangle, O(1) per pixel
 * whatever the radius. Used to soften reflections for matte and satin finishes.
 */
export function boxBlurRegion(
  src: Float32Array,
  width: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  radius: number,
): Float32Array {
  const r = Math.max(1, Math.round(radius));
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * width + x0;
    blurLine((i) => src[row + i]!, w, r, (i, v) => (tmp[y * w + i] = v));
  }
  for (let x = 0; x < w; x++) {
    blurLine((i) => tmp[i * w + x]!, h, r, (i, v) => (out[i * w + x] = v));
  }
  return out;
}

function blurLine(get: (i: number) => number, n: number, r: number, set: (i: number, v: number) => void): void {
  // Edges are clamped so the border pixels are not darkened by an implicit zero outside.
  let acc = 0;
  for (let i = -r; i <= r; i++) acc += get(Math.min(n - 1, Math.max(0, i)));
  const norm = 1 / (2 * r + 1);
  for (let i = 0; i < n; i++) {
    set(i, acc * norm);
    acc += get(Math.min(n - 1, i + r + 1)) - get(Math.max(0, i - r));
  }
}
