import { describe, expect, it } from 'vitest';
import { clearPanelsAtOutline } from './panelsAtOutline';

/** A 100 x 60 car filling rows 5-59 of its box, with a glass band over rows 10-30. */
const W = 100;
const H = 60;
const box = { x: 0, y: 0, w: W, h: H };
const alpha = new Float32Array(W * H).map((_, i) => (Math.floor(i / W) >= 5 ? 1 : 0));

function band(): Float32Array {
  const glass = new Float32Array(W * H);
  for (let y = 10; y <= 30; y++) for (let x = 0; x < W; x++) glass[y * W + x] = 1;
  return glass;
}

function sureIn(rect: [number, number, number, number], sure: Float32Array = new Float32Array(W * H)): Float32Array {
  const [x0, y0, x1, y1] = rect;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) sure[y * W + x] = 1;
  return sure;
}

describe('clearPanelsAtOutline', () => {
  it('paints a door mirror the glass band took where it reaches the outline, not a patch of paint colour inside a window', () => {
    const glass = band();
    // The mirror at the box's left edge (the outline), and a reflection as light as the paint mid-window.
    const sure = sureIn([40, 15, 44, 19], sureIn([0, 20, 5, 25]));
    expect(clearPanelsAtOutline(glass, sure, alpha, W, box)).toBe(1);
    expect(glass[22 * W + 2]).toBe(0);
    expect(glass[17 * W + 42]).toBe(1);
    expect(glass[12 * W + 50]).toBe(1);
  });

  it('leaves a window that mirrors the sky as light as the paint, however it reaches the outline', () => {
    const glass = band();
    const sure = sureIn([0, 12, 60, 30]);
    expect(clearPanelsAtOutline(glass, sure, alpha, W, box)).toBe(0);
    expect(glass[20 * W + 2]).toBe(1);
  });
});
