import { cabinLines, type Scene } from '../scene';

/**
 * Anything narrower than this share of the box's width that stands above the car's outline (a
 * parking sign or a roof aerial the silhouette took in) is not its roof. A roof spans at least a
 * third of the box in every view; the widest such intruder on the annotated photos, a sign over
 * a saloon's roof (black-saloon-rear-garage), spans a tenth.
 */
const NARROW = 0.15;

/**
 * The scene as the glass band reads it: the roof taken from the outline's top with narrow spikes
 * opened away. The scene's own roof is the outline's highest row, so a sign above the roof became
 * the roof, the real roof's columns counted as shoulders, and the belt line was read at the roof
 * itself, leaving the whole rear window below it, painted. Without a spike, a domed roof's crown
 * is at most trimmed to its level a fourteenth of the box either side.
 */
export function windowScene(scene: Scene): Scene {
  const { box } = scene;
  const opened = openedTop(scene.filledTop, Math.max(1, Math.round((box.w * NARROW) / 2)));
  for (let x = 0; x < opened.length; x++) if (!Number.isFinite(scene.top[x]!)) opened[x] = NaN;
  return { ...scene, cabin: cabinLines(scene.top, scene.bottom, box, opened) };
}

/** Morphological opening of a top profile (rows grow downwards): peaks narrower than 2r+1 columns are cut to their surroundings. */
function openedTop(top: Float32Array, r: number): Float32Array {
  const n = top.length;
  const lowered = new Float32Array(n);
  for (let x = 0; x < n; x++) {
    let m = -Infinity;
    for (let k = Math.max(0, x - r); k <= Math.min(n - 1, x + r); k++) m = Math.max(m, top[k]!);
    lowered[x] = m;
  }
  const out = new Float32Array(n);
  for (let x = 0; x < n; x++) {
    let m = Infinity;
    for (let k = Math.max(0, x - r); k <= Math.min(n - 1, x + r); k++) m = Math.min(m, lowered[k]!);
    out[x] = m;
  }
  return out;
}
