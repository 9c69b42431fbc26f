import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene';
import { frameScene } from './frameScene.testutil';
import { boxGrid, windowFoot } from './windowFoot';

/** A car filling a 200 x 100 frame: dark glass above `foot`, light paint below, belt line at row 25. */
function picture(foot: (x: number) => number): { lab: Float32Array; alpha: Float32Array; scene: Scene } {
  const width = 200;
  const height = 100;
  const lab = new Float32Array(width * height * 3);
  const alpha = new Float32Array(width * height).fill(1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // A faint line on the paint lower down (a crease) must not be taken for the window's foot.
      lab[(y * width + x) * 3] = y < foot(x) ? 15 : y === 60 ? 70 : 80;
    }
  const scene = frameScene(new Float32Array(width), height, 'end', { roof: 0, height: 99, beltLeft: 25, beltRight: 25, span: width });
  return { lab, alpha, scene };
}

describe('windowFoot', () => {
  it('ends the window at the line across it below the belt line, not at the belt line', () => {
    const { lab, alpha, scene } = picture(() => 45);
    const foot = windowFoot(boxGrid(lab, alpha, 200, scene.box), scene);
    for (const x of [10, 100, 190]) expect(Math.abs(foot[x]! - 45)).toBeLessThanOrEqual(2);
  });

  it('follows a sloping foot as one smooth line', () => {
    const { lab, alpha, scene } = picture((x) => 35 + x * 0.1);
    const foot = windowFoot(boxGrid(lab, alpha, 200, scene.box), scene);
    for (const x of [20, 100, 180]) expect(Math.abs(foot[x]! - (35 + x * 0.1))).toBeLessThanOrEqual(2);
  });
});
