import type { PixelBox } from '../../../domain/paint/types';

/**
 * The image box of a plate found by the paint layer (a box-local 0..1 plane, kept at 0.5), or
 * null when none was. The layout centres a face's stripes on it: a plate sits on the car's
 * centre line, front and rear.
 */
export function plateBox(plane: Float32Array | null, box: PixelBox): PixelBox | null {
  if (!plane) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) {
      if (plane[y * box.w + x]! < 0.5) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: box.x + x0, y: box.y + y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}
