import type { CarView, PixelBox } from '../../domain/paint/types';

/**
 * What the whole engine knows about the car's shape, read once per photo from the silhouette
 * and passed down to every rule: its box, its outline's top and bottom per column, how mirror-
 * symmetric it looks and about which axis, how it is seen (view), and its roof, height and belt
 * line. No rule reads these again from the alpha.
 */
export interface Scene {
  box: PixelBox;
  /** Per box column: first and last car row (image rows, alpha >= 0.5), NaN where the column has none. */
  top: Float32Array;
  bottom: Float32Array;
  /** The same with every gap taken from its nearest neighbour: defined at every column. */
  filledTop: Float32Array;
  filledBottom: Float32Array;
  /** 0..1 mirror symmetry of the car's lightness about `axis` (an image column). */
  symmetry: number;
  axis: number;
  view: CarView;
  /** Seen from straight in front or behind (view 'end'). */
  endView: boolean;
  /** In a three-quarter view, which end of the box is the nearer end (the face seen). */
  near: 'left' | 'right' | null;
  /** Bottom-height difference of the box's two ends, in box heights (0 = level). */
  endDrop: number;
  /** The cabin's lines, box-local rows; null when too little of the box has a top (a sliver). */
  cabin: Cabin | null;
}

/** The roof and the belt line (where the glass ends and the doors, bonnet or boot begin). */
export interface Cabin {
  /** Box row of the roof's top (2nd percentile of the column tops). */
  roof: number;
  /** Roof to the bottom of the car (90th percentile of the column bottoms), in rows. */
  height: number;
  /**
   * Box rows of the belt line at the box's left and right edges: the shoulders' height, read on
   * each half and joined straight (beltAt). Data, not a function: the analysis crosses threads.
   */
  beltLeft: number;
  beltRight: number;
  /** Box columns the line spans (the box's width). */
  span: number;
}

/** Box row of the belt line at a box column. */
export function beltAt(cabin: Cabin, x: number): number {
  return cabin.beltLeft + ((cabin.beltRight - cabin.beltLeft) * x) / Math.max(1, cabin.span - 1);
}

/** Mirror symmetry of the lightness above which a car level at both ends is seen end on: end views scored 0.72-0.75, side views at most 0.68. */
const END_SYMMETRY = 0.7;
/**
 * Mirror symmetry of the outline itself above which a level car is seen end on. Lightness
 * fails on a car lit from one side or mirroring a street; the outline does not: on the 41
 * annotated photos, 11 of 12 front and rear views scored 0.68-0.89, no other view above 0.65.
 */
const END_OUTLINE_SYMMETRY = 0.67;
/** The outline's mirror differences are measured in this share of the car's height. */
const OUTLINE_SLACK = 0.1;
/** Both ends' bottoms within this many box heights: level, as in an end or a side view. */
const LEVEL_END = 0.1;
const LEVEL_SIDE = 0.11;
/** A side view is long: at least this wide over tall. */
const SIDE_ASPECT = 1.8;
/** Shoulders (bonnet, boot, wings beside the cabin) are column tops between these shares of the car's height below the roof. */
const SHOULDERS = { from: 0.1, to: 0.55 } as const;
/** The belt line is kept within these shares of the car's height below the roof; this one when no shoulders show. */
const BELT = { min: 0.12, max: 0.45, unknown: 0.3 } as const;

export function readScene(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): Scene {
  const { top, bottom } = outline(alpha, width, box);
  const filledTop = fillGaps(top.slice());
  const filledBottom = fillGaps(bottom.slice());
  const sym = mirrorSymmetry(lab, alpha, width, box);
  const shape = outlineSymmetry(filledTop, filledBottom);
  const { view, endDrop } = classify(filledBottom, box, sym.score, shape.score);
  const near = view === 'three-quarter' ? (endDrop > 0 ? 'right' : 'left') : null;
  return {
    box,
    top,
    bottom,
    filledTop,
    filledBottom,
    symmetry: sym.score,
    axis: sym.axis,
    view,
    endView: view === 'end',
    near,
    endDrop,
    cabin: cabinLines(top, bottom, box),
  };
}

function outline(alpha: Float32Array, width: number, box: PixelBox): { top: Float32Array; bottom: Float32Array } {
  const top = new Float32Array(box.w).fill(NaN);
  const bottom = new Float32Array(box.w).fill(NaN);
  for (let x = 0; x < box.w; x++) {
    for (let y = box.y; y < box.y + box.h; y++) {
      if (alpha[y * width + box.x + x]! >= 0.5) {
        top[x] = y;
        break;
      }
    }
    for (let y = box.y + box.h - 1; y >= box.y; y--) {
      if (alpha[y * width + box.x + x]! >= 0.5) {
        bottom[x] = y;
        break;
      }
    }
  }
  return { top, bottom };
}

/** Mean of the finite values of v over the fraction range [from, to) of its length. */
export function meanOver(v: Float32Array, from: number, to: number): number {
  let s = 0;
  let n = 0;
  for (let i = Math.floor(v.length * from); i < Math.min(v.length, Math.ceil(v.length * to)); i++) {
    if (Number.isFinite(v[i]!)) {
      s += v[i]!;
      n++;
    }
  }
  return n ? s / n : NaN;
}

