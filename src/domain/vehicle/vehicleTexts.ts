import type { BodyType, PaintColour, ViewName } from './vehicleDescription';

/**
 * How the local engine's reading of a car is worded: in its analysis (stored in English, which
 * the size guess reads), and, reworded in their language, in the shop's e-mail and the share page.
 */
export const VEHICLE_TEXT = {
  bodies: {
    hatchback: 'hatchback',
    saloon: 'saloon',
    estate: 'estate',
    coupe: 'coupe',
    suv: 'SUV',
    pickup: 'pickup',
    van: 'van',
  } satisfies Record<BodyType, string>,
  views: {
    front: 'the front',
    rear: 'the rear',
    side: 'the side',
    'front-three-quarter': 'the front three-quarter',
    'rear-three-quarter': 'the rear three-quarter',
  } satisfies Record<ViewName, string>,
  /** The paint colours the local engine names (engine/bodyType.ts), as a vehicle's description says them. */
  colours: {
    white: 'white',
    silver: 'silver',
    grey: 'grey',
    black: 'black',
    red: 'red',
    orange: 'orange',
    yellow: 'yellow',
    green: 'green',
    blue: 'blue',
    purple: 'purple',
    brown: 'brown',
  } satisfies Record<PaintColour, string>,
  /** "white SUV, seen from the front three-quarter" */
  vehicle: (colour: string, body: string, view: string) => `${colour} ${body}, seen from ${view}`,
  /** "White SUV": the car's name on a gallery card when no make or model is known. */
  carName: (colour: string, body: string) => `${colour[0]!.toUpperCase()}${colour.slice(1)} ${body}`,
  /** The local engine's whole analysis: the vehicle, then how sure it is of the car's outline. */
  analysis: (vehicle: string, confidence: number, unsure: boolean) =>
    `${vehicle[0]!.toUpperCase()}${vehicle.slice(1)}, as read by the local engine from the car's outline (${
      unsure ? 'position uncertain' : `found with ${Math.round(confidence * 100)}% confidence`
    }).`,
  /**
   * The car when neither a make and model nor the local engine's reading is known: UNKNOWN_MODEL's
   * words (prompt/carMakeModel.ts, checked equal in vehicleDescription.test.ts), written out so the
   * home page's gallery and these later texts share no chunk (one more first-view request).
   */
  unknownModel: 'Unknown Model',
} as const;
