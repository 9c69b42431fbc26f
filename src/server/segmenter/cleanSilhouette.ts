import { bounds, fillHoles } from '../engine/maskOps';
import { dilate, erode, only, rankedComponents } from './morphology';
import type { PixelHint, SilhouetteCues } from './types';

/** A salient-object model's probability map is a clean two-level picture: 0.5 splits it. */
const THRESHOLD = 0.5;
/**
 * Opening radius as a share of the car's longer side. Wall lettering joined to a roof and road
 * lines under a car seen from behind are thinner than this; mirrors, tyres and spoilers are not.
 */
const OPENING = 0.035;
export interface CleanSilhouette {
  /** 0/1 whole car: one component, thin tails cut, holes filled, specks dropped. */
  mask: Uint8Array;
  cues: SilhouetteCues;
}

/**
 * Turns a salient-object probability map into the car's silhouette. The model finds "the main
 * foreground object", not cars as such, so what it gets wrong here is cleaned away: the main
 * (or tapped) component is kept, thin tails joined to it are cut by an opening, holes are
 * filled and specks dropped. The cues say whether what is left looks like one car.
 */
export function cleanSilhouette(prob: Float32Array, w: number, h: number, hint?: PixelHint): CleanSilhouette {
  const bin = new Uint8Array(w * h);
  for (let i = 0; i < bin.length; i++) bin[i] = prob[i]! >= THRESHOLD ? 1 : 0;
  // A box the visitor drew is trusted: nothing outside it is car.
  if (hint?.box) clearOutside(bin, w, h, hint.box);
  const { labels, ranked } = rankedComponents(bin, w, h);
  const main = pickMain(labels, ranked, w, hint);
  if (!main) return { mask: bin.fill(0), cues: { found: 0, noCar: true, doubts: ['nothing found'] } };
  const raw = only(labels, main.label);

  const box = boxOf(raw, w, h);
  const r = Math.max(1, Math.round(Math.max(box.w, box.h) * OPENING));
  const opened = dilate(erode(raw, w, h, r), w, h, r);
  // The opening's largest piece is the car; tails it cut loose go, and the car's own edge
  // (which an opening rounds off) comes back from the raw mask within r of the kept piece.
  const openedRanked = rankedComponents(opened, w, h);
  const core = openedRanked.ranked[0] ? only(openedRanked.labels, openedRanked.ranked[0].label) : raw;
  const near = dilate(core, w, h, r + 1);
  const kept = new Uint8Array(w * h);
  for (let i = 0; i < kept.length; i++) kept[i] = raw[i]! & near[i]!;
  const mask = fillHoles(mainOnly(kept, w, h), w, h);

  const second = ranked.find((c) => c.label !== main.label)?.size ?? 0;
  return { mask, cues: silhouetteCues(mask, w, h, second / main.size, 1 - count(kept) / main.size) };
}

function pickMain(
  labels: Int32Array,
  ranked: Array<{ label: number; size: number }>,
  w: number,
  hint?: PixelHint,
): { label: number; size: number } | undefined {
  if (hint?.point) {
    const at = labels[Math.round(hint.point.y) * w + Math.round(hint.point.x)];
    const tapped = ranked.find((c) => c.label === at);
    if (tapped) return tapped;
  }
  return ranked[0];
}

function clearOutside(bin: Uint8Array, w: number, h: number, box: { x: number; y: number; w: number; h: number }): void {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) if (x < box.x || x >= box.x + box.w || y < box.y || y >= box.y + box.h) bin[y * w + x] = 0;
  }
}

function mainOnly(bin: Uint8Array, w: number, h: number): Uint8Array {
  const { labels, ranked } = rankedComponents(bin, w, h);
  return ranked[0] ? only(labels, ranked[0].label) : bin;
}

function count(bin: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bin.length; i++) n += bin[i]!;
  return n;
}

const EMPTY_BOX = { x: 0, y: 0, w: 0, h: 0 };

function boxOf(bin: Uint8Array, w: number, h: number): { x: number; y: number; w: number; h: number } {
  return bounds(bin, w, h) ?? EMPTY_BOX;
}

/**
 * Doubts from the shape alone. Measured on the fixtures: a whole car covers 4-75% of the frame,
 * fills 55-90% of its box, is 0.7-4 times as wide as tall, and touches at most two frame edges.
 */
export function silhouetteCues(mask: Uint8Array, w: number, h: number, secondShare: number, tailShare: number): SilhouetteCues {
  const area = count(mask);
  const share = area / (w * h);
  const box = boxOf(mask, w, h);
  const fill = area / Math.max(1, box.w * box.h);
  const aspect = box.w / Math.max(1, box.h);
  const edges = touchedEdges(mask, w, h);
  const doubts: string[] = [];
  let found = 1;
  const doubt = (why: string, factor: number) => {
    doubts.push(why);
    found *= factor;
  };
  if (share < 0.01) doubt('tiny', 0);
  else if (share < 0.03) doubt('small', 0.6);
  if (share > 0.92) doubt('fills the frame', 0.2);
  else if (share > 0.8) doubt('huge', 0.6);
  if (edges >= 4) doubt('touches 4 edges', 0.2);
  else if (edges === 3) doubt('touches 3 edges', 0.4);
  if (secondShare > 0.35) doubt('second large object', 0.4);
  if (fill < 0.35) doubt('not car-shaped: sparse', 0.1);
  else if (fill < 0.5) doubt('not car-shaped: ragged', 0.6);
  if (aspect < 0.45 || aspect > 5.5) doubt('not car-shaped: proportions', 0.2);
  if (tailShare > 0.2) doubt('large parts cut off', 0.6);
  const noCar = found < 0.05 || share < 0.01;
  return { found: Math.round(found * 100) / 100, noCar, doubts };
}

/** How many of the frame's four edges the mask runs along for more than 5% of the edge. */
function touchedEdges(mask: Uint8Array, w: number, h: number): number {
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < w; x++) {
    top += mask[x]!;
    bottom += mask[(h - 1) * w + x]!;
  }
  for (let y = 0; y < h; y++) {
    left += mask[y * w]!;
    right += mask[y * w + w - 1]!;
  }
  return [top / w, bottom / w, left / h, right / h].filter((v) => v > 0.05).length;
}
