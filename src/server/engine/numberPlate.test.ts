import { describe, expect, it } from 'vitest';
import { numberPlate } from './numberPlate';
import type { Wheels } from './wheels';

/**
 * A car's rear seen straight on, drawn by hand: a 300 x 200 silver body whose plate is as light
 * as the paint around it (the backlit case colour cannot tell), so only the characters can.
 */
const W = 300;
const H = 200;
const box = { x: 0, y: 0, w: W, h: H };
const PAINT_L = 70;
const noGlass = new Float32Array(W * H);
const noWheels: Wheels = { mask: new Float32Array(W * H), grounded: new Float32Array(W * H), contacts: [] };

function body(): { lab: Float32Array; alpha: Float32Array } {
  const lab = new Float32Array(W * H * 3);
  const alpha = new Float32Array(W * H).fill(1);
  for (let i = 0; i < W * H; i++) lab[i * 3] = PAINT_L;
  return { lab, alpha };
}

/** Dark upright strokes two pixels wide: `strokes` x positions, from row y0 to y1. */
function paintStrokes(lab: Float32Array, xs: number[], y0: number, y1: number): void {
  for (let y = y0; y <= y1; y++) for (const x of xs) for (const dx of [0, 1]) lab[(y * W + x + dx) * 3] = 25;
}

/** Seven characters of two strokes each, 10 px tall, from x 120: "ABC 123" at this size. */
const CHARACTERS = [120, 124, 127, 131, 134, 138, 146, 150, 153, 157, 160, 164, 167, 170];

describe('numberPlate: a plate found by its characters, not its colour', () => {
  it('covers a plate as light as the paint around it, with its margins, and nothing far from it', () => {
    const { lab, alpha } = body();
    paintStrokes(lab, CHARACTERS, 130, 139);
    const plate = numberPlate(lab, alpha, W, box, noGlass, noWheels);
    expect(plate).not.toBeNull();
    // The line of characters and the blank plate just around it.
    for (const [x, y] of [
      [121, 135],
      [145, 130],
      [171, 139],
      [116, 128],
      [176, 144],
    ] as const) {
      expect(plate![y * W + x], `(${x}, ${y}) is plate`).toBe(1);
    }
    // The bumper well away from it stays paint.
    for (const [x, y] of [
      [60, 135],
      [240, 135],
      [145, 110],
      [145, 160],
    ] as const) {
      expect(plate![y * W + x], `(${x}, ${y}) is paint`).toBe(0);
    }
  });

  it("takes a grille's slats, which go on above and below, for no plate", () => {
    const { lab, alpha } = body();
    paintStrokes(lab, CHARACTERS, 110, 160);
    expect(numberPlate(lab, alpha, W, box, noGlass, noWheels)).toBeNull();
  });

  it('looks for none on the glass or high on the car', () => {
    const { lab, alpha } = body();
    paintStrokes(lab, CHARACTERS, 30, 39);
    expect(numberPlate(lab, alpha, W, box, noGlass, noWheels), 'a sticker high on the tailgate').toBeNull();
    const glass = new Float32Array(W * H);
    glass.fill(1, 100 * W, 180 * W);
    const low = body();
    paintStrokes(low.lab, CHARACTERS, 130, 139);
    expect(numberPlate(low.lab, low.alpha, W, box, glass, noWheels), 'lettering on a window').toBeNull();
  });

  it('finds nothing on plain paint or in a few panel gaps', () => {
    const { lab, alpha } = body();
    paintStrokes(lab, [80, 150, 220], 120, 170);
    expect(numberPlate(lab, alpha, W, box, noGlass, noWheels)).toBeNull();
  });
});
