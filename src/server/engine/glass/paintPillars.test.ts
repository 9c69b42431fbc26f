import { describe, expect, it } from 'vitest';
import { paintPillars } from './paintPillars';

/**
 * A cabin's glass band seen from the side, box-local: 100 columns, the glass from row 10 (its head)
 * down to row 40 (the belt line), in a box of 50 rows. `paint` marks the surely painted pixels.
 */
const W = 100;
const H = 50;
const CABIN = 40;
const head = new Float32Array(W).fill(10);
const belt: Array<number | null> = Array.from({ length: W }, () => 40);

function band(paint: (x: number, y: number) => boolean): Float32Array {
  const sure = new Float32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (paint(x, y)) sure[y * W + x] = 1;
  return sure;
}

describe('paintPillars: a pillar in the glass band of a light car', () => {
  it('takes a solid stretch of paint from the glass head down to the belt line', () => {
    const pillar = (x: number, y: number) => y >= 10 && y < 40 && x >= 20 + (y - 10) / 3 && x < 30 + (y - 10) / 3;
    const found = paintPillars(band(pillar), W, H, head, belt, CABIN);
    expect(found[25 * W + 30]).toBe(1);
    expect(found[11 * W + 22]).toBe(1);
    expect(found[38 * W + 36]).toBe(1);
  });

  it('leaves the sky mirrored in a window, broken by what it mirrors, and a sheen too wide for a pillar', () => {
    // Sky between three dark trunks, joined every 5 rows where a branch is lit: three runs a row, head to belt.
    const branches = (x: number, y: number) => y >= 10 && y < 40 && x >= 40 && x < 55 && (y % 5 === 0 || (x - 40) % 6 < 3);
    // A plain sheen across the whole window: one run a row, wider than a pillar seen at an angle.
    const sheen = (x: number, y: number) => y >= 10 && y < 40 && x >= 10 && x < 35;
    expect(paintPillars(band(branches), W, H, head, belt, CABIN).some(Boolean)).toBe(false);
    expect(paintPillars(band(sheen), W, H, head, belt, CABIN).some(Boolean)).toBe(false);
  });

  it('leaves paint that reaches only the head or only the belt, and a speck where the cabin tapers', () => {
    const roofEdge = (x: number, y: number) => y >= 10 && y < 28 && x >= 50 && x < 56;
    const doorTop = (x: number, y: number) => y >= 22 && y < 40 && x >= 50 && x < 56;
    expect(paintPillars(band(roofEdge), W, H, head, belt, CABIN).some(Boolean)).toBe(false);
    expect(paintPillars(band(doorTop), W, H, head, belt, CABIN).some(Boolean)).toBe(false);
    // At the cabin's end the glass is 3 rows tall: any paint there spans it.
    const tapered = Float32Array.from(head, (v, x) => (x >= 90 ? 37 : v));
    const speck = (x: number, y: number) => y >= 37 && y < 40 && x >= 92 && x < 96;
    expect(paintPillars(band(speck), W, H, tapered, belt, CABIN).some(Boolean)).toBe(false);
  });
});
