import { rgbaToLabRegion } from '../../domain/paint/color';
import { maskBounds } from '../../domain/paint/recolor';
import type { PixelBox } from '../../domain/paint/types';
import type { CarSegmenter, PixelHint, SegmenterName, SilhouetteCues } from '../segmenter/types';
import { bodyMask, type PaintProbe } from './bodyMask';
import { findWheels, groundAt, type Wheels } from './wheels';
import { carGeometry, type CarGeometry } from './geometry';
import type { DecodedImage } from './decode';
import { traceOutline } from './traceOutline';
import { readScene, type Scene } from './scene';
import { carPlausibility, type Plausibility } from './plausibility';
import { timer } from './timer';
import type { EngineHint } from './types';

const UNSURE_BELOW = 0.45;

export interface Analysis {
  width: number;
  height: number;
  /** Soft alpha of the whole car (glass and wheels included), working size. */
  carAlpha: Float32Array;
  /** Soft alpha of the painted body only, working size. */
  bodyMask: Float32Array;
  /** Why car pixels were kept off the paint (KEPT in bodyMask.ts), working size. */
  kept: Uint8Array;
  /** Lab of the pixels inside carBox, interleaved, working size (zero outside the box). */
  lab: Float32Array;
  carBox: PixelBox;
  wheels: Wheels;
  geometry: CarGeometry;
  /** The number plates the paint layer kept off the paint (PaintLayer.plates), image pixels. */
  plates: PixelBox[];
  /** The car's shape as every rule read it: box, outline, view, symmetry, cabin lines. */
  scene: Scene;
  outline: Array<{ x: number; y: number }>;
  confidence: number;
  unsure: boolean;
  /** The picture holds no car: it is never rendered, stored as a result or published. */
  noCar: boolean;
  /** Which segmenter found the car. */
  segmenter: SegmenterName;
  /** Why the silhouette is doubtful, for logs. */
  doubts: string[];
  timingsMs: Record<string, number>;
  /** Whether the mask has a car's proportions; confidence already includes it. */
  plausibility: Plausibility;
}

/**
 * What the photo step needs to draw the outline and say how sure it is: the silhouette, its
 * outline and box, and the car's shape read from it (scene, wheels, plausibility). The paint
 * layer (`analyse`) goes on from here.
 */
export type CarFound = Omit<Analysis, 'bodyMask' | 'kept' | 'geometry' | 'plates'>;

/** Finds the car in a decoded photo, without its paint layer. */
export async function findCar(image: DecodedImage, hint: EngineHint | undefined, segmenter: CarSegmenter): Promise<CarFound> {
  const timingsMs: Record<string, number> = {};
  const lap = timer(timingsMs);
  const { width, height, data } = image;
  const silhouette = await segmenter.segment(image, toPixelHint(hint, width, height));
  Object.assign(timingsMs, silhouette.timingsMs);
  lap('segment');
  // The segmenter's own alpha stays as found (it may be kept beside the photo): the ground cut below is the analysis's.
  const alpha = silhouette.alpha.slice();
  const small = silhouette.small;
  const outline = traceOutline(small.mask, small.width, small.height);
  lap('outline');
  const carBox = maskBounds(alpha, width, height) ?? { x: 0, y: 0, w: width, h: height };
  // Every later step looks only inside the car's box: converting the rest would be wasted.
  const lab = rgbaToLabRegion(data, width, carBox, new Float32Array(width * height * 3));
  lap('lab');
  // The scene is read before the ground cut below: the wheels that make the cut need it.
  let scene = readScene(lab, alpha, width, carBox);
  const wheels = findWheels(lab, alpha, width, height, scene);
  // The learned silhouette already stops at the ground; the line through the contacts would cut a
  // three-quarter view's front bumper, which reaches lower than the wheels behind it.
  if (silhouette.segmenter === 'classic' && cutBelowGround(alpha, width, carBox, wheels)) scene = readScene(lab, alpha, width, carBox);
  lap('wheels');
  // A crisp, salient outline can still be half a car: the wheels tell whether it is all of it.
  const plausibility = carPlausibility(carBox, wheels);
  const confidence = Math.round(silhouette.cues.found * plausibility.score * 100) / 100;
  const cues: SilhouetteCues = silhouette.cues;
  return {
    width,
    height,
    carAlpha: alpha,
    lab,
    carBox,
    wheels,
    scene,
    outline,
    confidence,
    unsure: confidence < UNSURE_BELOW,
    noCar: cues.noCar,
    segmenter: silhouette.segmenter,
    doubts: cues.doubts,
    timingsMs,
    plausibility,
  };
}

/** Finds the car and its painted body in a decoded photo; `probe` is for developers' scripts only. */
export async function analyse(
  image: DecodedImage,
  hint: EngineHint | undefined,
  segmenter: CarSegmenter,
  probe?: PaintProbe,
): Promise<Analysis> {
  const found = await findCar(image, hint, segmenter);
  const { width, height, lab, carAlpha: alpha, scene, wheels, timingsMs } = found;
  const lap = timer(timingsMs);
  const paint = bodyMask(lab, alpha, width, height, scene, wheels, probe);
  lap('body');
  const geometry = carGeometry(lab, alpha, width, scene, { plate: paint.plate, kept: paint.kept });
  lap('geometry');
  return { ...found, bodyMask: paint.body, kept: paint.kept, geometry, plates: paint.plates };
}

/**
 * Below the line through two or more wheels' contact points there is only ground: the dark
 * contact shadow GrabCut tends to keep with the tyres is taken out of the car.
 */
function cutBelowGround(alpha: Float32Array, width: number, box: PixelBox, wheels: Wheels): boolean {
  if (wheels.contacts.length < 2) return false;
  const margin = box.h * 0.02;
  for (let x = box.x; x < box.x + box.w; x++) {
    const ground = groundAt(wheels.contacts, x);
    if (ground === null) continue;
    for (let y = Math.max(box.y, Math.ceil(ground + margin)); y < box.y + box.h; y++) alpha[y * width + x] = 0;
  }
  return true;
}

function toPixelHint(hint: EngineHint | undefined, width: number, height: number): PixelHint | undefined {
  if (!hint) return undefined;
  const out: PixelHint = {};
  if (hint.box) out.box = { x: hint.box.x * width, y: hint.box.y * height, w: hint.box.w * width, h: hint.box.h * height };
  if (hint.point) out.point = { x: Math.min(width - 1, hint.point.x * width), y: Math.min(height - 1, hint.point.y * height) };
  return out.box || out.point ? out : undefined;
}
