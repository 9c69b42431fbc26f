import type { PixelBox } from '../../domain/paint/types';
import { dilate, erode, rankedComponents } from '../segmenter/morphology';
import { boxMean } from './raster';

/** Closing radius as a share of the car box's longer side: creases, panel gaps and reflections. */
const CLOSE = 0.006;
/** Gaps inside the paint up to this share of the car are blotches of reflection, not parts. */
const MAX_BLOTCH = 0;

/**
 * Colour rules decide paint pixel by pixel, so a crease, a panel gap, a dark reflection on a
 * black door or a highlight on a red one drops out and the wrap shows the old colour there.
 * A wrap covers whole panels: thin gaps are closed and small enclosed blotches filled, and
 * only then are the parts that are surely not paint (glass, lamps, plates, wheels, ground)
 * taken out again, so closing never paints over them.
 */
export function wholePanels(body: Float32Array, alpha: Float32Array, width: number, box: PixelBox, hard: Uint8Array): Float32Array {
  const { w, h } = box;
  const paint = new Uint8Array(w * h);
  const car = new Uint8Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      const j = y * w + x;
      if (alpha[i]! >= 0.5) {
        car[j] = 1;
        carArea++;
      }
      if (body[i]! >= 0.5) paint[j] = 1;
    }
  }
  const r = Math.max(1, Math.round(Math.max(w, h) * CLOSE));
  const closed = erode(dilate(paint, w, h, r), w, h, r);
  // Enclosed gaps: not paint, inside the car, not touching the car's edge, small, and mostly
  // not a known part.
  const gaps = new Uint8Array(w * h);
  for (let j = 0; j < gaps.length; j++) gaps[j] = car[j] && !closed[j] ? 1 : 0;
  const { labels, ranked } = rankedComponents(gaps, w, h);
  const info = new Map<number, { touches: boolean; hard: number }>();
  for (const c of ranked) info.set(c.label, { touches: false, hard: 0 });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const label = labels[j]!;
      if (!label) continue;
      const c = info.get(label)!;
      if (hard[j]) c.hard++;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1 || !car[j - 1] || !car[j + 1] || !car[j - w] || !car[j + w]) c.touches = true;
    }
  }
  const fill = new Set<number>();
  for (const c of ranked) {
    const g = info.get(c.label)!;
    if (!g.touches && c.size <= carArea * MAX_BLOTCH && g.hard < c.size * 0.3) fill.add(c.label);
  }
  const whole = new Float32Array(w * h);
  for (let j = 0; j < whole.length; j++) whole[j] = car[j] && !hard[j] && (closed[j] || fill.has(labels[j]!)) ? 1 : 0;
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
