import type { PixelBox } from '../../domain/paint/types';
import type { Wheels } from './wheels';
import { clamp01 } from '../../domain/paint/clamp01';

/**
 * Whether a car mask has a car's proportions, 0..1 (1 = nothing implausible found). Colour and
 * edge cues cannot tell a whole car from its lower half when the upper half melts into a
 * backdrop of the same colour (a white car in a white studio): the half has crisp edges too.
 * The wheels can: on every car, from low supercars to SUVs, seen from any side, the body above
 * the wheels (bonnet or boot, glass, roof) is at least about as tall as a wheel. A mask whose
 * top sits little more than half a wheel above the tyres has lost the car's upper part.
 */
export interface Plausibility {
  /** Mask height above the wheel tops, in wheel heights (the smallest over the wheels found); Infinity without wheels. */
  roomAboveWheels: number;
  score: number;
}

/** Measured on the fixtures: whole cars 1.2 and more (a low coupe seen three-quarter: 1.2), a white crossover's lower half 0.46. */
const ROOM_IMPLAUSIBLE = 0.3;
const ROOM_PLAUSIBLE = 0.8;

export function carPlausibility(box: PixelBox, wheels: Pick<Wheels, 'contacts'>): Plausibility {
  let roomAboveWheels = Infinity;
  for (const c of wheels.contacts) {
    if (c.h <= 0) continue;
    roomAboveWheels = Math.min(roomAboveWheels, (c.y - c.h - box.y) / c.h);
  }
  const score = Number.isFinite(roomAboveWheels) ? clamp01((roomAboveWheels - ROOM_IMPLAUSIBLE) / (ROOM_PLAUSIBLE - ROOM_IMPLAUSIBLE)) : 1;
  return { roomAboveWheels, score };
}
