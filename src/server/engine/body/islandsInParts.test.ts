import { describe, expect, it } from 'vitest';
import { unpaintIslandsInParts } from './islandsInParts';

const W = 200;
const H = 200;
const box = { x: 0, y: 0, w: W, h: H };

/** A painted car with a lamp ring at 40-59 whose inside (45-54) is painted too. */
function car(ringedBy: 'lamp' | 'nothing') {
  const body = new Float32Array(W * H).fill(1);
  const alpha = new Float32Array(W * H).fill(1);
  const part = new Uint8Array(W * H);
  for (let y = 40; y < 60; y++)
    for (let x = 40; x < 60; x++) {
      const inside = x >= 45 && x < 55 && y >= 45 && y < 55;
      if (inside) continue;
      body[y * W + x] = 0;
      if (ringedBy === 'lamp') part[y * W + x] = 1;
    }
  return { body, alpha, part };
}

describe('a painted island inside a lamp', () => {
  it('goes with the lamp that rings it', () => {
    const { body, alpha, part } = car('lamp');
    expect(unpaintIslandsInParts(body, part, alpha, W, box)).toBe(1);
    expect(body[50 * W + 50]).toBe(0);
    expect(body[10 * W + 10], 'the panel round the lamp').toBe(1);
  });

  it('stays painted when what rings it is no part (a gap the colour rules left)', () => {
    const { body, alpha, part } = car('nothing');
    expect(unpaintIslandsInParts(body, part, alpha, W, box)).toBe(0);
    expect(body[50 * W + 50]).toBe(1);
  });
});
