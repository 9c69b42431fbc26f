import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene';
import { frameScene } from './frameScene.testutil';
import { windowScene } from './windowCabin';

/**
 * An end view's outline, 300 x 200: the roof at row 40 over the middle 60% of the box, the
 * shoulders (boot lid, wings) at row 100 beside it, and, when `sign`, a sign 24 columns wide
 * (8% of the box) standing on the roof up to row 0.
 */
function endView(sign: boolean): Scene {
  const w = 300;
  const h = 200;
  const top = Float32Array.from({ length: w }, (_, x) => (sign && Math.abs(x - 150) < 12 ? 0 : x >= 60 && x < 240 ? 40 : 100));
  return frameScene(top, h, 'end');
}

describe('windowScene', () => {
  it('reads the roof and the belt line under a sign standing on the roof as without it', () => {
    const plain = windowScene(endView(false)).cabin!;
    const signed = windowScene(endView(true)).cabin!;
    expect(signed.roof).toBe(plain.roof);
    expect(Math.abs(signed.beltLeft - plain.beltLeft)).toBeLessThanOrEqual(1);
    expect(Math.abs(signed.beltRight - plain.beltRight)).toBeLessThanOrEqual(1);
  });

  it('leaves the belt line below the roof, where the rear window ends, not at the roof', () => {
    // The scene's own reading takes the sign for the roof and the roof for the shoulders.
    expect(endView(true).cabin!.beltLeft).toBeLessThan(45);
    expect(windowScene(endView(true)).cabin!.beltLeft).toBeGreaterThan(60);
  });
});
