import type { Wording } from '../i18n/visitorTexts';
import { guessMakeModel, UNKNOWN_MODEL } from '../prompt/carMakeModel';
import { VEHICLE_TEXT } from './vehicleTexts';

/** Body types the local engine tells apart, in the words the estimate's size guess reads. */
export const BODY_TYPES = ['hatchback', 'saloon', 'estate', 'coupe', 'suv', 'pickup', 'van'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** How the car is seen in the photo. */
export const VIEW_NAMES = ['front', 'rear', 'side', 'front-three-quarter', 'rear-three-quarter'] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** The plain colour names the local engine gives a car's paint. */
export const PAINT_COLOURS = ['white', 'silver', 'grey', 'black', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'brown'] as const;
export type PaintColour = (typeof PAINT_COLOURS)[number];

/** VEHICLE_TEXT in any of the languages. */
export type VehicleText = Wording<typeof VEHICLE_TEXT>;

/** What the local engine can honestly say of a car from one photo. */
export interface VehicleDescription {
  body: BodyType;
  view: ViewName;
  /** A plain colour name: white, silver, grey, black, red, orange, yellow, green, blue, purple, brown. */
  colour: string;
}

const colourIn = (text: VehicleText, colour: string) => text.colours[colour as PaintColour] ?? colour;

/** "white SUV, seen from the front three-quarter" (or its words in another language). */
export function describeVehicle(d: VehicleDescription, text: VehicleText = VEHICLE_TEXT): string {
  return text.vehicle(colourIn(text, d.colour), text.bodies[d.body], text.views[d.view]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let pattern: RegExp | undefined;

/** The colour, body and view of a local-engine analysis, which is stored in English; null for any other text. */
function readLocalAnalysis(analysis: string | null | undefined): VehicleDescription | null {
  pattern ??= new RegExp(
    `^(\\p{L}+) (${Object.values(VEHICLE_TEXT.bodies).map(escape).join('|')}), seen from (${Object.values(VEHICLE_TEXT.views)
      .map(escape)
      .join('|')})(?=[,.]|$)`,
    'u',
  );
  const match = analysis ? pattern.exec(analysis) : null;
  if (!match) return null;
  const body = BODY_TYPES.find((id) => VEHICLE_TEXT.bodies[id] === match[2]);
  const view = VIEW_NAMES.find((id) => VEHICLE_TEXT.views[id] === match[3]);
  return body && view ? { colour: match[1]!.toLowerCase(), body, view } : null;
}

/**
 * The vehicle a local-engine analysis names ("White SUV, seen from the front three-quarter, as
 * read..." gives "white SUV, seen from the front three-quarter"); null for any other text.
 */
export function vehicleInAnalysis(analysis: string | null | undefined, text: VehicleText = VEHICLE_TEXT): string | null {
  const read = readLocalAnalysis(analysis);
  return read ? describeVehicle(read, text) : null;
}

/**
 * The vehicle as the shop's e-mail names it: the make and model an analysis names, else the
 * local engine's reading of it, else "Unknown Model".
 */
export function guessVehicle(analysis: string | null | undefined, text: VehicleText = VEHICLE_TEXT): string {
  const makeModel = guessMakeModel(analysis);
  return makeModel !== UNKNOWN_MODEL ? makeModel : (vehicleInAnalysis(analysis, text) ?? UNKNOWN_MODEL);
}

/**
 * The car as a gallery card and a share page name it: the make and model an analysis names,
 * else the local engine's colour and body ("White SUV"), else "Unknown Model".
 */
export function guessCarName(analysis: string | null | undefined, text: VehicleText = VEHICLE_TEXT): string {
  const makeModel = guessMakeModel(analysis);
  if (makeModel !== UNKNOWN_MODEL) return makeModel;
  const read = readLocalAnalysis(analysis);
  return read ? text.carName(colourIn(text, read.colour), text.bodies[read.body]) : UNKNOWN_MODEL;
}

/**
 * The local engine's words (its whole analysis, or the vehicle it names) in another language; an
 * AI model's analysis, or any other text, as it was written.
 */
export function localWordsIn(written: string, text: VehicleText): string {
  if (written === UNKNOWN_MODEL) return text.unknownModel;
  const read = readLocalAnalysis(written);
  if (!read) return written;
  const english = describeVehicle(read);
  if (written === english) return describeVehicle(read, text);
  const percent = /\((?:\D*?)(\d+)\s?%/.exec(written)?.[1];
  for (const [confidence, unsure] of [[Number(percent ?? 0) / 100, false] as const, [0, true] as const]) {
    if (written === VEHICLE_TEXT.analysis(english, confidence, unsure))
      return text.analysis(describeVehicle(read, text), confidence, unsure);
  }
  return written;
}
