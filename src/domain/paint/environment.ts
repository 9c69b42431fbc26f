import { boxBlurPlane } from './blur';
import { quantile } from './bodyStats';
import { rgb8ToLabInto } from './color';
import type { PixelBox, RgbaImage } from './types';

/**
 * The photo's surroundings at low resolution, as a chrome wrap would mirror them: the photo
 * scaled down to about 256 px, with the car's box filled from the scenery on either side of it
 * (a car does not reflect itself), and slightly blurred. Lab planes, one value a cell.
 */
export interface EnvironmentMap {
  w: number;
  h: number;
  /** Photo pixels per cell. */
  scale: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
  medianL: number;
  /** Half the 10-90 percentile range of L*, floored. */
  spreadL: number;
}

const ENV_SIDE = 256;

export function buildEnvironmentMap(image: RgbaImage, carBox: PixelBox): EnvironmentMap {
  const { width, height, data } = image;
  const scale = Math.max(1, Math.round(Math.max(width, height) / ENV_SIDE));
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  const L = new Float32Array(w * h);
  const A = new Float32Array(w * h);
  const B = new Float32Array(w * h);
  const lab = [0, 0, 0];
  // One pixel from the middle of each cell: the blur below does the averaging.
  const half = scale >> 1;
  for (let cy = 0; cy < h; cy++) {
    const y = Math.min(height - 1, cy * scale + half);
    for (let cx = 0; cx < w; cx++) {
      const o = (y * width + Math.min(width - 1, cx * scale + half)) * 4;
      rgb8ToLabInto(data[o]!, data[o + 1]!, data[o + 2]!, lab);
      const k = cy * w + cx;
      L[k] = lab[0]!;
      A[k] = lab[1]!;
      B[k] = lab[2]!;
    }
  }
  fillCarBox(L, A, B, w, h, scale, carBox);
  // Softened a cell's width: sharp enough to tell a tree or a window in the mirror.
  const r = Math.max(1, Math.round(ENV_SIDE / Math.max(w, h)));
  const Lb = boxBlurPlane(L, w, h, r);
  const Ab = boxBlurPlane(A, w, h, r);
  const Bb = boxBlurPlane(B, w, h, r);
  const sorted = Lb.filter((_, k) => (k & 3) === 0).sort();
  const medianL = quantile(sorted, 0.5);
  const spreadL = Math.max(8, (quantile(sorted, 0.9) - quantile(sorted, 0.1)) / 2);
  return { w, h, scale, L: Lb, a: Ab, b: Bb, medianL, spreadL };
}

/** Replaces the car's box by the scenery beside it, row by row (the mean of a few cells each side). */
function fillCarBox(L: Float32Array, A: Float32Array, B: Float32Array, w: number, h: number, scale: number, box: PixelBox): void {
  const x0 = Math.max(0, Math.floor(box.x / scale));
  const x1 = Math.min(w - 1, Math.ceil((box.x + box.w) / scale));
  const y0 = Math.max(0, Math.floor(box.y / scale));
  const y1 = Math.min(h - 1, Math.ceil((box.y + box.h) / scale));
  const planes = [L, A, B];
  const side = (row: number, from: number, dir: number, plane: Float32Array): number => {
    let s = 0;
    let n = 0;
    for (let k = 0, x = from; k < 3 && x >= 0 && x < w; k++, x += dir) {
      s += plane[row + x]!;
      n++;
    }
    return n ? s / n : NaN;
  };
  for (let y = y0; y <= y1; y++) {
    const row = y * w;
    for (const plane of planes) {
      const left = side(row, x0 - 1, -1, plane);
      const right = side(row, x1 + 1, 1, plane);
      const above = y0 > 0 ? plane[(y0 - 1) * w + Math.round((x0 + x1) / 2)]! : 0;
      for (let x = x0; x <= x1; x++) {
        const t = (x - x0 + 0.5) / (x1 - x0 + 1);
        let v: number;
        if (!Number.isNaN(left) && !Number.isNaN(right)) v = left + (right - left) * t;
        else if (!Number.isNaN(left)) v = left;
        else if (!Number.isNaN(right)) v = right;
        else v = above;
        plane[row + x] = v;
      }
    }
  }
}

/** Mirrors a coordinate back into [0, n - 1] (the scene continues as its own reflection). */
function reflectInto(v: number, n: number): number {
  const max = n - 1;
  if (max <= 0) return 0;
  let t = v < 0 ? -v : v;
  const period = 2 * max;
  t %= period;
  return t > max ? period - t : t;
}

/** Bilinear Lab of the environment at photo coordinates (x, y), written into out. */
export function sampleEnvironment(env: EnvironmentMap, x: number, y: number, out: Float32Array): void {
  const fx = reflectInto(x / env.scale - 0.5, env.w);
  const fy = reflectInto(y / env.scale - 0.5, env.h);
  const ix = Math.min(env.w - 2, Math.floor(fx));
  const iy = Math.min(env.h - 2, Math.floor(fy));
  const tx = fx - ix;
  const ty = fy - iy;
  const k = iy * env.w + ix;
  const w00 = (1 - tx) * (1 - ty);
  const w10 = tx * (1 - ty);
  const w01 = (1 - tx) * ty;
  const w11 = tx * ty;
  const Lp = env.L;
  const ap = env.a;
  const bp = env.b;
  const e = env.w;
  if (ix < 0 || iy < 0) {
    out[0] = Lp[0]!;
    out[1] = ap[0]!;
    out[2] = bp[0]!;
    return;
  }
  out[0] = Lp[k]! * w00 + Lp[k + 1]! * w10 + Lp[k + e]! * w01 + Lp[k + e + 1]! * w11;
  out[1] = ap[k]! * w00 + ap[k + 1]! * w10 + ap[k + e]! * w01 + ap[k + e + 1]! * w11;
  out[2] = bp[k]! * w00 + bp[k + 1]! * w10 + bp[k + e]! * w01 + bp[k + e + 1]! * w11;
}
