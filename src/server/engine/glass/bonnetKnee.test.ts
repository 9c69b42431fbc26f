import { describe, expect, it } from 'vitest';
import { frameScene } from './frameScene.testutil';
import { footBound, KNEE_MARGIN } from './bonnetKnee';

/** A side-on outline 300 wide, 100 tall: flat roof at row 0 over columns 80-180, a windscreen raked at 0.8 rows per column down to row 40, then a bonnet falling 0.15 per column. */
function profile(mirror = false): Float32Array {
  const top = new Float32Array(300);
  for (let x = 0; x < 300; x++) {
    if (x < 80) top[x] = Math.min(60, (80 - x) * 0.8);
    else if (x <= 180) top[x] = 0;
    else if (x <= 230) top[x] = (x - 180) * 0.8;
    else top[x] = 40 + (x - 230) * 0.15;
    // A door mirror: a short flat stretch halfway down the rake.
    if (mirror && x > 200 && x <= 207) top[x] = 16;
  }
  return top;
}

const cabin = { roof: 0, height: 99, beltLeft: 35, beltRight: 35, span: 300 };

describe('footBound', () => {
  it('keeps the foot under a raked windscreen from going below the bonnet knee', () => {
    const bound = footBound(frameScene(profile(), 100, 'three-quarter', cabin)).row;
    // The knee is read over a stretch of the bonnet, so it may be found a few rows up the rake.
    for (const x of [200, 225]) {
      expect(bound[x]!).toBeLessThanOrEqual(40 + KNEE_MARGIN * 99 + 1);
      expect(bound[x]!).toBeGreaterThanOrEqual(30 + KNEE_MARGIN * 99);
    }
    // The side windows under the roof are not bounded.
    expect(bound[120]).toBe(Infinity);
  });

  it("marks the wing past the windscreen's knee at a three-quarter view's near end only", () => {
    const scene = frameScene(profile(), 100, 'three-quarter', cabin);
    const atNear = footBound({ ...scene, near: 'right' }).pastKnee;
    for (const x of [250, 299]) expect(atNear[x]).toBe(1);
    for (const x of [120, 200]) expect(atNear[x]).toBe(0);
    // The same knee at the far end (a boot lid) or seen from the side marks nothing.
    expect(footBound({ ...scene, near: 'left' }).pastKnee.every((p) => p === 0)).toBe(true);
    expect(footBound(frameScene(profile(), 100, 'side', cabin)).pastKnee.every((p) => p === 0)).toBe(true);
  });

  it('takes no short flat stretch on the rake (a door mirror) for the bonnet', () => {
    const bound = footBound(frameScene(profile(true), 100, 'three-quarter', cabin)).row;
    expect(bound[225]! - KNEE_MARGIN * 99).toBeGreaterThan(35);
  });

  it('bounds nothing seen end on, where the windscreen foot lies inside the outline', () => {
    const bound = footBound(frameScene(profile(), 100, 'end', cabin));
    expect(bound.row.every((b) => b === Infinity)).toBe(true);
    expect(bound.pastKnee.every((p) => p === 0)).toBe(true);
  });
});
