import { guessMakeModel, UNKNOWN_MODEL } from '../prompt/carMakeModel';
import { VEHICLE_TEXT } from './vehicleTexts';

/** Body types the local engine tells apart, in the words the estimate's size guess reads. */
export const BODY_TYPES = ['hatchback', 'saloon', 'estate', 'coupe', 'suv', 'pickup', 'van'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** How the car is seen in the photo. */
export const VIEW_NAMES = ['front', 'rear', 'side', 'front-three-quarter', 'rear-three-quarter'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** What the local engine can honestly say of a car from one photo. */
export interface VehicleDescription {
  body: BodyType;
  view: ViewName;
  /** A plain colour name: white, silver, grey, black, red, orange, yellow, green, blue, purple, brown. */
  colour: string;
}

/** "white SUV, seen from the front three-quarter" */
export function describeVehicle(d: VehicleDescription): string {
  return VEHICLE_TEXT.vehicle(d.colour, VEHICLE_TEXT.bodies[d.body], VEHICLE_TEXT.views[d.view]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let pattern: RegExp | undefined;

/** The colour, body and view words of a local-engine analysis; null for any other text. */
function readLocalAnalysis(analysis: string | null | undefined): { colour: string; body: string; view: string } | null {
  pattern ??= new RegExp(
    `^(\\p{L}+) (${Object.values(VEHICLE_TEXT.bodies).map(escape).join('|')}), seen from (${Object.values(VEHICLE_TEXT.views)
      .map(escape)
      .join('|')})(?=[,.])`,
    'u',
  );
  const match = analysis ? pattern.exec(analysis) : null;
  return match ? { colour: match[1]!.toLowerCase(), body: match[2]!, view: match[3]! } : null;
}

/**
 * The vehicle a local-engine analysis names ("White SUV, seen from the front three-quarter, as
 * read..." gives "white SUV, seen from the front three-quarter"); null for any other text.
 */
export function vehicleInAnalysis(analysis: string | null | undefined): string | null {
  const read = readLocalAnalysis(analysis);
  return read ? VEHICLE_TEXT.vehicle(read.colour, read.body, read.view) : null;
}

/**
 * The vehicle as the shop's e-mail names it: the make and model an analysis names, else the
 * local engine's reading of it, else "Unknown Model".
 */
export function guessVehicle(analysis: string | null | undefined): string {
  const makeModel = guessMakeModel(analysis);
  return makeModel !== UNKNOWN_MODEL ? makeModel : (vehicleInAnalysis(analysis) ?? UNKNOWN_MODEL);
}

/**
 * The car as a gallery card and a share page name it: the make and model an analysis names,
 * else the local engine's colour and body ("White SUV"), else "Unknown Model".
 */
export function guessCarName(analysis: string | null | undefined): string {
  const makeModel = guessMakeModel(analysis);
  if (makeModel !== UNKNOWN_MODEL) return makeModel;
  const read = readLocalAnalysis(analysis);
  return read ? VEHICLE_TEXT.carName(read.colour, read.body) : UNKNOWN_MODEL;
}
