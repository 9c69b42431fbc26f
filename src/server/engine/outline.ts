import type { Cv } from './opencv';

export const MAX_OUTLINE_POINTS = 200;

/** The car's outer contour as a normalised polygon of at most 200 points. */
export function outlinePolygon(cv: Cv, mask: Uint8Array, w: number, h: number): Array<{ x: number; y: number }> {
  const src = cv.matFromArray(h, w, cv.CV_8UC1, mask);
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.findContours(src, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    let best = -1;
    let bestArea = 0;
    for (let i = 0; i < contours.size(); i++) {
      const area = cv.contourArea(contours.get(i));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    if (best < 0) return [];
    const contour = contours.get(best);
    // Simplify more and more until the polygon fits the point budget.
    let epsilon = 0.5;
    for (;;) {
      const approx = new cv.Mat();
      cv.approxPolyDP(contour, approx, epsilon, true);
      const pts = approx.data32S as Int32Array;
      if (pts.length / 2 <= MAX_OUTLINE_POINTS) {
        const poly: Array<{ x: number; y: number }> = [];
        for (let i = 0; i < pts.length; i += 2) poly.push({ x: round4((pts[i]! + 0.5) / w), y: round4((pts[i + 1]! + 0.5) / h) });
        approx.delete();
        return poly;
      }
      approx.delete();
      epsilon *= 1.6;
    }
  } finally {
    src.delete();
    contours.delete();
    hierarchy.delete();
  }
}

function round4(v: number): number {
  return Math.round(Math.min(1, Math.max(0, v)) * 10000) / 10000;
}
