import { rgbaToLabRegion } from '../../domain/engine/color';
import type { PixelBox } from '../../domain/engine/types';
import { bodyMask } from './bodyMask';
import { findWheels, groundAt, type Wheels } from './wheels';
import { carGeometry, type CarGeometry } from './geometry';
import { carAlpha } from './carAlpha';
import type { DecodedImage } from './decode';
import { bounds } from './maskOps';
import { loadOpenCv } from './opencv';
import { growLowerPaint } from './lowerBody';
import { outlinePolygon } from './outline';
import { carPlausibility, type Plausibility } from './plausibility';
import { downscaleRgb } from './raster';
import { segmentCar, type SmallHint } from './segment';
import type { EngineHint } from './types';

/** GrabCut's sweet spot here: larger did not find cars better, only slower. */
const SMALL_SIDE = 180;
const UNSURE_BELOW = 0.45;

export interface Analysis {
  width: number;
  height: number;
  /** Soft alpha of the whole car (glass and wheels included), working size. */
  carAlpha: Float32Array;
  /** Soft alpha of the painted body only, working size. */
  bodyMask: Float32Array;
  /** Lab of the pixels inside carBox, interleaved, working size (zero outside the box). */
  lab: Float32Array;
  carBox: PixelBox;
  wheels: Wheels;
  geometry: CarGeometry;
  outline: Array<{ x: number; y: number }>;
  confidence: number;
  unsure: boolean;
  init: string;
  timingsMs: Record<string, number>;
  /** Whether the mask has a car's proportions; confidence already includes it. */
  plausibility: Plausibility;
}

/** Finds the car and its painted body in a decoded photo. */
export async function analyse(image: DecodedImage, hint?: EngineHint): Promise<Analysis> {
  const timingsMs: Record<string, number> = {};
  const lap = timer(timingsMs);
  const { cv } = await loadOpenCv();
  lap('opencv');
  const { width, height, data } = image;
  const scale = SMALL_SIDE / Math.max(width, height);
  const sw = Math.max(8, Math.round(width * scale));
  const sh = Math.max(8, Math.round(height * scale));
  const small = downscaleRgb(data, width, height, sw, sh);
  const seg = segmentCar(cv, small, sw, sh, toSmallHint(hint, sw, sh));
  // GrabCut leaves shadowed sills and lower bumpers with the ground: give them back.
  seg.mask = growLowerPaint(seg.mask, small, sw, sh);
  lap('segment');
  const outline = outlinePolygon(cv, seg.mask, sw, sh);
  const alpha = carAlpha(seg.mask, sw, sh, data, width, height);
  lap('alpha');
  const sb = bounds(seg.mask, sw, sh);
  const carBox = sb
    ? clampBox({ x: Math.floor(sb.x / scale), y: Math.floor(sb.y / scale), w: Math.ceil(sb.w / scale), h: Math.ceil(sb.h / scale) }, width, height)
    : { x: 0, y: 0, w: width, h: height };
  // Every later step looks only inside the car's box: converting the rest would be wasted.
  const lab = rgbaToLabRegion(data, width, carBox, new Float32Array(width * height * 3));
  lap('lab');
  const wheels = findWheels(lab, alpha, width, height, carBox);
  cutBelowGround(alpha, width, carBox, wheels);
  lap('wheels');
  const body = bodyMask(lab, alpha, width, height, carBox, wheels);
  lap('body');
  const geometry = carGeometry(lab, alpha, width, carBox);
  lap('geometry');
  // An outline that does not follow image edges is the surest sign there is no object at all.
  const found = Math.min(1, Math.max(0, (seg.cues.score - 0.15) / 0.45)) * Math.min(1, seg.cues.edges * 1.5);
  // A crisp, salient outline can still be half a car: the wheels tell whether it is all of it.
  const plausibility = carPlausibility(carBox, wheels);
  const confidence = Math.round(found * plausibility.score * 100) / 100;
  return { width, height, carAlpha: alpha, bodyMask: body, lab, carBox, wheels, geometry, outline, confidence, unsure: confidence < UNSURE_BELOW, init: seg.init, timingsMs, plausibility };
}

/**
 * Below the line through two or more wheels' contact points there is only ground: the dark
 * contact shadow GrabCut tends to keep with the tyres is taken out of the car.
 */
function cutBelowGround(alpha: Float32Array, width: number, box: PixelBox, wheels: Wheels): void {
  if (wheels.contacts.length < 2) return;
  const margin = box.h * 0.02;
  for (let x = box.x; x < box.x + box.w; x++) {
    const ground = groundAt(wheels.contacts, x);
    if (ground === null) continue;
    for (let y = Math.max(box.y, Math.ceil(ground + margin)); y < box.y + box.h; y++) alpha[y * width + x] = 0;
  }
}

function toSmallHint(hint: EngineHint | undefined, sw: number, sh: number): SmallHint | undefined {
  if (!hint) return undefined;
  const out: SmallHint = {};
  if (hint.box) out.box = { x: Math.round(hint.box.x * sw), y: Math.round(hint.box.y * sh), w: Math.round(hint.box.w * sw), h: Math.round(hint.box.h * sh) };
  if (hint.point) out.point = { x: hint.point.x * sw, y: hint.point.y * sh };
  return out.box || out.point ? out : undefined;
}

function clampBox(b: PixelBox, width: number, height: number): PixelBox {
  const x = Math.max(0, Math.min(width - 1, b.x));
  const y = Math.max(0, Math.min(height - 1, b.y));
  return { x, y, w: Math.max(1, Math.min(width - x, b.w)), h: Math.max(1, Math.min(height - y, b.h)) };
}

export function timer(into: Record<string, number>): (name: string) => void {
  let last = performance.now();
  return (name) => {
    const now = performance.now();
    into[name] = Math.round((into[name] ?? 0) + now - last);
    last = now;
  };
}
