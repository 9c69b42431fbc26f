import type { PaintReference } from '../paintClusters';
import type { Scene } from '../scene';
import { lampPlaces, PLACE } from './lampPlaces';
import { edgeRegions, type Regions } from './regions';
import { keepEnclosed } from './enclosedRegions';
import type { Parts } from '../partsMask';
import { measureRegions, type RegionStats } from './regionStats';
import { IN_PLACE, lampVerdict, MAX_AREA, type LampVerdict } from './lampVerdict';
import { lensColour } from './lensColour';

/**
 * Lamps judged as whole edge-bounded regions. The pixel rules keep a lamp's dense core or its
 * unlike-the-paint pixels and paint the rest of its lens; a lens ends at a sharp bezel, so the
 * region it forms is kept whole when, in a lamp's place and of a lamp's size and shape, either
 * most of it is already off the paint, or it is dense detail behind a sharp border, or its
 * mean colour is a lens's (a red or amber lens on any paint but its own hue, on dark paint even
 * a dim one; a clear lens much lighter than a coloured or dark paint, behind a sharp border); near-solid detail behind a very
 * sharp border is kept whatever its shape, up to a grille's size; on a coloured car a lens greyed
 * against the paint (far less chroma, not much darker) is a lens too. Two region scales: a coarse one
 * keeps a textured lens in one piece, a finer one parts a small lamp from the bumper around it.
 * Each region is measured (regionStats.ts) and judged (lampVerdict.ts, its lens colours in
 * lensColour.ts) here.
 */

/** Region scales (Lab units, regions.ts): fine and coarse. */
const SCALES = [300, 600];
/**
 * A car smaller than this (pixels) is segmented again at the scales times its area over this:
 * at the fixed scales a small car's lamp merges with the bumper into a region past every size
 * limit. Those finer regions are judged by colour and by what is kept only: small regions of a
 * reflective paint have sharp, dense borders, and the detail rules took panels from them. On the
 * 41 annotated photos fixture lights 13 -> 15 of 18 (yellow-coupe-front34-parking 9% -> 1%,
 * red-sportscar-front34-gravel 7% -> 5%), nothing lost; 100 000 cost two fixtures their body goal
 * (white-coupe-front34-road-portrait 94% -> 79%), 30 000 changed nothing; with the detail rules on
 * the finer regions too, blue-coupe-front34-street's body fell to 73-82% at any border threshold.
 */
const SMALL_CAR_AREA = 50_000;

/** One region as judged, for a probe that asks (`onRegion`): the scale, its box-local pixels' id plane, measures and verdict. */
export interface RegionReport {
  scale: number;
  label: number;
  labels: Int32Array;
  stats: RegionStats;
  verdict: LampVerdict;
}

/**
 * Box-local 0/1 plane of the lamp regions. `offPaint` (box-local 0/1) is what the rules so far
 * keep off the paint; the glass band is left out of every region.
 */
export function lampRegions(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  scene: Scene,
  ref: PaintReference,
  offPaint: Uint8Array,
  parts: Parts,
  onRegion?: (report: RegionReport) => void,
): Float32Array {
  const { glass } = parts;
  const { box } = scene;
  const { w, h } = box;
  const out = new Float32Array(w * h);
  const place = lampPlaces(scene);
  if (!place) return out;
  const within = new Uint8Array(w * h);
  let carArea = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      if (alpha[(box.y + y) * width + box.x + x]! < 0.5) continue;
      carArea++;
      if (glass[j]! < 0.5) within[j] = 1;
    }
  }
  const lens = lensColour(ref);
  const judge = (scale: number, byDetail: boolean) => {
    const regions = edgeRegions(lab, width, box, within, scale);
    const stats = measureRegions(regions, { lab, width, box, place, offPaint, detail: parts.detail });
    const judging = { ref, carArea, byDetail, lens };
    const keep = new Uint8Array(regions.count);
    for (let l = 1; l < regions.count; l++) {
      const verdict = lampVerdict(stats[l]!, judging);
      if (verdict.keep) keep[l] = 1;
      onRegion?.({ scale, label: l, labels: regions.labels, stats: stats[l]!, verdict });
    }
    for (let j = 0; j < out.length; j++) if (keep[regions.labels[j]!]) out[j] = 1;
    return regions;
  };
  const regions: Regions[] = SCALES.map((scale) => judge(scale, true));
  const shrink = carArea / SMALL_CAR_AREA;
  if (shrink < 1) regions.push(...SCALES.map((scale) => judge(scale * shrink, false)));
  // What is left of a lamp between the regions kept goes with them.
  const rows = new Uint8Array(place.length);
  for (let j = 0; j < place.length; j++) rows[j] = place[j]! >= PLACE.rows ? 1 : 0;
  const enclosure = { lab, width, box, ref, offPaint, rows, maxArea: carArea * MAX_AREA, minInRows: IN_PLACE };
  for (const r of regions) keepEnclosed(r, out, enclosure);
  return out;
}
