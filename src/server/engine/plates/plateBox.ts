import { maskBounds } from '../../../domain/paint/recolor';
import type { PixelBox } from '../../../domain/paint/types';

/**
 * The image box of a plate found by the paint layer (a box-local 0/1 plane), or null when none
 * was. The layout centres a face's stripes on it: a plate sits on the car's centre line, front
 * and rear; public pictures hide it.
 */
export function plateBox(plane: Float32Array | null, box: PixelBox): PixelBox | null {
  const found = plane && maskBounds(plane, box.w, box.h);
  return found ? { x: box.x + found.x, y: box.y + found.y, w: found.w, h: found.h } : null;
}
