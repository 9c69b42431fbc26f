import { hueDeg } from '../../domain/paint/color';
import type { BodyType, VehicleDescription, ViewName } from '../../domain/vehicle/vehicleDescription';
import type { BodyShape } from './bodyShape';
import type { PaintReference } from './paintClusters';

/**
 * What the local engine can honestly say of a car from its silhouette: its body type, how it is
 * seen, and its paint's colour by name. A few proportions decide, each named with where its
 * value comes from; `npx tsx scripts/bench/bodyType.ts` judges them on every photo of the sets.
 * Front or rear, van or SUV are guesses a single photo often cannot settle: the rules say which
 * way they lean and why.
 */
export function readVehicle(shape: BodyShape): VehicleDescription {
  return { body: classifyBody(shape), view: viewName(shape), colour: paintColourName(shape.paint) };
}

/**
 * No car is more than about 1.6 times as wide as it is tall (a low sports car, mirrors and all):
 * a box wider than this is seen from the side, whatever the outline's mirror symmetry says (a
 * van's box outline is nearly symmetric end to end).
 */
const END_MAX_ASPECT = 1.8;
/**
 * Seen from the front or rear, a car's width over its height: SUVs and vans are about as tall as
 * wide (1.0-1.2 with mirrors), hatchbacks a little lower, saloons lower still, coupes lowest
 * (1.45 and more). On the 12 end views: SUVs 0.97-1.18, hatchbacks 1.10-1.22, saloons 1.13-1.49,
 * coupes 1.39-1.48.
 */
const END_ASPECT = { suv: 1.05, hatchback: 1.25, saloon: 1.45 } as const;
/**
 * A van from the side: a roof flat (within a tenth of the height) over most of its length and a
 * short bonnet. The most any car or SUV in the sets shows from the side is a flat roof over 0.59
 * of its length; a panel van's roof runs over 0.75-0.85 of it, its bonnet over at most 0.15.
 */
const VAN = { flatRoof: 0.7, bonnet: 0.15 } as const;
/**
 * A pickup from the side rides high on its frame and is long: the outline's bottom between the
 * wheels at least this share of the car's height above the ground line (both pickups 0.15-0.17,
 * cars and SUVs seen from the side 0.00-0.12), the box at least twice as long as tall.
 */
const PICKUP = { clearance: 0.14, aspect: 2 } as const;
/**
 * An SUV seen from the side or three-quarter shows at least three of four cues: a short, tall box
 * (three-quarter views of SUVs 1.2-1.7 wide per height, of coupes mostly 2 and more); high ends
 * (bonnet and tailgate within 0.42 of the height below the roof; coupes' noses 0.44-0.60); ride
 * height (the sill at least 0.07 of the height over the ground line); a long flat roof (over
 * 0.55 of the box's columns).
 */
const SUV = { aspect: 1.75, endDepth: 0.42, clearance: 0.07, flatRoof: 0.55, cues: 3 } as const;
/**
 * A coupe is long and low: seen three-quarter, at least twice as wide as tall; or its nose or
 * tail sits low, at least half the car's height below the roof (sports cars 0.44-0.60).
 */
const COUPE = { aspect: 2, endDepth: 0.5 } as const;

export function classifyBody(s: BodyShape): BodyType {
  const view = seenAs(s);
  if (view === 'end')
    return s.aspect < END_ASPECT.suv
      ? 'suv'
      : s.aspect < END_ASPECT.hatchback
        ? 'hatchback'
        : s.aspect < END_ASPECT.saloon
          ? 'saloon'
          : 'coupe';
  if (view === 'side' && s.flatRoof >= VAN.flatRoof && s.lowEnds[0] <= VAN.bonnet) return 'van';
  if (view === 'side' && s.clearance >= PICKUP.clearance && s.aspect >= PICKUP.aspect) return 'pickup';
  const suvCues = [
    view === 'three-quarter' && s.aspect < SUV.aspect,
    s.endDepths[0] < SUV.endDepth,
    s.clearance >= SUV.clearance,
    s.flatRoof >= SUV.flatRoof,
  ].filter(Boolean).length;
  if (suvCues >= SUV.cues) return 'suv';
  if ((view === 'three-quarter' && s.aspect >= COUPE.aspect) || s.endDepths[0] >= COUPE.endDepth) return 'coupe';
  // The commonest body, and the estimate's middle size: the visitor corrects it in one tap.
  return 'saloon';
}

/** The engine's view, with a box too long for an end view read as a side view. */
function seenAs(s: BodyShape): BodyShape['view'] {
  return s.view === 'end' && s.aspect > END_MAX_ASPECT ? 'side' : s.view;
}

/**
 * Tail lamps are red and large; headlamps are clear. Seen from behind, the car's unpainted
 * lamp-red pixels were 9-46 thousandths of the car on 11 of 12 rear views; from the front, at most
 * 2.4 on cars that are not red (one convertible showed its red seats).
 */
const REAR_LAMPS = 8;
/** On red paint, lamp red is paint red: no lamp tells the ends apart, and the front is the likelier photo. */
const RED_PAINT_HUE = { from: 345, to: 40 } as const;

export function viewName(s: BodyShape): ViewName {
  const view = seenAs(s);
  if (view === 'side') return 'side';
  const rear = !isRed(s.paint) && s.redLamps >= REAR_LAMPS;
  if (view === 'end') return rear ? 'rear' : 'front';
  return rear ? 'rear-three-quarter' : 'front-three-quarter';
}

function isRed(p: PaintReference): boolean {
  return p.coloured && (p.hue >= RED_PAINT_HUE.from || p.hue < RED_PAINT_HUE.to);
}

/**
 * Hue names by the Lab hue angle of the paint (CIE Lab: red about 25, orange 55, yellow 90, green
 * 140, blue 280 degrees); the band each name starts at.
 */
const HUES: Array<[number, string]> = [
  [0, 'red'],
  [40, 'orange'],
  [70, 'yellow'],
  [105, 'green'],
  [200, 'blue'],
  [320, 'purple'],
  [345, 'red'],
];
/**
 * A blue cast below this chroma is the sky mirrored in grey, silver or black paint (those read
 * 17-23 on the sets; blue paint 28-38).
 */
const SKY_CAST_CHROMA = 25;
/** Paint without a colour, by its lightness (the paint reference's 75th percentile): black below, white from. */
const BLACK_BELOW = 52;
const WHITE_FROM = 72;
/** Brown is a dark, muted orange: a warm tint (hue 20-80) of this chroma on paint that is not light. */
const BROWN = { from: 20, to: 80, chroma: 15 } as const;

export function paintColourName(p: PaintReference): string {
  const hue = p.coloured ? p.hue : hueDeg(p.a, p.b);
  const named = [...HUES].reverse().find(([from]) => hue >= from)![1];
  if (p.coloured && !(named === 'blue' && p.chroma < SKY_CAST_CHROMA)) return named;
  if (p.L < BLACK_BELOW) return 'black';
  if (p.L >= WHITE_FROM) return 'white';
  return hue >= BROWN.from && hue < BROWN.to && p.chroma >= BROWN.chroma ? 'brown' : 'grey';
}
