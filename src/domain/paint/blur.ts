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
    blurLine(
      (i) => src[row + i]!,
      w,
      r,
      (i, v) => (tmp[y * w + i] = v),
    );
  }
  for (let x = 0; x < w; x++) {
    blurLine(
      (i) => tmp[i * w + x]!,
      h,
      r,
      (i, v) => (out[i * w + x] = v),
    );
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

/**
 * Box blur of a whole w x h plane with clamped edges, O(1) per pixel whatever the radius, written
 * with plain array reads (the row pass runs along rows, the column pass keeps one running sum a
 * column, so both stay cache-friendly).
 */
export function boxBlurPlane(src: Float32Array, w: number, h: number, radius: number, out = new Float32Array(w * h)): Float32Array {
  const r = Math.max(1, Math.round(radius));
  const norm = 1 / (2 * r + 1);
  const tmp = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let acc = 0;
    for (let i = -r; i <= r; i++) acc += src[row + (i < 0 ? 0 : i >= w ? w - 1 : i)]!;
    for (let x = 0; x < w; x++) {
      tmp[row + x] = acc * norm;
      const add = x + r + 1;
      const sub = x - r;
      acc += src[row + (add >= w ? w - 1 : add)]! - src[row + (sub < 0 ? 0 : sub)]!;
    }
  }
  const acc = new Float64Array(w);
  for (let i = -r; i <= r; i++) {
    const row = (i < 0 ? 0 : i >= h ? h - 1 : i) * w;
    for (let x = 0; x < w; x++) acc[x] = acc[x]! + tmp[row + x]!;
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const addRow = Math.min(h - 1, y + r + 1) * w;
    const subRow = Math.max(0, y - r) * w;
    for (let x = 0; x < w; x++) {
      out[row + x] = acc[x]! * norm;
      acc[x] = acc[x]! + tmp[addRow + x]! - tmp[subRow + x]!;
    }
  }
  return out;
}

/**
 * Mean of src around each pixel counting only pixels of weight > 0 (weighted), so a blur of the
 * body's lightness is not darkened by the glass and tyres around it. Two box passes approximate a
 * Gaussian (no blocky halos). Wide blurs run on a grid `radius / 4` times coarser and are
 * upsampled bilinearly: as smooth, at a fraction of the cost. Where no weight is near, src itself
 * is returned.
 */
export function maskedBlurPlane(src: Float32Array, weight: Float32Array, w: number, h: number, radius: number): Float32Array {
  const f = Math.max(1, Math.floor(radius / 4));
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  const num = new Float32Array(sw * sh);
  const den = new Float32Array(sw * sh);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const srow = Math.floor(y / f) * sw;
    for (let x = 0; x < w; x++) {
      const wt = weight[row + x]!;
      if (wt <= 0) continue;
      const k = srow + Math.floor(x / f);
      num[k] = num[k]! + src[row + x]! * wt;
      den[k] = den[k]! + wt;
    }
  }
  const r = Math.max(1, radius / f / Math.SQRT2);
  const bn = boxBlurPlane(boxBlurPlane(num, sw, sh, r), sw, sh, r);
  const bd = boxBlurPlane(boxBlurPlane(den, sw, sh, r), sw, sh, r);
  const out = new Float32Array(w * h);
  const eps = 1e-3 * f * f;
  if (f === 1) {
    for (let i = 0; i < out.length; i++) out[i] = bd[i]! > eps ? bn[i]! / bd[i]! : src[i]!;
    return out;
  }
  // Bilinear upsampling from cell centres, numerator and denominator apart (exact at mask edges).
  const xs0 = new Int32Array(w);
  const xt = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / f - 0.5));
    xs0[x] = Math.min(sw - 2, Math.floor(fx));
    xt[x] = fx - xs0[x]!;
  }
  for (let y = 0; y < h; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / f - 0.5));
    const y0 = Math.max(0, Math.min(sh - 2, Math.floor(fy)));
    const ty = sh > 1 ? fy - y0 : 0;
    const r0 = y0 * sw;
    const r1 = sh > 1 ? r0 + sw : r0;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const x0 = Math.max(0, xs0[x]!);
      const x1 = sw > 1 ? x0 + 1 : x0;
      const tx = sw > 1 ? xt[x]! : 0;
      const n0 = bn[r0 + x0]! + (bn[r0 + x1]! - bn[r0 + x0]!) * tx;
      const n1 = bn[r1 + x0]! + (bn[r1 + x1]! - bn[r1 + x0]!) * tx;
      const d0 = bd[r0 + x0]! + (bd[r0 + x1]! - bd[r0 + x0]!) * tx;
      const d1 = bd[r1 + x0]! + (bd[r1 + x1]! - bd[r1 + x0]!) * tx;
      const d = d0 + (d1 - d0) * ty;
      out[i] = d > eps ? (n0 + (n1 - n0) * ty) / d : src[i]!;
    }
  }
  return out;
}
