import { describe, expect, it } from 'vitest';
import type { GroundedWheel } from './groundedWheels';
import { faceBeyond, MAX_UNCONFIRMED_TYRE, plausibleRing } from './plausibleRings';
import type { Scene } from './scene';

/** A three-quarter view 800 px long and 300 tall whose face (the nearer end) is on the right. */
const box = { x: 100, y: 100, w: 800, h: 300 };
const scene = (view: Scene['view'], near: Scene['near']) => ({ box, view, near }) as Scene;
const frontWheel: GroundedWheel = { cx: 650, cy: 340, rx: 60, ry: 60 };
const rearWheel: GroundedWheel = { cx: 250, cy: 350, rx: 45, ry: 45 };
/** A bumper's flat lip resting on the ground near the front end, as the outline shows it. */
const bumperLip: GroundedWheel = { cx: 860, cy: 385, rx: 15, ry: 15 };

describe('plausibleRing: a dark ring the outline does not confirm', () => {
  const face = faceBeyond(scene('three-quarter', 'right'), [rearWheel, frontWheel, bumperLip]);

  it('in a three-quarter view is no wheel between the front wheel and the nearer end (an intake, a plate)', () => {
    expect(plausibleRing(760, 40, box, face)).toBe(false);
    expect(plausibleRing(880, 40, box, face)).toBe(false);
  });

  it('may still be a wheel behind the front wheel (the rear one, which the outline missed)', () => {
    expect(plausibleRing(250, 40, box, face)).toBe(true);
  });

  it("is measured from the wheel, not from a bumper's lip the outline also rests on", () => {
    expect(face?.from).toBe(frontWheel.cx + frontWheel.rx);
  });

  it('taller than a trusted tyre is a tailgate or door curve, in any view', () => {
    const tall = box.h * MAX_UNCONFIRMED_TYRE + 10;
    expect(plausibleRing(250, tall, box, null)).toBe(false);
    expect(plausibleRing(250, tall - 20, box, null)).toBe(true);
  });

  it('has no face to avoid in a side view, nor when the outline grounds no wheel', () => {
    expect(faceBeyond(scene('side', null), [rearWheel, frontWheel])).toBeNull();
    expect(faceBeyond(scene('three-quarter', 'left'), [])).toBeNull();
  });

  it('with the face on the left, keeps the face left of the wheel nearest that end', () => {
    expect(faceBeyond(scene('three-quarter', 'left'), [rearWheel, frontWheel])).toEqual({ from: box.x, to: rearWheel.cx - rearWheel.rx });
  });
});
