import { hueDeg, rgb8ToLabInto } from '../../../domain/paint/color';
import { bounds, fillHoles } from '../../engine/maskOps';
import { hueDistance } from '../../engine/paintClusters';

/** Below this share of colourful pixels in the door band the car is white, black or grey. */
const COLOURED_SHARE = 0.3;
const MIN_CHROMA = 12;
const HUE_TOLERANCE = 28;

/**
 * Gives the car back its lower body. GrabCut's colour models lump the shadowed sills and the
 * lower bumper (paint in the car's own shadow, darker than anywhere else on it) with the dark
 * ground, so the car mask often stops a hand's width above them. On a colourful car those
 * pixels still have the paint's hue while ground and shadow have none: pixels of that hue that
 * touch the car from below are grown back in, only a short way (never along a same-coloured
 * kerb), and the dark openings they enclose (grilles, intakes) become car too.
 */
export function growLowerPaint(mask: Uint8Array, rgb: Uint8Array, w: number, h: number): Uint8Array {
  const b = bounds(mask, w, h);
  if (!b || b.h < 8) return mask;
  const n = w * h;
  const lab = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) rgb8ToLabInto(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, lab, i * 3);

  // The paint's hue, from the door band where paint dominates on every view.
  let sa = 0;
  let sb = 0;
  let coloured = 0;
  let band = 0;
  const chromas: number[] = [];
  for (let y = Math.round(b.y + b.h * 0.4); y < b.y + b.h * 0.8; y++) {
    for (let x = b.x; x < b.x + b.w; x++) {
      const i = y * w + x;
      if (!mask[i]) continue;
      band++;
      const c = Math.hypot(lab[i * 3 + 1]!, lab[i * 3 + 2]!);
      if (c < MIN_CHROMA) continue;
      coloured++;
      sa += lab[i * 3 + 1]!;
      sb += lab[i * 3 + 2]!;
      chromas.push(c);
    }
  }
  if (!band || coloured < band * COLOURED_SHARE) return mask;
  const hue = hueDeg(sa, sb);
  chromas.sort((p, q) => p - q);
  const minChroma = Math.max(8, 0.3 * chromas[chromas.length >> 1]!);
  const isPaint = (i: number): boolean => {
    const a = lab[i * 3 + 1]!;
    const bb = lab[i * 3 + 2]!;
    return Math.hypot(a, bb) >= minChroma && hueDistance(hueDeg(a, bb), hue) < HUE_TOLERANCE;
  };

  // Breadth-first from the car, into paint-hued pixels of its lower half, a few steps deep.
  const out = new Uint8Array(mask);
  const top = Math.round(b.y + b.h * 0.45);
  const x0 = Math.max(0, b.x - 1);
  const x1 = Math.min(w - 1, b.x + b.w);
  const depth = Math.max(3, Math.round(b.h * 0.4));
  let frontier: number[] = [];
  for (let y = top; y < h; y++) for (let x = x0; x <= x1; x++) if (mask[y * w + x]) frontier.push(y * w + x);
  for (let step = 0; step < depth && frontier.length; step++) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % w;
      const y = (i - x) / w;
      for (const j of [x > x0 ? i - 1 : -1, x < x1 ? i + 1 : -1, y > top ? i - w : -1, y < h - 1 ? i + w : -1]) {
        if (j < 0 || out[j] || !isPaint(j)) continue;
        out[j] = 1;
        next.push(j);
      }
    }
    frontier = next;
  }
  return fillHoles(out, w, h);
}
