import { describe, expect, it } from 'vitest';
import { groundedWheels } from './groundedWheels';

const W = 400;
const H = 200;

/**
 * A side view drawn by hand: a light body from x 40 to 360 whose sill ends at y 150, two dark
 * tyres of radius 30 standing on y 180 at x 110 and 290, and a front lip that reaches down to
 * y 178 at the right end.
 */
function sideView(tyreL: number): { lab: Float32Array; alpha: Float32Array } {
  const alpha = new Float32Array(W * H);
  const lab = new Float32Array(W * H * 3);
  const set = (x: number, y: number, L: number) => {
    alpha[y * W + x] = 1;
    lab[(y * W + x) * 3] = L;
  };
  for (let y = 60; y < 150; y++) for (let x = 40; x < 360; x++) set(x, y, 80);
  for (let y = 150; y < 178; y++) for (let x = 345; x < 360; x++) set(x, y, 80);
  for (const cx of [110, 290]) {
    for (let y = 120; y <= 180; y++) {
      for (let x = cx - 30; x <= cx + 30; x++) if (Math.hypot(x - cx, y - 150) <= 30) set(x, y, Math.hypot(x - cx, y - 150) > 18 ? tyreL : 75);
    }
  }
  return { lab, alpha };
}

const box = { x: 40, y: 60, w: 320, h: 121 };

describe('groundedWheels', () => {
  it('finds the two tyres the car stands on, from the outline, at about their place and size', () => {
    const { lab, alpha } = sideView(15);
    const found = groundedWheels(lab, alpha, W, box);
    expect(found.map((w) => Math.round(w.cx / 10) * 10)).toEqual([110, 290]);
    for (const w of found) {
      expect(w.cy + w.ry).toBeCloseTo(180, -1);
      expect(w.ry).toBeGreaterThan(15);
      expect(w.ry).toBeLessThan(45);
    }
  });

  it('takes no light lip or light "tyre" for a wheel', () => {
    const { lab, alpha } = sideView(80);
    expect(groundedWheels(lab, alpha, W, box)).toEqual([]);
  });
});
