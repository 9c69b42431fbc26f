import { boxMean, upscalePlane } from '../../engine/raster';

/**
 * Guided filter (He et al.): snaps a coarse alpha (p) to the edges of a grey guide (I), both
 * 0..1 planes of the same size. Gives soft, edge-following alpha from a blocky upscaled mask.
 */
export function guidedFilter(I: Float32Array, p: Float32Array, w: number, h: number, r: number, eps: number): Float32Array {
  const { ma, mb } = coefficients(I, p, w, h, r, eps);
  const q = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) q[i] = ma[i]! * I[i]! + mb[i]!;
  return q;
}

/**
 * The fast guided filter (He & Sun 2015): the linear coefficients vary slowly, so they are
 * computed on a plane `s` times smaller and upsampled; only the final a*I+b uses the full-size
 * guide, which keeps the edges as sharp as the exact filter's at a fraction of the cost.
 */
export function fastGuidedFilter(I: Float32Array, p: Float32Array, w: number, h: number, r: number, eps: number, s: number): Float32Array {
  const lw = Math.max(1, Math.round(w / s));
  const lh = Math.max(1, Math.round(h / s));
  if (s <= 1 || lw < 8 || lh < 8) return guidedFilter(I, p, w, h, r, eps);
  const { ma, mb } = coefficients(areaDown(I, w, h, lw, lh), areaDown(p, w, h, lw, lh), lw, lh, Math.max(1, Math.round(r / s)), eps);
  const A = upscalePlane(ma, lw, lh, w, h);
  const B = upscalePlane(mb, lw, lh, w, h);
  const q = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) q[i] = A[i]! * I[i]! + B[i]!;
  return q;
}

function coefficients(
  I: Float32Array,
  p: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
): { ma: Float32Array; mb: Float32Array } {
  const n = w * h;
  const Ip = new Float32Array(n);
  const II = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    Ip[i] = I[i]! * p[i]!;
    II[i] = I[i]! * I[i]!;
  }
  const mI = boxMean(I, w, h, r);
  const mp = boxMean(p, w, h, r);
  const mIp = boxMean(Ip, w, h, r);
  const mII = boxMean(II, w, h, r);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const cov = mIp[i]! - mI[i]! * mp[i]!;
    const v = mII[i]! - mI[i]! * mI[i]!;
    a[i] = cov / (v + eps);
    b[i] = mp[i]! - a[i]! * mI[i]!;
  }
  return { ma: boxMean(a, w, h, r), mb: boxMean(b, w, h, r) };
}

/** Area-average downscale of a float plane. */
function areaDown(src: Float32Array, w: number, h: number, outW: number, outH: number): Float32Array {
  const out = new Float32Array(outW * outH);
  const sx = w / outW;
  const sy = h / outH;
  for (let y = 0; y < outH; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.min(h, Math.floor((y + 1) * sy)));
    for (let x = 0; x < outW; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.min(w, Math.floor((x + 1) * sx)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += src[yy * w + xx]!;
      out[y * outW + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}
