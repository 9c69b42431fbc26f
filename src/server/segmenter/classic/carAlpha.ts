import { fastGuidedFilter } from './guidedFilter';
import { bounds } from '../../engine/maskOps';
import { boxMean, upscaleCrop } from '../../engine/raster';

/**
 * Turns the small 0/1 car mask into a soft alpha at the working size: upscaled, then snapped
 * to the photo's edges with a guided filter. Only the car's neighbourhood is processed.
 */
export function carAlpha(small: Uint8Array, sw: number, sh: number, rgba: Uint8Array, width: number, height: number): Float32Array {
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
