import type { Analysis } from '../analyse';

/** A box as fractions (0 to 1) of the picture's width and height, so it holds at any size. */
export interface FractionBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The plates the paint layer kept off the paint (by its characters and by its shape, often the
 * same plate), as fractions of the photo: read from the finished analysis, never found again.
 */
export function plateBoxes(a: Analysis): FractionBox[] {
  if (a.noCar) return [];
  return a.plates.map((p) => ({ x: p.x / a.width, y: p.y / a.height, w: p.w / a.width, h: p.h / a.height }));
}
