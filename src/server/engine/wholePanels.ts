import type { PixelBox } from '../../domain/paint/types';
import { dilate, erode } from '../segmenter/morphology';
import { boxMean } from './raster';

/** Closing radius as a share of the car box's longer side: creases, panel gaps and reflections. */
const CLOSE = 0.006;

/**
 * Colour rules decide paint pixel by pixel, so a crease, a panel gap, a dark reflection on a
 * black door or a highlight on a red one drops out and the wrap shows the old colour there.
 * A wrap covers whole panels: thin gaps are closed, and only then are the parts that are surely not paint (glass, lamps, plates, wheels, ground)
 * taken out again, so closing never paints over them.
 */
export function wholePanels(body: Float32Array, alpha: Float32Array, width: number, box: PixelBox, hard: Uint8Array): Float32Array {
  const { w, h } = box;
  const paint = new Uint8Array(w * h);
  const car = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      const j = y * w + x;
      if (alpha[i]! >= 0.5) car[j] = 1;
      if (body[i]! >= 0.5) paint[j] = 1;
    }
  }
  const r = Math.max(1, Math.round(Math.max(w, h) * CLOSE));
  const closed = erode(dilate(paint, w, h, r), w, h, r);
  const whole = new Float32Array(w * h);
  for (let j = 0; j < whole.length; j++) whole[j] = car[j] && !hard[j] && closed[j] ? 1 : 0;
  // Outside the whole panels, the colour rules' own soft edge, never more than a pixel wide.
  const soft = boxMean(whole, w, h, 1);
  const out = new Float32Array(body.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      const j = y * w + x;
      out[i] = hard[j] ? 0 : whole[j] ? alpha[i]! : Math.min(body[i]!, soft[j]! * alpha[i]!);
    }
  }
  return out;
}
