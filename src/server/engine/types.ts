import type { FinishId } from '../../domain/catalog/finishes';
import type { StyleId } from '../../domain/catalog/styles';

/**
 * Where the car is, from the visitor: a tapped point or a drawn box, in NORMALISED coordinates
 * (0..1 of the photo's width and height, after EXIF orientation), so they do not depend on the
 * size the photo was displayed or processed at.
 */
export type EngineHint = { point?: { x: number; y: number }; box?: { x: number; y: number; w: number; h: number } };

export interface DetectResult {
  width: number;
  height: number;
  confidence: number;
  /** Normalised 0..1. */
  box: { x: number; y: number; w: number; h: number };
  /** Normalised polygon of the car, at most 200 points. */
  outline: Array<{ x: number; y: number }>;
  unsure: boolean;
  /** The picture holds no car (text, a face, a landscape): it is never rendered. */
  noCar: boolean;
  /** Which segmenter found the car, for logs. */
  segmenter: string;
}

export interface RenderInput {
  image: Buffer;
  /** #rrggbb or a catalogue id (red, matte-black, gold-metallic...). */
  color: string;
  finish: FinishId;
  style: StyleId;
  instructions?: string;
  hint?: EngineHint;
  /** The visitor's touched-up area to wrap, a binary PNG at the working size: painted instead of the engine's own. */
  paintMask?: Buffer;
}

export interface RenderResult {
  png: Buffer;
  width: number;
  height: number;
  confidence: number;
  unsure: boolean;
  applied: string[];
  unapplied: string[];
  timingsMs: Record<string, number>;
  /** PNG greyscale, same size as png: the whole car, for compositing AI results. */
  carMask: Buffer;
}
