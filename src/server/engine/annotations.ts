/**
 * Hand-drawn regions of a car photo, the ground truth the engine's paint layer is judged by.
 * One JSON file a photo in test-fixtures/annotations/<set>/<photo stem>.json, where set is the
 * folder the photo comes from (cars, cars-dev). Coordinates are normalised 0..1 of the upright
 * photo's width and height, so they hold at any size the photo is read at.
 */
export type NormalizedPolygon = Array<[number, number]>;

export type AnnotatedPart = 'glass' | 'lights' | 'plates' | 'body';

export interface PhotoAnnotation {
  /** The photo's file name in its set's folder. */
  photo: string;
  /** How the car is seen, as in the file names: front, rear, side, front34, rear34. */
  view: 'front' | 'rear' | 'side' | 'front34' | 'rear34';
  /** Windscreen, side and rear windows, sunroof: glass the wrap must never cover. */
  glass: NormalizedPolygon[];
  /** Head, tail, fog and indicator lamps, and their clusters' clear covers. */
  lights: NormalizedPolygon[];
  /** Number plates, whole, including their frame's printed area. */
  plates: NormalizedPolygon[];
  /**
   * Painted panels a wrap covers, drawn a little inside their edges (doors, wings, bonnet,
   * bumpers' painted parts, roof, boot lid, pillars where painted), never over glass, lights,
   * plates, grilles, tyres, wheels or black plastic trim.
   */
  body: NormalizedPolygon[];
  /** What is unusual or doubtful about the photo. */
  notes?: string;
}
