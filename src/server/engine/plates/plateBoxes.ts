import { maskBounds } from '../../../domain/paint/recolor';
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
    const found = plane && maskBounds(plane, box.w, box.h);
    return found ? [{ x: (box.x + found.x) / a.width, y: (box.y + found.y) / a.height, w: found.w / a.width, h: found.h / a.height }] : [];
  });
}