function fillGaps(v: Float32Array): Float32Array {
  let last = NaN;
  for (let i = 0; i < v.length; i++)
    if (Number.isFinite(v[i]!)) last = v[i]!;
    else v[i] = last;
  last = NaN;
  for (let i = v.length - 1; i >= 0; i--)
    if (Number.isFinite(v[i]!)) last = v[i]!;
    else v[i] = last;
  return v;
}

/**
 * Mirror symmetry of the car's lightness about the best vertical axis near the box centre:
 * 1 - mean |L(x) - L(mirror x)| / 25, over pixels that are car on both sides.
 */
function mirrorSymmetry(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): { score: number; axis: number } {
  const step = Math.max(1, Math.round(box.w / 90));
  let best = 0;
  let axis = box.x + box.w / 2;
  for (let k = -3; k <= 3; k++) {
    const cx = box.x + box.w / 2 + (k * box.w) / 60;
    let diff = 0;
    let n = 0;
    for (let y = box.y; y < box.y + box.h; y += step) {
      for (let x = Math.ceil(cx); x < box.x + box.w; x += step) {
        const m = Math.round(2 * cx - x);
        if (m < box.x) continue;
        const i = y * width + x;
        const j = y * width + m;
        if (alpha[i]! < 0.5 || alpha[j]! < 0.5) continue;
        diff += Math.abs(lab[i * 3]! - lab[j * 3]!);
        n++;
      }
    }
    const score = n > 20 ? 1 - diff / n / 25 : 0;
    if (score > best) {
      best = score;
      axis = cx;
    }
  }
  return { score: Math.max(0, best), axis };
}

/**
 * Mirror symmetry of the outline's top and bottom about the best axis near the box's middle:
 * 1 - their mean mirror difference over a tenth of the car's height (0 when worse).
 */
function outlineSymmetry(top: Float32Array, bottom: Float32Array): { score: number; axis: number } {
  const w = top.length;
  let lo = Infinity;
  let hi = -Infinity;
  for (let x = 0; x < w; x++) {
    if (top[x]! < lo) lo = top[x]!;
    if (bottom[x]! > hi) hi = bottom[x]!;
  }
  const slack = Math.max(1, (hi - lo) * OUTLINE_SLACK);
  let best = { score: 0, axis: w / 2 };
  for (let k = -8; k <= 8; k++) {
    const c = w / 2 + (k * w) / 80;
    let d = 0;
    let n = 0;
    for (let x = Math.ceil(c); x < w; x++) {
      const m = Math.round(2 * c - x);
      if (m < 0) continue;
      d += Math.abs(top[x]! - top[m]!) + Math.abs(bottom[x]! - bottom[m]!);
      n++;
    }
    const score = n ? 1 - d / n / 2 / slack : 0;
    if (score > best.score) best = { score, axis: c };
  }
  return best;
}

/**
 * A side view is long with both ends touching the ground at the same height; a front or rear
 * view is mirror-symmetric and level; in a three-quarter view the nearer end reaches lower.
 */
function classify(bottom: Float32Array, box: PixelBox, symmetry: number, outline: number): { view: CarView; endDrop: number } {
  const leftBottom = meanOver(bottom, 0, 0.15);
  const rightBottom = meanOver(bottom, 0.85, 1);
  const endDrop = (rightBottom - leftBottom) / Math.max(1, box.h);
  const aspect = box.w / Math.max(1, box.h);
  let view: CarView;
  if ((symmetry > END_SYMMETRY || outline >= END_OUTLINE_SYMMETRY) && Math.abs(endDrop) < LEVEL_END) view = 'end';
  else if (Math.abs(endDrop) < LEVEL_SIDE && aspect > SIDE_ASPECT) view = 'side';
  else view = 'three-quarter';
  return { view, endDrop };
}

/**
 * The roof, the car's height and the belt line, box-local. The belt line is the silhouette's
 * top where the cabin ends, i.e. the height of the bonnet, boot and shoulders next to it, read
 * separately on the box's left and right halves (it slopes in a three-quarter view). The roof is
 * read from `roofRows` (the glass band passes the top with narrow spikes removed).
 */
export function cabinLines(topRows: Float32Array, bottomRows: Float32Array, box: PixelBox, roofRows = topRows): Cabin | null {
  const w = box.w;
  const top = topRows.map((y) => y - box.y);
  const tops = Array.from(roofRows.map((y) => y - box.y))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (tops.length < w * 0.3) return null;
  const roof = tops[Math.floor(tops.length * 0.02)]!;
  const bottoms = Array.from(bottomRows.map((y) => y - box.y))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const height = Math.max(8, bottoms[Math.floor(bottoms.length * 0.9)]! - roof);
  const side = (from: number, to: number): number => {
    const shoulders: number[] = [];
    for (let x = from; x < to; x++) {
      const t = top[x]!;
      if (Number.isFinite(t) && t > roof + height * SHOULDERS.from && t < roof + height * SHOULDERS.to) shoulders.push(t);
    }
    if (shoulders.length < (to - from) * 0.05) return roof + height * BELT.unknown;
    shoulders.sort((a, b) => a - b);
    return Math.min(roof + height * BELT.max, Math.max(roof + height * BELT.min, shoulders[Math.floor(shoulders.length * 0.5)]!));
  };
  const left = side(0, Math.floor(w / 2));
  const right = side(Math.floor(w / 2), w);
  return { roof, height, beltLeft: left, beltRight: right, span: w };
}
