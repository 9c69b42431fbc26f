import type { PixelBox } from '../../domain/paint/types';
import { dilate, erode, radiusOf, rankedComponents } from '../segmenter/morphology';
import { boxMean } from './raster';

/** Closing radius as a share of the car box's longer side: creases, panel gaps and reflections. */
const CLOSE = 0.006;
/** Enclosed gaps in the paint up to this share of the car are blotches of reflection or shade, not parts. */
const MAX_BLOTCH = 0.004;

/**
 * Colour rules decide paint pixel by pixel, so a crease, a panel gap, a dark reflection on a
 * black door or a highlight on a red one drops out and the wrap shows the old colour there.
 * A wrap covers whole panels: thin gaps are closed, and only then are the parts that are surely not paint (glass, lamps, plates, wheels, ground)
 * taken out again, so closing never paints over them.
 */
/** `lensLike` (box-local, optional): a colour no paint shows here (a red or amber lens); blotches of it stay. */
export function wholePanels(
  body: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  hard: Uint8Array,
  lensLike?: Uint8Array,
): Float32Array {
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
  const r = radiusOf(CLOSE, w, h);
  const closed = erode(dilate(paint, w, h, r), w, h, r);
  const blotches = enclosedBlotches(closed, car, hard, w, h, carArea * MAX_BLOTCH, lensLike);
  const whole = new Float32Array(w * h);
  for (let j = 0; j < whole.length; j++) whole[j] = car[j] && !hard[j] && (closed[j] || blotches[j]) ? 1 : 0;
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

/**
 * Gaps in the paint that colour alone made (a dark reflection on a bumper, a shaded patch of a
 * white flank): not paint, inside the car, not touching its edge, small, and not a part the
 * rules found. Painted, they stop the wrap ending in blocks.
 */
function enclosedBlotches(
  paint: Uint8Array,
  car: Uint8Array,
  hard: Uint8Array,
  w: number,
  h: number,
  maxSize: number,
  lensLike?: Uint8Array,
): Uint8Array {
  const gaps = new Uint8Array(w * h);
  for (let j = 0; j < gaps.length; j++) gaps[j] = car[j] && !paint[j] ? 1 : 0;
  const { labels, ranked } = rankedComponents(gaps, w, h);
  const touches = new Uint8Array(ranked.length + 1);
  const hardIn = new Float64Array(ranked.length + 1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const label = labels[j]!;
      if (!label) continue;
      if (hard[j] || lensLike?.[j]) hardIn[label]!++;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1 || !car[j - 1] || !car[j + 1] || !car[j - w] || !car[j + w]) touches[label] = 1;
    }
  }
  const fill = new Uint8Array(ranked.length + 1);
  for (const c of ranked) if (!touches[c.label] && c.size <= maxSize && hardIn[c.label]! < c.size * 0.3) fill[c.label] = 1;
  const out = new Uint8Array(w * h);
  for (let j = 0; j < out.length; j++) out[j] = fill[labels[j]!]!;
  return out;
}
