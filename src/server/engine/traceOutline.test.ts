import { describe, expect, it } from 'vitest';
import { traceOutline } from './traceOutline';

function polygonArea(poly: Array<{ x: number; y: number }>): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

describe('tracing the outline', () => {
  it('follows the largest object, normalised, within 200 points', () => {
    const w = 100;
    const h = 80;
    const mask = new Uint8Array(w * h);
    // An ellipse (the car) and a speck elsewhere.
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (((x - 50) / 40) ** 2 + ((y - 40) / 25) ** 2 <= 1) mask[y * w + x] = 1;
    mask[2 * w + 2] = 1;
    const poly = traceOutline(mask, w, h);
    expect(poly.length).toBeGreaterThan(8);
    expect(poly.length).toBeLessThanOrEqual(200);
    const xs = poly.map((p) => p.x);
    const ys = poly.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(10.5 / w, 1);
    expect(Math.max(...xs)).toBeCloseTo(90.5 / w, 1);
    expect(Math.min(...ys)).toBeCloseTo(15.5 / h, 1);
    // Area of the polygon close to the ellipse's (pi * 0.4 * 0.3125 of the frame).
    expect(polygonArea(poly)).toBeCloseTo(Math.PI * 0.4 * 0.3125, 1);
  });

  it('is empty for an empty mask', () => {
    expect(traceOutline(new Uint8Array(100), 10, 10)).toEqual([]);
  });
});
