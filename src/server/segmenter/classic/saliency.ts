import { rgbToLab } from '../../../domain/paint/color';
import { components, otsu } from '../../engine/raster';

/**
 * Minimum Barrier Distance saliency (Zhang et al. 2015, FastMBD) in Lab, with a mild centre bias:
 * a pixel is salient when every path to the image border must cross a large range of colour.
 */
export function mbdSaliency(rgb: Uint8Array, w: number, h: number): Float32Array {
  const n = w * h;
  const planes = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  for (let i = 0; i < n; i++) {
    const lab = rgbToLab([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!]);
    planes[0]![i] = lab[0] * 2.55;
    planes[1]![i] = lab[1] + 128;
    planes[2]![i] = lab[2] + 128;
  }
  const sal = new Float32Array(n);
  for (const plane of planes) {
    const d = barrierDistance(plane, w, h);
    for (let i = 0; i < n; i++) sal[i]! += d[i]!;
  }
  let max = 1e-6;
  for (let i = 0; i < n; i++) {
    const dx = (i % w) / w - 0.5;
    const dy = Math.floor(i / w) / h - 0.5;
    // The subject of a car photo is rarely in a corner: fade saliency gently towards the edges.
    sal[i]! *= 1 - 0.6 * Math.min(1, Math.hypot(dx, dy) / 0.72);
    if (sal[i]! > max) max = sal[i]!;
  }
  for (let i = 0; i < n; i++) sal[i]! /= max;
  return sal;
}

function barrierDistance(img: Float32Array, w: number, h: number): Float32Array {
  const n = w * h;
  const D = new Float32Array(n).fill(Infinity);
  const U = new Float32Array(img);
  const L = new Float32Array(img);
  for (let x = 0; x < w; x++) {
    D[x] = 0;
    D[(h - 1) * w + x] = 0;
  }
  for (let y = 0; y < h; y++) {
    D[y * w] = 0;
    D[y * w + w - 1] = 0;
  }
  const relax = (p: number, q: number) => {
    const u = Math.max(U[q]!, img[p]!);
    const l = Math.min(L[q]!, img[p]!);
    if (u - l < D[p]!) {
      D[p] = u - l;
      U[p] = u;
      L[p] = l;
    }
  };
  for (let pass = 0; pass < 3; pass++) {
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const p = y * w + x;
        relax(p, p - 1);
        relax(p, p - w);
      }
    }
    for (let y = h - 2; y > 0; y--) {
      for (let x = w - 2; x > 0; x--) {
        const p = y * w + x;
        relax(p, p + 1);
        relax(p, p + w);
      }
    }
  }
  return D;
}

export interface SalientRegion {
  /** Binary plane of the chosen salient component. */
  mask: Uint8Array;
  box: { x: number; y: number; w: number; h: number };
}

/**
 * The salient object: Otsu threshold, then the component that is both large and central
 * (optionally the one containing a point), its box grown by 8%.
 */
export function salientRegion(sal: Float32Array, w: number, h: number, point?: { x: number; y: number }): SalientRegion {
  const t = Math.max(0.12, otsu(sal));
  const bin = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) bin[i] = sal[i]! >= t ? 1 : 0;
  const { labels, sizes } = components(bin, w, h);
  let best = 0;
  if (point) {
    const px = Math.min(w - 1, Math.max(0, Math.round(point.x)));
    const py = Math.min(h - 1, Math.max(0, Math.round(point.y)));
    best = labels[py * w + px]!;
  }
  if (!best) {
    const cx = new Float64Array(sizes.length);
    const cy = new Float64Array(sizes.length);
    for (let i = 0; i < w * h; i++) {
      const l = labels[i]!;
      if (!l) continue;
      cx[l]! += i % w;
      cy[l]! += Math.floor(i / w);
    }
    let bestScore = -1;
    for (let l = 1; l < sizes.length; l++) {
      const s = sizes[l]!;
      const off = Math.hypot(cx[l]! / s / w - 0.5, cy[l]! / s / h - 0.5);
      const score = s * (1 - Math.min(0.9, off * 1.2));
      if (score > bestScore) {
        bestScore = score;
        best = l;
      }
    }
  }
  const mask = new Uint8Array(w * h);
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < w * h; i++) {
    if (labels[i] !== best || !best) continue;
    mask[i] = 1;
    const x = i % w;
    const y = (i - x) / w;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  if (x1 < 0) return { mask, box: { x: Math.round(w * 0.1), y: Math.round(h * 0.1), w: Math.round(w * 0.8), h: Math.round(h * 0.8) } };
  const gx = (x1 - x0 + 1) * 0.08;
  const gy = (y1 - y0 + 1) * 0.08;
  const bx0 = Math.max(1, Math.floor(x0 - gx));
  const by0 = Math.max(1, Math.floor(y0 - gy));
  const bx1 = Math.min(w - 2, Math.ceil(x1 + gx));
  const by1 = Math.min(h - 2, Math.ceil(y1 + gy));
  return { mask, box: { x: bx0, y: by0, w: bx1 - bx0 + 1, h: by1 - by0 + 1 } };
}
