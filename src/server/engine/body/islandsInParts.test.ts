import { describe, expect, it } from 'vitest';
import { KEPT } from '../keptParts';
import { unpaintIslandsInParts } from './islandsInParts';

const W = 200;
const H = 200;
const box = { x: 0, y: 0, w: W, h: H };

/** A painted car with a ring at 40-59 whose inside (45-54) is painted too; `ringedBy` is what the ring was kept as. */
function car(ringedBy: 'lamp' | 'window' | 'wheel' | 'nothing') {
  const body = new Float32Array(W * H).fill(1);
  const alpha = new Float32Array(W * H).fill(1);
  const kept = new Uint8Array(W * H);
  const code = { lamp: KEPT.detail, window: KEPT.glass, wheel: KEPT.wheel, nothing: 0 }[ringedBy];
  for (let y = 40; y < 60; y++)
    for (let x = 40; x < 60; x++) {
      const inside = x >= 45 && x < 55 && y >= 45 && y < 55;
      if (inside) continue;
      body[y * W + x] = 0;
      kept[y * W + x] = code;
    }
  return { body, alpha, kept };
}

describe('a painted island inside a lamp', () => {
  it.each(['lamp', 'window'] as const)('goes with the %s that rings it', (ringedBy) => {
    const { body, alpha, kept } = car(ringedBy);
    expect(unpaintIslandsInParts(body, kept, alpha, W, box)).toBe(1);
    expect(body[50 * W + 50]).toBe(0);
    expect(body[10 * W + 10], 'the panel round it').toBe(1);
  });

  it.each(['nothing', 'wheel'] as const)('stays painted when ringed by %s (a gap the colour rules left, a hub cap)', (ringedBy) => {
    const { body, alpha, kept } = car(ringedBy);
    expect(unpaintIslandsInParts(body, kept, alpha, W, box)).toBe(0);
    expect(body[50 * W + 50]).toBe(1);
  });
});
