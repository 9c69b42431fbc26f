import { fastGuidedFilter } from './guidedFilter';
import { bounds } from './maskOps';
import { boxMean } from './raster';

/**
 * Turns the small 0/1 car mask into a soft alpha at the working size: upscaled, then snapped
 * to the photo's edges with a guided filter. Only the car's neighbourhood is processed.
 */
export function carAlpha(
  small: Uint8Array,
  sw: number,
  sh: number,
  rgba: Uint8Array,
  width: number,
  height: number,
): Float32Array {
  const alpha = new Float32Array(width * height);
  const b = bounds(small, sw, sh);
  if (!b) return alpha;
  const sx = width / sw;
  const sy = height / sh;
  const margin = 3;
  const x0 = Math.max(0, Math.floor((b.x - margin) * sx));
  const y0 = Math.max(0, Math.floor((b.y - margin) * sy));
  const x1 = Math.min(width, Math.ceil((b.x + b.w + margin) * sx));
  const y1 = Math.min(height, Math.ceil((b.y + b.h + margin) * sy));
  const cw = x1 - x0;
  const ch = y1 - y0;

  const smallF = new Float32Array(sw * sh);
  for (let i = 0; i < sw * sh; i++) smallF[i] = small[i]!;
  const smooth = boxMean(smallF, sw, sh, 1);
  const p = upscaleCrop(smooth, sw, sh, width, height, x0, y0, cw, ch);
  const guide = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const i = (y0 + y) * width + x0 + x;
      guide[y * cw + x] = (0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!) / 255;
    }
  }
  const r = Math.max(2, Math.round(Math.max(sx, sy) * 1.5));
  // The mask comes from a plane ~6x smaller: its coefficients need no finer grid than half size.
  const q = fastGuidedFilter(guide, p, cw, ch, r, 2e-3, r >= 6 ? 2 : 1);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      // A steeper ramp than the filter's own keeps edges crisp while staying anti-aliased.
      const v = (q[y * cw + x]! - 0.5) * 2.2 + 0.5;
      alpha[(y0 + y) * width + x0 + x] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
  }
  return alpha;
}

/** Bilinear upscale of a small plane to the full size, computed only over a crop of it. */
function upscaleCrop(src: Float32Array, w: number, h: number, outW: number, outH: number, cx: number, cy: number, cw: number, ch: number): Float32Array {
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
