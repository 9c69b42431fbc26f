import { describe, expect, it } from 'vitest';
import { hueDistance, paintReference } from './paintClusters';

/** n Lab samples of one colour, given by lightness, hue (degrees) and chroma. */
function patch(n: number, L: number, hue: number, chroma: number): number[] {
  const r = (hue * Math.PI) / 180;
  return Array.from({ length: n }, () => [L, chroma * Math.cos(r), chroma * Math.sin(r)]).flat();
}

describe('paintReference', () => {
  it('reads a red car as red when its bonnet mirrors a blue sky', () => {
    // A red saloon's panels (hue 10), a sheen of sky over its bonnet (hue 280), a purple cast
    // where the two blend: the mean of the hues is magenta, the paint is not.
    const samples = Float32Array.from([...patch(500, 45, 10, 35), ...patch(250, 70, 280, 20), ...patch(150, 55, 330, 20)]);
    const ref = paintReference(samples);
    expect(ref.coloured).toBe(true);
    expect(hueDistance(ref.hue, 10)).toBeLessThan(10);
    expect(ref.chroma).toBeCloseTo(35, 0);
  });

  it('takes a coloured paint as light as its own panels, not its highlights', () => {
    // A navy car: its panels at L* 30 in hue 285; the sky over its bonnet is light and colourless.
    const samples = Float32Array.from([...patch(600, 30, 285, 25), ...patch(400, 80, 0, 2)]);
    const ref = paintReference(samples);
    expect(ref.L).toBeCloseTo(30, 0);
  });
});
