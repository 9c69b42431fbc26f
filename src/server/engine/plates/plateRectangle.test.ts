import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene';
import { plateRectangle } from './plateRectangle';

/**
 * A car's end drawn by hand: a 300 x 200 dark grey body holding a white plate whose characters
 * are too blurred to read as strokes (a few soft dark blots), as on a small or studio photo.
 */
const W = 300;
const H = 200;
const box = { x: 0, y: 0, w: W, h: H };
const noGlass = new Float32Array(W * H);
const scene = { endView: true, axis: W / 2 } as Scene;
const PLATE = { x0: 120, y0: 140, x1: 179, y1: 153 };

function car(plateL: number, marks: boolean): { lab: Float32Array; alpha: Float32Array } {
  const lab = new Float32Array(W * H * 3);
  const alpha = new Float32Array(W * H).fill(1);
  for (let i = 0; i < W * H; i++) lab[i * 3] = 35;
  for (let y = PLATE.y0; y <= PLATE.y1; y++) for (let x = PLATE.x0; x <= PLATE.x1; x++) lab[(y * W + x) * 3] = plateL;
  if (marks) {
    for (const x0 of [126, 138, 150, 162]) {
      for (let y = 143; y <= 150; y++) for (let x = x0; x < x0 + 6; x++) lab[(y * W + x) * 3] = 55;
    }
  }
  return { lab, alpha };
}

describe('plateRectangle: a plate found by its shape', () => {
  it('keeps the whole plate, blots and ground and corners, and none of the bumper around it', () => {
    const { lab, alpha } = car(85, true);
    const plate = plateRectangle(lab, alpha, W, box, noGlass, scene);
    expect(plate).not.toBeNull();
    for (const [x, y] of [
      [PLATE.x0, PLATE.y0],
      [PLATE.x1, PLATE.y1],
      [128, 146],
      [145, 141],
      [175, 152],
    ] as const) {
      expect(plate![y * W + x], `(${x}, ${y}) is plate`).toBe(1);
    }
    for (const [x, y] of [
      [60, 146],
      [240, 146],
      [150, 120],
      [150, 175],
    ] as const) {
      expect(plate![y * W + x], `(${x}, ${y}) is paint`).toBe(0);
    }
  });

  it('takes a bare light patch (a reflection, a panel) for no plate', () => {
    const { lab, alpha } = car(85, false);
    expect(plateRectangle(lab, alpha, W, box, noGlass, scene)).toBeNull();
  });

  it('takes a patch barely lighter than the body on one side for no plate', () => {
    const { lab, alpha } = car(85, true);
    // The bumper right of the patch is nearly as light as it: a piece of panel beside a shut line.
    for (let y = 130; y <= 165; y++) for (let x = PLATE.x1 + 1; x < 200; x++) lab[(y * W + x) * 3] = 80;
    for (let y = PLATE.y0; y <= PLATE.y1; y++) lab[(y * W + PLATE.x1 + 1) * 3] = 80;
    expect(plateRectangle(lab, alpha, W, box, noGlass, scene)).toBeNull();
  });
});
