import { readScene } from './scene';
import { describe, expect, it } from 'vitest';
import { groundedWheels } from './groundedWheels';
import { SIDE_VIEW, sideView } from './sideView.testutil';

const { width: W, box } = SIDE_VIEW;

describe('groundedWheels', () => {
  it('finds the two tyres the car stands on, from the outline, at about their place and size', () => {
    const { lab, alpha } = sideView(15);
    const found = groundedWheels(lab, alpha, W, readScene(lab, alpha, W, box));
    expect(found.map((w) => Math.round(w.cx / 10) * 10)).toEqual(SIDE_VIEW.tyres);
    for (const w of found) {
      expect(w.cy + w.ry).toBeCloseTo(SIDE_VIEW.ground, -1);
      expect(w.ry).toBeGreaterThan(15);
      expect(w.ry).toBeLessThan(45);
    }
  });

  it('takes no light lip or light "tyre" for a wheel', () => {
    const { lab, alpha } = sideView(80);
    expect(groundedWheels(lab, alpha, W, readScene(lab, alpha, W, box))).toEqual([]);
  });
});
