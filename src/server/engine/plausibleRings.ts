import type { PixelBox } from '../../domain/paint/types';
import type { GroundedWheel } from './groundedWheels';
import type { Scene } from './scene';

/**
 * Whether a dark ring the outline does not confirm can still be a wheel. A ring found by
 * darkness alone is as often a bumper's intake, a plate's surround or a tailgate's curve; where
 * the outline says where the wheels are, a ring elsewhere has to fit them.
 */

/**
 * Largest tyre radius, in car heights, trusted from one cue alone: a dark ring the outline's arc
 * does not confirm, or an arc without a ring on paint that is not colourful (wheels.ts). The
 * largest wheels found by both on the 41 annotated photos are 0.26 and 0.30 of the car's height,
 * on SUVs seen from low down (white-suv-front34-parking, yellow-suv-rear34-traffic).
 */
export const MAX_UNCONFIRMED_TYRE = 0.22;

/**
 * A wheel in perspective: the far axle's looks smaller than the near one's, but from a few car
 * lengths away not by half; an arc under half the tallest is a bumper's lip resting on the
 * ground (black-coupe-front34-square's front bumper: a third of its front wheel).
 */
const MIN_WHEEL_OF_TALLEST = 0.5;

/**
 * In a three-quarter view the nearer end is the face (bumper, grille, plate, intakes): between
 * the grounded wheel nearest to it and the box's edge there is no wheel of the near side, only
 * the face. Returns that stretch of image columns, or null where the view or the outline cannot
 * say.
 */
export function faceBeyond(scene: Scene, grounded: GroundedWheel[]): { from: number; to: number } | null {
  if (scene.view !== 'three-quarter' || !scene.near || grounded.length === 0) return null;
  const { box } = scene;
  const tallest = Math.max(...grounded.map((g) => g.ry));
  const wheels = grounded.filter((g) => g.ry >= tallest * MIN_WHEEL_OF_TALLEST);
  if (scene.near === 'left') {
    const wheel = wheels.reduce((a, b) => (b.cx < a.cx ? b : a));
    return { from: box.x, to: wheel.cx - wheel.rx };
  }
  const wheel = wheels.reduce((a, b) => (b.cx > a.cx ? b : a));
  return { from: wheel.cx + wheel.rx, to: box.x + box.w };
}

/** A ring not confirmed by the outline: no taller than a trusted tyre, and not in the face. */
export function plausibleRing(cx: number, ry: number, box: PixelBox, face: { from: number; to: number } | null): boolean {
  if (ry > box.h * MAX_UNCONFIRMED_TYRE) return false;
  return !face || cx < face.from || cx > face.to;
}
