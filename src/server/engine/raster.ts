/** Small raster helpers shared by the segmentation steps (single-channel float or byte planes). */
import type { PixelBox } from '../../domain/paint/types';

/** Area-average downscale of an RGBA image to RGB (3 bytes a pixel). */
export function downscaleRgb(rgba: Uint8Array, width: number, height: number, outW: number, outH: number): Uint8Array {
  const out = new Uint8Array(outW * outH * 3);
  const sx = width / outW;
  const sy = height / outH;
  for (let y = 0; y < outH; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < outW; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * width + xx) * 4;
          r += rgba[i]!;
          g += rgba[i + 1]!;
          b += rgba[i + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * outW + x) * 3;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
    }
  }
  return out;
}

/** Bilinear upscale of a small plane to the full size, computed only over a crop of it. */
export function upscaleCrop(
  src: Float32Array,
  w: number,
  h: number,
  outW: number,
  outH: number,
  cx: number,
  cy: number,
  cw: number,
  ch: number,
): Float32Array {
  const out = new Float32Array(cw * ch);
  const sx = w / outW;
  const sy = h / outH;
  for (let y = 0; y < ch; y++) {
    const fy = Math.min(h - 1, Math.max(0, (cy + y + 0.5) * sy - 0.5));
    const ya = Math.floor(fy);
    const yb = Math.min(h - 1, ya + 1);
    const ty = fy - ya;
    for (let x = 0; x < cw; x++) {
      const fx = Math.min(w - 1, Math.max(0, (cx + x + 0.5) * sx - 0.5));
      const xa = Math.floor(fx);
      const xb = Math.min(w - 1, xa + 1);
      const tx = fx - xa;
      const top = src[ya * w + xa]! * (1 - tx) + src[ya * w + xb]! * tx;
      const bot = src[yb * w + xa]! * (1 - tx) + src[yb * w + xb]! * tx;
      out[y * cw + x] = top * (1 - ty) + bot * ty;
    }
  }
  return out;
}

/** Bilinear upscale of a float plane. */
export function upscalePlane(src: Float32Array, w: number, h: number, outW: number, outH: number): Float32Array {
  return upscaleCrop(src, w, h, outW, outH, 0, 0, outW, outH);
}

/** Mean filter of radius r over a float plane using a summed-area table. */
export function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const sat = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += src[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const s = sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
      out[y * w + x] = s / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** Labels 4-connected components of a binary plane; returns labels (0 = background) and sizes. */
export function components(bin: Uint8Array, w: number, h: number): { labels: Int32Array; sizes: number[] } {
  const n = w * h;
  const labels = new Int32Array(n);
  const sizes: number[] = [0];
  // One preallocated stack: a closure and a JS array per pixel made a 1024-px frame take ~1 s.
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (!bin[start] || labels[start]) continue;
    const id = sizes.length;
    let size = 0;
    let top = 0;
    labels[start] = id;
    stack[top++] = start;
    while (top) {
      const p = stack[--top]!;
      size++;
      const x = p % w;
      if (x > 0 && bin[p - 1] && !labels[p - 1]) {
        labels[p - 1] = id;
        stack[top++] = p - 1;
      }
      if (x < w - 1 && bin[p + 1] && !labels[p + 1]) {
        labels[p + 1] = id;
        stack[top++] = p + 1;
      }
      if (p >= w && bin[p - w] && !labels[p - w]) {
        labels[p - w] = id;
        stack[top++] = p - w;
      }
      if (p + w < n && bin[p + w] && !labels[p + w]) {
        labels[p + w] = id;
        stack[top++] = p + w;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Otsu threshold of values in [0, 1]. */
export function otsu(values: Float32Array): number {
  const bins = 64;
  const hist = new Float64Array(bins);
  for (const v of values) hist[Math.min(bins - 1, Math.max(0, Math.floor(v * bins)))]!++;
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < bins; i++) sumAll += i * hist[i]!;
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let bestT = 0.5;
  for (let i = 0; i < bins; i++) {
    wB += hist[i]!;
    if (wB === 0 || wB === total) continue;
    sumB += i * hist[i]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / (total - wB);
    const between = wB * (total - wB) * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      bestT = (i + 1) / bins;
    }
  }
  return bestT;
}

/** A car box averaged in square cells: `cells` along its longer side, each at least one pixel. */
export interface CellGrid {
  /** Pixels per cell side. */
  s: number;
  gw: number;
  gh: number;
  /** Mean of the first `channels` Lab channels per cell, interleaved. */
  lab: Float32Array;
  /** 1 where most of the cell is car (alpha at least 0.5). */
  car: Uint8Array;
}

/**
 * The box's Lab in cells: L* only (channels 1), as the detail scales read it, or L*a*b*
 * (channels 3), as the window finder compares glass and paint.
 */
export function cellMeans(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox, cells: number, channels: 1 | 3): CellGrid {
  const s = Math.max(1, Math.max(box.w, box.h) / cells);
  const gw = Math.max(4, Math.round(box.w / s));
  const gh = Math.max(4, Math.round(box.h / s));
  const out = new Float32Array(gw * gh * channels);
  const car = new Uint8Array(gw * gh);
  const sum = new Float64Array(channels);
  for (let gy = 0; gy < gh; gy++) {
    const y0 = box.y + Math.floor(gy * s);
    const y1 = Math.min(box.y + box.h, Math.max(y0 + 1, box.y + Math.floor((gy + 1) * s)));
    for (let gx = 0; gx < gw; gx++) {
      const x0 = box.x + Math.floor(gx * s);
      const x1 = Math.min(box.x + box.w, Math.max(x0 + 1, box.x + Math.floor((gx + 1) * s)));
      sum.fill(0);
      let n = 0;
      let inside = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = y * width + x;
          for (let c = 0; c < channels; c++) sum[c] = sum[c]! + lab[i * 3 + c]!;
          n++;
          if (alpha[i]! >= 0.5) inside++;
        }
      }
      const g = gy * gw + gx;
      for (let c = 0; c < channels; c++) out[g * channels + c] = sum[c]! / n;
      car[g] = inside * 2 > n ? 1 : 0;
    }
  }
  return { s, gw, gh, lab: out, car };
}
