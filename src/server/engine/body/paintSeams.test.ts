import { describe, expect, it } from 'vitest';
import { KEPT } from '../keptParts';
import type { PaintReference } from '../paintClusters';
import { paintSeams } from './paintSeams';

const W = 200;
const H = 200;
const box = { x: 0, y: 0, w: W, h: H };
const LIME: [number, number, number] = [85, -30, 70];
const limeRef: PaintReference = { coloured: true, hue: 113.2, chroma: Math.hypot(-30, 70), a: -30, b: 70, L: 85 };

/**
 * A lime panel with a kept lamp at 60-99 (columns and rows): the lamp’s 2-pixel outer band shows
 * the lime (its rim, grown over the paint), its inside `lens` colour. Only the panel is painted.
 */
function panel(lens: [number, number, number], keptAs: number = KEPT.detail) {
  const body = new Float32Array(W * H).fill(1);
  const alpha = new Float32Array(W * H).fill(1);
  const kept = new Uint8Array(W * H);
  const lab = new Float32Array(W * H * 3);
  for (let i = 0; i < W * H; i++) lab.set(LIME, i * 3);
  for (let y = 60; y < 100; y++)
    for (let x = 60; x < 100; x++) {
      const i = y * W + x;
      body[i] = 0;
      kept[i] = keptAs;
      if (x >= 62 && x < 98 && y >= 62 && y < 98) lab.set(lens, i * 3);
    }
  return { body, alpha, kept, lab };
}

describe('seams of the old colour round a kept part', () => {
  it('paints the lime rim round a clear lamp, and leaves the lens', () => {
    const { body, alpha, kept, lab } = panel([80, 0, 2]);
    expect(paintSeams({ body, kept, lab, alpha, width: W, box }, limeRef)).toBe(40 * 40 - 36 * 36);
    expect(body[61 * W + 80], 'the rim').toBe(1);
    expect(kept[61 * W + 80]).toBe(0);
    expect(body[80 * W + 80], 'the lens').toBe(0);
    expect(kept[80 * W + 80]).toBe(KEPT.detail);
  });

  it('keeps a lens of the paint’s own hue whole (a red tail lamp on a red car)', () => {
    const { body, alpha, kept, lab } = panel([60, -25, 55]);
    expect(paintSeams({ body, kept, lab, alpha, width: W, box }, limeRef)).toBe(0);
    expect(body[61 * W + 80]).toBe(0);
  });

  it('leaves a wheel’s lip alone', () => {
    const { body, alpha, kept, lab } = panel([20, 0, 0], KEPT.wheel);
    expect(paintSeams({ body, kept, lab, alpha, width: W, box }, limeRef)).toBe(0);
  });

  it('does nothing on a white or a dull paint, where a seam of the old colour does not show', () => {
    const { body, alpha, kept, lab } = panel([80, 0, 2]);
    expect(paintSeams({ body, kept, lab, alpha, width: W, box }, { ...limeRef, coloured: false })).toBe(0);
    expect(paintSeams({ body, kept, lab, alpha, width: W, box }, { ...limeRef, chroma: 25 })).toBe(0);
  });

  it('reaches through the glass band as far as the paint goes (a roof above the belt), elsewhere a few pixels', () => {
    const glass = panel(LIME, KEPT.glass);
    expect(paintSeams({ ...glass, width: W, box }, limeRef), 'all of a lime patch taken as glass').toBe(40 * 40);
    // Reach: 1.2% of the box's 200 pixels, 2 pixels in from each side.
    const unpainted = panel(LIME, 0);
    expect(paintSeams({ ...unpainted, width: W, box }, limeRef)).toBe(40 * 40 - 36 * 36);
    expect(unpainted.body[80 * W + 80]).toBe(0);
  });

  it('paints whole a pixel of the paint’s hue painted only in part (the outline’s soft edge)', () => {
    const { body, alpha, kept, lab } = panel([80, 0, 2]);
    body[10 * W + 10] = 0.6;
    lab.set([40, -12, 28], (10 * W + 10) * 3);
    body[12 * W + 10] = 0.6;
    lab.set([40, 0, 0], (12 * W + 10) * 3);
    paintSeams({ body, kept, lab, alpha, width: W, box }, limeRef);
    expect(body[10 * W + 10]).toBe(1);
    expect(body[12 * W + 10], 'a grey pixel half painted stays half painted').toBeCloseTo(0.6);
  });
});
