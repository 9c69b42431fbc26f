import { boxInit, grabCut, GC_BGD, GC_FGD, GC_PR_BGD, GC_PR_FGD, hasBothLabels, type SmallBox } from './grabcut';
import { mainComponentFilled } from '../../engine/maskOps';
import type { Cv } from './opencv';
import { mbdSaliency, salientRegion } from './saliency';
import { scoreMask, type ScoreCues } from './score';

/** A hint in the small image's pixels. */
export interface SmallHint {
  point?: { x: number; y: number };
  box?: SmallBox;
}

export interface Segmentation {
  /** 0/1 car plane at the small size. */
  mask: Uint8Array;
  cues: ScoreCues;
  /** Which init won, for logs and benchmarks. */
  init: string;
}

interface Candidate {
  name: string;
  init: Uint8Array;
  /** A pixel index that must belong to the car (hint point), if any. */
  seed?: number;
  /** Only tried when the candidates before it scored below FALLBACK_UNLESS. */
  fallback?: boolean;
}

const FALLBACK_UNLESS = 0.45;

/**
 * Finds the car in a small RGB image: several GrabCut inits (saliency, boxes, the hint), each
 * cleaned to one filled component and scored; the best-scoring one wins.
 */
/** `debug` prints each init's score cues (ENGINE_DEBUG). */
export function segmentCar(cv: Cv, rgb: Uint8Array, w: number, h: number, hint?: SmallHint, debug = false): Segmentation {
  const sal = mbdSaliency(rgb, w, h);
  const candidates = buildCandidates(sal, w, h, hint);
  let best: Segmentation | null = null;
  for (const c of candidates) {
    // The whole-frame box is a fallback for photos where saliency found nothing convincing;
    // it has never beaten a salient result that already scored well, and costs a GrabCut.
    if (c.fallback && best && best.cues.score >= FALLBACK_UNLESS) continue;
    if (!hasBothLabels(c.init)) continue;
    const raw = grabCut(cv, rgb, w, h, c.init);
    const mask = mainComponentFilled(raw, w, h, c.seed);
    const cues = scoreMask(mask, rgb, sal, w, h);
    if (debug) console.log(c.name, JSON.stringify(cues));
    if (!best || cues.score > best.cues.score) best = { mask, cues, init: c.name };
  }
  return best ?? { mask: new Uint8Array(w * h), cues: scoreMask(new Uint8Array(w * h), rgb, sal, w, h), init: 'none' };
}

function buildCandidates(sal: Float32Array, w: number, h: number, hint?: SmallHint): Candidate[] {
  const pointSeed = hint?.point ? Math.round(clamp(hint.point.y, 0, h - 1)) * w + Math.round(clamp(hint.point.x, 0, w - 1)) : undefined;
  if (hint?.box) {
    // A visitor's box is trusted: nothing outside it can be car.
    const box = hint.box;
    const region = salientRegion(sal, w, h, { x: box.x + box.w / 2, y: box.y + box.h / 2 });
    return [
      { name: 'hint-box', init: boxInit(w, h, box) },
      { name: 'hint-box-salient', init: boxInit(w, h, box, (i) => (region.mask[i] ? GC_PR_FGD : GC_PR_BGD)) },
    ];
  }
  const region = salientRegion(sal, w, h, hint?.point);
  const candidates: Candidate[] = [
    { name: 'salient', init: boxInit(w, h, region.box, (i) => (region.mask[i] ? GC_PR_FGD : GC_PR_BGD)), seed: pointSeed },
    { name: 'salient-box', init: boxInit(w, h, region.box), seed: pointSeed },
  ];
  if (!hint?.point) {
    const centre = { x: Math.round(w * 0.06), y: Math.round(h * 0.1), w: Math.round(w * 0.88), h: Math.round(h * 0.82) };
    candidates.push({ name: 'centre', init: boxInit(w, h, centre), fallback: true });
  } else if (pointSeed !== undefined) {
    // The tapped point is surely car: seed a small disc there as definite foreground.
    for (const c of candidates) markDisc(c.init, w, h, hint.point, Math.max(2, Math.min(w, h) * 0.03));
  }
  return candidates;
}

function markDisc(init: Uint8Array, w: number, h: number, p: { x: number; y: number }, r: number): void {
  for (let y = Math.max(0, Math.floor(p.y - r)); y <= Math.min(h - 1, Math.ceil(p.y + r)); y++) {
    for (let x = Math.max(0, Math.floor(p.x - r)); x <= Math.min(w - 1, Math.ceil(p.x + r)); x++) {
      if ((x - p.x) ** 2 + (y - p.y) ** 2 <= r * r && init[y * w + x] !== GC_BGD) init[y * w + x] = GC_FGD;
    }
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
