import type { PixelBox } from '../../../domain/paint/types';
import { hueDeg } from '../../../domain/paint/color';
import { hueDistance, type PaintReference } from '../paintClusters';
import { KEPT } from '../keptParts';
import type { LayerPlanes } from './layerPlanes';
import { radiusOf, rankedComponents } from '../../segmenter/morphology';
import { growFromPaint } from './growFromPaint';

/**
 * Only on paints this colourful does a seam of the old colour stand out against a wrap. At 20,
 * a blue or teal car's windows (the sky mirrored in them) went with the paint: on the 41
 * annotated photos, glass 0.3% -> 39% (black-saloon-rear-street), 1% -> 57%
 * (blue-suv-front-street-phone), 1% -> 59% (silver-hatchback-front34-seaside).
 */
const SEAM_PAINT_CHROMA = 30;
/** A seam pixel shows the paint's hue within this many degrees (30 moved only shares under 1%)... */
const SEAM_HUE = 20;
/** ...at this share of the paint's chroma where colour or an arch's lip kept it... */
const SEAM_SHARE = 0.5;
/**
 * ...at this share in a kept lamp, plate or grille. At 0.5 the pixels where a lens's edge blends
 * into the paint went too (yellow-coupe-front34-studio lights 4.9% -> 5.6%, its headlamp as drawn
 * reaches over them).
 */
const SEAM_DETAIL_SHARE = 0.7;
/**
 * ...and at this share in the glass band, through which it reaches as far as the colour goes: the
 * band takes a coupe's roof and rear quarter above the belt (yellow-coupe-front34-studio's), which
 * never keep the 0.8 of the chroma that tells them from a tinted window (sure paint's VIVID_SHARE)
 * in the light from above. Glass shares moved by at most 2.1 points (red-sportscar-front34-gravel
 * 1.3% -> 3.4%: the windscreen's frame, drawn as glass).
 */
const SEAM_GLASS_SHARE = 0.6;
/**
 * A kept part more than this share of which shows the paint's hue is a lens of that colour (a red
 * tail lamp on a red car, an amber one on orange), kept whole. Without this test:
 * red-sportscar-front34-gravel lights 4.2% -> 11.9%, orange-coupe-front34-street 4.4% -> 10.1%,
 * blue-coupe-front34-street 0.9% -> 10.8% (every share at 0.5). Judged on the part's core only (the rim that shows
 * the paint left out), the same three went over 5%: the drawn lamps include their bezels.
 */
const LENS_IN_HUE = 0.35;
/**
 * A pixel painted only in part (the outline's soft edge, a panel the colour weight doubted) is
 * painted whole when it shows the paint's hue at this share of its chroma: the rest of it was
 * the old colour showing through. Grown from the paint into the parts' edges at this share, 1-2
 * pixels (where a grille's black blends into the paint), it took the edges of lamps and plates
 * as drawn: yellow-coupe-front34-studio lights 4.9% -> 8.5-10.2%, yellow-coupe-front34-parking
 * plates 1.7% -> 9.0%, even when only pixels darker than the paint were taken.
 */
const PARTIAL_SHARE = 0.25;
/** How far from the painted body a seam reaches outside the glass band, as a share of the car box's longer side. */
const SEAM_REACH = 0.012;

/**
 * On a vivid paint, what the part rules left unpainted along the paint's edge (a lamp's, a
 * grille's or an intake's rim, a wheel arch's lip) but that plainly shows the paint's own colour
 * is paint: left, it is a line of the old colour round every part, the first thing a customer
 * sees on a lime or yellow car. Grown from the painted body through such pixels only: a few
 * pixels deep, except through the glass band. Returns how many pixels it painted.
 */
export function paintSeams(layer: LayerPlanes, ref: PaintReference): number {
  const { body, kept, lab, alpha, width, box } = layer;
  if (!ref.coloured || ref.chroma < SEAM_PAINT_CHROMA) return 0;
  const { w, h } = box;
  /** 1: a seam pixel; 2: one in the glass band, through which the seam reaches on. */
  const seam = new Uint8Array(w * h);
  const hued = new Uint8Array(w * h);
  const painted0 = new Int32Array(w * h);
  let seeds = 0;
  let painted = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (box.y + y) * width + box.x + x;
      const j = y * w + x;
      if (alpha[i]! <= 0 || (body[i]! < 0.5 && kept[i] === KEPT.wheel)) continue;
      const a = lab[i * 3 + 1]!;
      const b = lab[i * 3 + 2]!;
      const share = hueDistance(hueDeg(a, b), ref.hue) <= SEAM_HUE ? Math.hypot(a, b) / ref.chroma : 0;
      if (body[i]! >= 0.5) {
        painted0[seeds++] = j;
        if (body[i]! < 1 && share >= PARTIAL_SHARE) {
          body[i] = 1;
          painted++;
        }
        continue;
      }
      if (share >= SEAM_SHARE) hued[j] = 1;
      const need = kept[i] === KEPT.glass ? SEAM_GLASS_SHARE : kept[i] === KEPT.detail ? SEAM_DETAIL_SHARE : SEAM_SHARE;
      if (share >= need) seam[j] = kept[i] === KEPT.glass ? 2 : 1;
    }
  }
  dropLensesInHue(seam, hued, kept, width, box);
  const reach = radiusOf(SEAM_REACH, w, h);
  growFromPaint(painted0, seeds, w, h, (n, _from, step) => {
    if (!seam[n] || (step > reach && seam[n] !== 2)) return false;
    const i = (box.y + (n - (n % w)) / w) * width + box.x + (n % w);
    body[i] = 1;
    kept[i] = 0;
    painted++;
    return true;
  });
  return painted;
}

/** Clears `seam` over every kept part (lamp, plate, grille) that is mostly the paint's hue: a lens of that colour. */
function dropLensesInHue(seam: Uint8Array, hued: Uint8Array, kept: Uint8Array, width: number, box: PixelBox): void {
  const { w, h } = box;
  const parts = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (kept[(box.y + y) * width + box.x + x] === KEPT.detail) parts[y * w + x] = 1;
  const { labels, ranked } = rankedComponents(parts, w, h);
  const inHue = new Float64Array(ranked.length + 1);
  for (let j = 0; j < parts.length; j++) if (labels[j] && hued[j]) inHue[labels[j]!]!++;
  const lens = new Uint8Array(ranked.length + 1);
  for (const c of ranked) if (inHue[c.label]! > c.size * LENS_IN_HUE) lens[c.label] = 1;
  for (let j = 0; j < parts.length; j++) if (lens[labels[j]!]) seam[j] = 0;
}
