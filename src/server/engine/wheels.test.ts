import { readScene } from './scene';
import { describe, expect, it } from 'vitest';
import { findWheels, groundAt } from './wheels';
import { SIDE_VIEW, sideView } from './sideView.testutil';

describe('groundAt', () => {
  const rear = { x: 200, y: 400, w: 80, h: 80 };
  const front = { x: 600, y: 480, w: 100, h: 100 };

  it('runs a line through the outermost contacts, beyond them too', () => {
    expect(groundAt([rear, front], 200)).toBe(400);
    expect(groundAt([front, rear], 400)).toBe(440);
    expect(groundAt([rear, front], 100)).toBe(380);
  });

  it('with a single wheel knows the ground only under that wheel', () => {
    expect(groundAt([rear], 230)).toBe(400);
    expect(groundAt([rear], 300)).toBeNull();
    expect(groundAt([], 300)).toBeNull();
  });
});

describe('findWheels: the wheels the car stands on', () => {
  const { width, height, box, tyres } = SIDE_VIEW;

  it.each([
    ['a silver rim on silver paint', [70, 0, 0] as [number, number, number], 20, 72],
    ['a black tyre on black paint', [18, 0, 0] as [number, number, number], 12, 70],
    ['a silver rim on blue paint', [35, 10, -45] as [number, number, number], 20, 75],
  ])('covers %s, whatever its colours, and no paint above it', (_name, paint, tyreL, rimL) => {
    const { lab, alpha } = sideView(tyreL, paint, rimL);
    const { grounded } = findWheels(lab, alpha, width, height, readScene(lab, alpha, width, box));
    for (const cx of tyres) {
      expect(grounded[150 * width + cx]).toBeGreaterThan(0.5);
      expect(grounded[172 * width + cx]).toBeGreaterThan(0.5);
    }
    expect(grounded[80 * width + 200]).toBe(0);
    expect(grounded[100 * width + tyres[0]!]).toBe(0);
  });

  it("on black paint covers the tyre out to the outline's own arc, not only the rim's guess at it", () => {
    // A rim of radius 18 in a tyre of 30: a low-profile tyre's rim, bigger than the usual 1.4 says.
    const { lab, alpha } = sideView(12, [18, 0, 0], 70);
    const { grounded } = findWheels(lab, alpha, width, height, readScene(lab, alpha, width, box));
    for (const cx of tyres) {
      expect(grounded[177 * width + cx], 'the tread on the ground').toBeGreaterThan(0.5);
      expect(grounded[150 * width + cx - 27], 'the rear sidewall').toBeGreaterThan(0.5);
      expect(grounded[150 * width + cx + 27], 'the front sidewall').toBeGreaterThan(0.5);
    }
  });

  it('of a tyre a light bumper hides above its bottom takes only the rubber that peeks out', () => {
    const { lab, alpha } = sideView(15, [80, 0, 0], 72);
    // The bumper's white paint over the rear tyre down to 20 px above the ground: only its lower arc shows.
    const [rear] = tyres as [number, number];
    for (let y = 120; y < 160; y++) for (let x = rear - 30; x <= rear + 30; x++) lab.set([80, 0, 0], (y * width + x) * 3);
    const { grounded } = findWheels(lab, alpha, width, height, readScene(lab, alpha, width, box));
    expect(grounded[176 * width + rear], 'the tread under the bumper').toBeGreaterThan(0.5);
    expect(grounded[150 * width + rear], "the bumper over the wheel's middle").toBe(0);
    expect(grounded[130 * width + rear], 'the bumper over its top').toBe(0);
  });
});
