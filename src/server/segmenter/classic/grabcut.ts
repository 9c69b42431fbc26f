import type { Cv } from './opencv';

export const GC_BGD = 0;
export const GC_FGD = 1;
export const GC_PR_BGD = 2;
export const GC_PR_FGD = 3;

export interface SmallBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Runs GrabCut on a small RGB image from an initial label plane (GC_* values) and returns the
 * foreground as a 0/1 plane. Every Mat is freed: opencv.js memory is not garbage-collected.
 */
export function grabCut(cv: Cv, rgb: Uint8Array, w: number, h: number, init: Uint8Array, iterations = 3): Uint8Array {
  const img = cv.matFromArray(h, w, cv.CV_8UC3, rgb);
  const mask = cv.matFromArray(h, w, cv.CV_8UC1, init);
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  const rect = new cv.Rect(0, 0, 1, 1);
  try {
    // GrabCut seeds its colour models with opencv's global RNG: fix it so results are repeatable.
    cv.setRNGSeed(0x5eed);
    cv.grabCut(img, mask, rect, bgd, fgd, iterations, cv.GC_INIT_WITH_MASK);
    const out = new Uint8Array(w * h);
    const labels = mask.data as Uint8Array;
    for (let i = 0; i < w * h; i++) out[i] = labels[i] === GC_FGD || labels[i] === GC_PR_FGD ? 1 : 0;
    return out;
  } finally {
    img.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
}

/** Label plane for a box: border and outside = background, inside = probable foreground. */
export function boxInit(w: number, h: number, box: SmallBox, inside?: (i: number) => number): Uint8Array {
  const init = new Uint8Array(w * h).fill(GC_BGD);
  const x0 = Math.max(1, box.x);
  const y0 = Math.max(1, box.y);
  const x1 = Math.min(w - 1, box.x + box.w);
  const y1 = Math.min(h - 1, box.y + box.h);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      init[i] = inside ? inside(i) : GC_PR_FGD;
    }
  }
  return init;
}

/**
 * A grabCut init needs both labels present; a box that covers the whole image would otherwise
 * make opencv throw.
 */
export function hasBothLabels(init: Uint8Array): boolean {
  let bg = false;
  let fg = false;
  for (const v of init) {
    if (v === GC_BGD || v === GC_PR_BGD) bg = true;
    else fg = true;
    if (bg && fg) return true;
  }
  return false;
}
