import { describe, expect, it } from 'vitest';
import { withLampRims } from './lampRims';

/** A 200 x 20 box with a lamp at x 90-109: detail to its left, smooth paint to its right. */
function scene() {
  const w = 200;
  const h = 20;
  const lamps = new Float32Array(w * h);
  const detail = new Float32Array(w * h);
  const sure = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      if (x >= 90 && x < 110) lamps[j] = 1;
      if (x < 90) detail[j] = 1;
      if (x >= 110) sure[j] = 1;
    }
  return { w, h, lamps, detail, sure };
}

describe('a lamp’s rim', () => {
  it('goes with the lamp over its bezel’s detail, a hair wide, never over the smooth paint beside it', () => {
    const { w, h, lamps, detail, sure } = scene();
    const out = withLampRims(lamps, w, h, detail, sure);
    const row = Array.from(out.subarray(10 * w, 11 * w));
    expect(row.slice(90, 110).every((v) => v === 1)).toBe(true);
    // 0.009 of 200 px: two pixels of the bezel, no more.
    expect(row.slice(86, 90)).toEqual([0, 0, 1, 1]);
    expect(row.slice(110, 115)).toEqual([0, 0, 0, 0, 0]);
  });

  it('does not grow over detail where the paint surely shows', () => {
    const { w, h, lamps, detail, sure } = scene();
    sure.fill(1, 0, w * h);
    for (let j = 0; j < lamps.length; j++) if (lamps[j]) sure[j] = 0;
    const out = withLampRims(lamps, w, h, detail, sure);
    expect(out[10 * w + 89]).toBe(0);
  });
});
