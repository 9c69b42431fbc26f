import { describe, expect, it } from 'vitest';
import { withPlateRim } from './plateRim';

describe('a plate’s rim', () => {
  it('takes the frame a hair round what was found, and nothing when no plate was', () => {
    const w = 400;
    const h = 100;
    const plate = new Float32Array(w * h);
    for (let y = 40; y < 60; y++) for (let x = 150; x < 250; x++) plate[y * w + x] = 1;
    const out = withPlateRim(plate, w, h)!;
    // 0.005 of 400 px: two pixels all round.
    expect([out[50 * w + 147], out[50 * w + 148], out[50 * w + 251], out[50 * w + 252]]).toEqual([0, 1, 1, 0]);
    expect([out[37 * w + 200], out[38 * w + 200], out[61 * w + 200], out[62 * w + 200]]).toEqual([0, 1, 1, 0]);
    expect(withPlateRim(null, w, h)).toBeNull();
  });
});
