import { hueDeg } from '../../domain/paint/color';
import type { Analysis } from './analyse';
import { paintReference, type PaintReference } from './paintClusters';
import { PAINTED } from './paintLabels';
import { meanOver, type Scene } from './scene';

/**
 * The few measures of a car's silhouette that tell body types apart, each a ratio, so the
 * photo's size plays no part. They are read once from the engine's own analysis (scene and
 * painted body) and judged by `classifyBody`.
 */
export interface BodyShape {
  view: Scene['view'];
  /** The box's width over its height. */
  aspect: number;
  /**
   * Ride height: how far the outline's bottom between the ends stays above the ground line
   * through its lowest points at both ends, in the car's heights.
   */
  clearance: number;
  /**
   * The low ends: from each end of the box inwards, the share of its width whose outline top
   * stays below the cabin (bonnet, boot, a pickup's bed). The longer end first.
   */
  lowEnds: [number, number];
  /**
   * How far below the roof the outline's top is at each end of the box (its outer tenth), in the
   * car's heights: a coupe's nose and tail sit low, an SUV's bonnet and tailgate high. The deeper end first.
   */
  endDepths: [number, number];
  /** Share of the box's columns whose top is within a tenth of the car's height of the roof: a long flat roof. */
  flatRoof: number;
  /** Share of the car's unpainted pixels that are lamp red, in thousandths of the car: tail lamps. */
  redLamps: number;
  /** The paint's colour as the engine's paint reference reads it from the painted body. */
  paint: PaintReference;
}

/** An outline top this far below the roof, in the car's heights, is off the cabin: bonnet, boot or bed. */
const BELOW_CABIN = 0.3;
/** An outline top this close to the roof, in the car's heights, is roof. */
const ON_ROOF = 0.1;
/** The ends of the box whose height is read: their outer tenth. */
const END = 0.1;
/** Lamp red: a hue between crimson and orange-red, clearly colourful, neither dark nor washed out. */
const RED_HUE = { from: -25, to: 40 } as const;
const RED_CHROMA = 35;
const RED_L = { min: 20, max: 75 } as const;
/** Every so many pixels are sampled across the box for the paint and the lamps. */
const SAMPLES = 40_000;

export function bodyShape(a: Pick<Analysis, 'scene' | 'carAlpha' | 'bodyMask' | 'lab' | 'width'>): BodyShape {
  const { scene } = a;
  const { box } = scene;
  const height = scene.cabin?.height ?? box.h;
  const roof = scene.cabin?.roof ?? 0;
  return {
    view: scene.view,
    aspect: box.w / Math.max(1, box.h),
    clearance: clearance(scene.filledBottom) / Math.max(1, height),
    lowEnds: lowEnds(scene, roof, height),
    endDepths: endDepths(scene, roof, height),
    flatRoof: share(scene.filledTop, (t) => t - box.y <= roof + height * ON_ROOF),
    ...colours(a),
  };
}

function share(v: Float32Array, test: (value: number) => boolean): number {
  let n = 0;
  for (const value of v) if (test(value)) n++;
  return n / Math.max(1, v.length);
}

/** The median rise of the middle fifth's bottom above the line through each end's lowest point (wheels stand there). */
function clearance(bottom: Float32Array): number {
  const w = bottom.length;
  const lowest = (from: number, to: number) => {
    let best = { x: from, y: -Infinity };
    for (let x = from; x < to; x++) if (bottom[x]! > best.y) best = { x, y: bottom[x]! };
    return best;
  };
  const left = lowest(0, Math.floor(w * 0.4));
  const right = lowest(Math.ceil(w * 0.6), w);
  const rises: number[] = [];
  for (let x = Math.floor(w * 0.4); x < Math.ceil(w * 0.6); x++) {
    const ground = left.y + ((right.y - left.y) * (x - left.x)) / Math.max(1, right.x - left.x);
    rises.push(ground - bottom[x]!);
  }
  rises.sort((p, q) => p - q);
  return Math.max(0, rises[rises.length >> 1] ?? 0);
}

function endDepths(scene: Scene, roof: number, height: number): [number, number] {
  const depth = (from: number, to: number) => (meanOver(scene.filledTop, from, to) - scene.box.y - roof) / Math.max(1, height);
  const ends = [depth(0, END), depth(1 - END, 1)].sort((p, q) => q - p);
  return [ends[0]!, ends[1]!];
}

function lowEnds(scene: Scene, roof: number, height: number): [number, number] {
  const top = scene.filledTop;
  const w = top.length;
  const low = (x: number) => top[x]! - scene.box.y > roof + height * BELOW_CABIN;
  let left = 0;
  while (left < w && low(left)) left++;
  let right = 0;
  while (right < w - left && low(w - 1 - right)) right++;
  const ends = [left / w, right / w].sort((p, q) => q - p);
  return [ends[0]!, ends[1]!];
}

function colours(a: Pick<Analysis, 'scene' | 'carAlpha' | 'bodyMask' | 'lab' | 'width'>): Pick<BodyShape, 'paint' | 'redLamps'> {
  const { box } = a.scene;
  const step = Math.max(1, Math.round(Math.sqrt((box.w * box.h) / SAMPLES)));
  const painted: number[] = [];
  let car = 0;
  let red = 0;
  for (let y = box.y; y < box.y + box.h; y += step) {
    for (let x = box.x; x < box.x + box.w; x += step) {
      const i = y * a.width + x;
      if (a.carAlpha[i]! < 0.5) continue;
      car++;
      const L = a.lab[i * 3]!;
      const A = a.lab[i * 3 + 1]!;
      const B = a.lab[i * 3 + 2]!;
      if (a.bodyMask[i]! >= PAINTED) painted.push(L, A, B);
      else if (isLampRed(L, A, B)) red++;
    }
  }
  return { paint: paintReference(Float32Array.from(painted)), redLamps: (1000 * red) / Math.max(1, car) };
}

function isLampRed(L: number, a: number, b: number): boolean {
  if (L < RED_L.min || L > RED_L.max || Math.hypot(a, b) < RED_CHROMA) return false;
  const hue = hueDeg(a, b);
  const signed = hue > 180 ? hue - 360 : hue;
  return signed >= RED_HUE.from && signed <= RED_HUE.to;
}
