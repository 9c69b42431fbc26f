import { describe, expect, it } from 'vitest';
import { compactParts, END_VIEW_LIMITS, PART_LIMITS } from './compactParts';

const W = 200;
const H = 100;

function plane(...rects: Array<[number, number, number, number]>): Float32Array {
  const out = new Float32Array(W * H);
  for (const [x0, y0, w, h] of rects) for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out[y * W + x] = 1;
  return out;
}

const at = (p: Float32Array, x: number, y: number) => p[y * W + x]!;

describe('compactParts', () => {
  it('keeps a lamp-sized patch and drops a streak of reflection along the whole door', () => {
    const lamp: [number, number, number, number] = [10, 40, 20, 12];
    // A thin slanted streak more than half the car long: busy like a lamp, shaped like a reflection.
    const streak = Array.from({ length: 60 }, (_, k): [number, number, number, number] => [50 + k * 2, 20 + Math.floor(k / 2), 3, 3]);
    const out = compactParts(plane(lamp, ...streak), W, H, W * H, PART_LIMITS);
    expect(at(out, 20, 45)).toBe(1);
    expect(at(out, 51, 21)).toBe(0);
  });

  it('drops one patch covering a quarter of the car, however solid', () => {
    const out = compactParts(plane([20, 10, 100, 50]), W, H, W * H, PART_LIMITS);
    expect(at(out, 60, 30)).toBe(0);
  });

  it("keeps a front view's solid band of grille and lamps across the car", () => {
    const band: [number, number, number, number] = [10, 40, 180, 20];
    expect(at(compactParts(plane(band), W, H, W * H, PART_LIMITS), 100, 50)).toBe(1);
    expect(at(compactParts(plane(band), W, H, W * H, END_VIEW_LIMITS), 100, 50)).toBe(1);
  });

  it("keeps a front view's lamps joined to each other by thin strips of detail along the bonnet's edge, and wraps the strips", () => {
    const lamps: Array<[number, number, number, number]> = [
      [10, 40, 30, 20],
      [160, 40, 30, 20],
    ];
    // A frame of thin strips round the bonnet joins them: one patch, wide and sparse.
    const strips: Array<[number, number, number, number]> = [
      [10, 10, 180, 2],
      [10, 10, 2, 30],
      [188, 10, 2, 30],
    ];
    const out = compactParts(plane(...lamps, ...strips), W, H, W * H, END_VIEW_LIMITS);
    expect(at(out, 25, 50)).toBe(1);
    expect(at(out, 175, 50)).toBe(1);
    expect(at(out, 100, 10)).toBe(0);
  });
});
