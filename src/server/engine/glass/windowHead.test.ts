import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene';
import { frameScene } from './frameScene.testutil';
import { ROOF_MARGIN, windowHead } from './windowHead';

const WIDTH = 200;
const HEIGHT = 400;

/**
 * A car filling a 200 x 400 frame, its outline's top at row 0: a light roof edge down to `glass`,
 * dark glass below it, and, when `brakeLamp`, a light line across the glass at row 12 (a third
 * brake lamp's strip, as strong a step as the roof's edge).
 */
function picture(
  view: 'end' | 'three-quarter',
  glass: number,
  brakeLamp = false,
): { lab: Float32Array; alpha: Float32Array; scene: Scene } {
  const lab = new Float32Array(WIDTH * HEIGHT * 3);
  const alpha = new Float32Array(WIDTH * HEIGHT).fill(1);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) lab[(y * WIDTH + x) * 3] = y < glass ? 80 : brakeLamp && (y === 12 || y === 13) ? 90 : 20;
  const scene = frameScene(new Float32Array(WIDTH), HEIGHT, view, {
    roof: 0,
    height: HEIGHT - 1,
    beltLeft: 120,
    beltRight: 120,
    span: WIDTH,
  });
  return { lab, alpha, scene };
}

const H = HEIGHT - 1;
const margin = H * ROOF_MARGIN;

describe('windowHead', () => {
  it('seen end on, starts the glass where the roof edge gives way to it, above the fixed margin', () => {
    const { lab, alpha, scene } = picture('end', 3);
    const head = windowHead(lab, alpha, WIDTH, scene, H);
    expect(margin).toBeGreaterThan(6);
    for (const x of [5, 100, 195]) expect(Math.abs(head[x]! - 3)).toBeLessThanOrEqual(1);
  });

  it('never starts the glass below the fixed margin for a line across the glass', () => {
    const { lab, alpha, scene } = picture('end', 3, true);
    const head = windowHead(lab, alpha, WIDTH, scene, H);
    for (const x of [5, 100, 195]) expect(head[x]!).toBeLessThanOrEqual(margin + 0.01);
  });

  it('keeps the fixed margin from the side or at three quarters, where the roof panel shows from above', () => {
    const { lab, alpha, scene } = picture('three-quarter', 3);
    const head = windowHead(lab, alpha, WIDTH, scene, H);
    for (const x of [5, 100, 195]) expect(head[x]).toBeCloseTo(margin, 3);
  });
});
