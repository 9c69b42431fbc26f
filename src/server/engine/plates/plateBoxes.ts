import type { Analysis } from '../analyse';
import { KEPT } from '../bodyMask';
import { numberPlate } from '../numberPlate';
import { plateRectangle } from './plateRectangle';

/** A box as fractions (0 to 1) of the picture's width and height, so it holds at any size. */
export interface FractionBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The plates the paint layer kept off the paint, read again from a finished analysis: the one
 * found by its characters and the one found by its shape (often the same plate). Only reads the
 * analysis; the rules are those the paint layer used.
 */
export function plateBoxes(a: Analysis): FractionBox[] {
  if (a.noCar) return [];
  const { box } = a.scene;
  const glass = new Float32Array(box.w * box.h);
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) if (a.kept[(box.y + y) * a.width + box.x + x] === KEPT.glass) glass[y * box.w + x] = 1;
  }
  const planes = [
    numberPlate(a.lab, a.carAlpha, a.width, box, glass, a.wheels),
    plateRectangle(a.lab, a.carAlpha, a.width, box, glass, a.scene),
  ];
  return planes.flatMap((plane) => {
    const found = plane && boundsOf(plane, box.w, box.h);
    return found ? [{ x: (box.x + found.x) / a.width, y: (box.y + found.y) / a.height, w: found.w / a.width, h: found.h / a.height }] : [];
  });
}

function boundsOf(plane: Float32Array, w: number, h: number): { x: number; y: number; w: number; h: number } | null {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (plane[y * w + x]! < 0.5) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}
