import type { PaintLayer } from '../../../domain/api';
import type { FinishId } from '../../../domain/catalog/finishes';
import type { StyleId } from '../../../domain/catalog/styles';

/**
 * Messages between the wizard and its live-recolour worker (liveRecolor.worker.ts). The page
 * sends the photo and its paint layer once, then one look at a time; the worker answers each
 * with the recoloured RGBA (its buffer transferred, not copied).
 */

/** One look to paint: the colour as #rrggbb, and the finish and style ids. */
export interface Look {
  color: string;
  finish: FinishId;
  style: StyleId;
}

export const lookKey = (look: Look): string => `${look.color}|${look.finish}|${look.style}`;

/** The look a key names, or null for any other text (the original photo). */
export function lookFromKey(key: string): Look | null {
  const [color, finish, style] = key.split('|');
  return color && finish && style ? { color, finish: finish as FinishId, style: style as StyleId } : null;
}

export type LiveRequest =
  /** The visitor's photo (the browser's downscaled JPEG) and the detect answer's paint layer, painted at `width` px wide. */
  | { type: 'load'; photo: Blob; layer: PaintLayer; width: number }
  | { type: 'look'; key: string; look: Look }
  /** A look's frame, drawn and no longer needed: the worker paints the next look into it. */
  | { type: 'reuse'; rgba: Uint8ClampedArray<ArrayBuffer> };

export type LiveReply =
  /** The photo as it will be painted, at the size of every later frame. */
  | { type: 'ready'; width: number; height: number; rgba: Uint8ClampedArray<ArrayBuffer>; prepareMs: number }
  /** `ms`: the recolour alone, inside the worker. */
  | { type: 'look'; key: string; rgba: Uint8ClampedArray<ArrayBuffer>; ms: number }
  | { type: 'error'; message: string };
