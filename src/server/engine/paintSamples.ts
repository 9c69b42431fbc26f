import type { PixelBox } from '../../domain/paint/types';
import type { Wheels } from './wheels';

/** About this many samples are read over the band: enough for stable quantiles, cheap to sort. */
const SAMPLES = 6000;

/** Lab samples of the car below the glass and off the wheels, where paint dominates on every view. */
export function samplePaint(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox, wheels: Wheels): Float32Array {
  const y0 = Math.round(box.y + box.h * 0.2);
  const y1 = Math.round(box.y + box.h * 0.75);
  const step = Math.max(1, Math.round(Math.sqrt((box.w * (y1 - y0)) / SAMPLES)));
  const out: number[] = [];
  for (let y = y0; y < y1; y += step) {
    for (let x = box.x; x < box.x + box.w; x += step) {
      const i = y * width + x;
      if (alpha[i]! <= 0.6 || wheels.mask[i]! > 0.3) continue;
      out.push(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!);
    }
  }
  return Float32Array.from(out);
}
