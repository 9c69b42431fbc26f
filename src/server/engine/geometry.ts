import type { CarLayout, CarView, PixelBox } from '../../domain/paint/types';

/**
 * How the car is seen, read from its silhouette: the lowest and highest car pixel of every
 * column, and how mirror-symmetric the car looks. No learning: a side view is long with both
 * ends touching the ground at the same height; a front or rear view is mirror-symmetric; in a
 * three-quarter view the nearer end (nose or tail) reaches lower in the picture.
 */
export interface Silhouette {
  /** Per column of the box: first and last car row (NaN where the column has no car). */
  top: Float32Array;
  bottom: Float32Array;
}

export interface CarGeometry {
  view: CarView;
  /** Which end of the box is the nearer end (the face seen in a three-quarter view). */
  near: 'left' | 'right' | null;
  /** Bottom-height difference of the two ends, in box heights (0 = level). */
  endDrop: number;
  /** 0..1 mirror symmetry of the car's lightness. */
  symmetry: number;
  layout: CarLayout;
}

export function silhouette(alpha: Float32Array, width: number, box: PixelBox): Silhouette {
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
  return { top: fillGaps(top), bottom: fillGaps(bottom) };
}

/** Mean of the finite values of v over the fraction range [from, to) of its length. */
function meanOver(v: Float32Array, from: number, to: number): number {
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
export function mirrorSymmetry(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): { score: number; axis: number } {
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

// Thresholds read off the fixtures: end views score 0.72-0.75, side views at most 0.68.
const END_SYMMETRY = 0.7;

/** Whether the car is seen from straight in front or behind: mirror-symmetric, both ends level. */
export function isEndView(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): boolean {
  const sil = silhouette(alpha, width, box);
  return classify(sil, box, mirrorSymmetry(lab, alpha, width, box).score).view === 'end';
}

function classify(sil: Silhouette, box: PixelBox, symmetry: number): { view: CarView; endDrop: number } {
  const leftBottom = meanOver(sil.bottom, 0, 0.15);
  const rightBottom = meanOver(sil.bottom, 0.85, 1);
  const endDrop = (rightBottom - leftBottom) / Math.max(1, box.h);
  const aspect = box.w / Math.max(1, box.h);
  let view: CarView;
  if (symmetry > END_SYMMETRY && Math.abs(endDrop) < 0.1) view = 'end';
  else if (Math.abs(endDrop) < 0.11 && aspect > 1.8) view = 'side';
  else view = 'three-quarter';
  return { view, endDrop };
}

export function carGeometry(lab: Float32Array, alpha: Float32Array, width: number, box: PixelBox): CarGeometry {
  const sil = silhouette(alpha, width, box);
  const sym = mirrorSymmetry(lab, alpha, width, box);
  const { view, endDrop } = classify(sil, box, sym.score);
  const near = view === 'three-quarter' ? (endDrop > 0 ? 'right' : 'left') : null;
  const layout =
    view === 'end'
      ? endLayout(sil, box, sym.axis)
      : view === 'side'
        ? sideLayout(sil, box)
        : threeQuarterLayout(lab, alpha, width, sil, box, near!);
  return { view, near, endDrop, symmetry: sym.score, layout: { ...layout, view, ...bands(sil) } };
}

/** Top of the car's silhouette at an image column, clamped into the box. */
function topAt(sil: Silhouette, box: PixelBox, x: number): number {
  return sil.top[Math.min(box.w - 1, Math.max(0, Math.round(x - box.x)))]!;
}

function bottomAt(sil: Silhouette, box: PixelBox, x: number): number {
  return sil.bottom[Math.min(box.w - 1, Math.max(0, Math.round(x - box.x)))]!;
}

/** Seen from the front or rear, the stripes run straight up the middle: bumper, bonnet, roof. */
function endLayout(sil: Silhouette, box: PixelBox, axis: number): Pick<CarLayout, 'centreline'> {
  const w = box.w * 0.8;
  return {
    centreline: [
      { x: axis, y: bottomAt(sil, box, axis), width: w },
      { x: axis, y: topAt(sil, box, axis), width: w },
    ],
  };
}

/** Seen from the side, the stripes run nose to tail along the flank, just under the belt line. */
function sideLayout(sil: Silhouette, box: PixelBox): Pick<CarLayout, 'centreline'> {
  const roof = Math.min(...sil.top);
  const left = meanOver(sil.bottom, 0, 0.2);
  const right = meanOver(sil.bottom, 0.8, 1);
  const w = box.h * 0.45;
  const at = (bottom: number) => roof + 0.52 * (bottom - roof);
  return {
    centreline: [
      { x: box.x, y: at(left), width: w },
      { x: box.x + box.w, y: at(right), width: w },
    ],
  };
}

/**
 * Three-quarter view: up the middle of the nearer end's face, over the bonnet (or boot lid) to
 * the middle of the roof, then along the roof and down the far end, following the silhouette.
 */
function threeQuarterLayout(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  sil: Silhouette,
  box: PixelBox,
  near: 'left' | 'right',
): Pick<CarLayout, 'centreline'> {
  const aspect = box.w / Math.max(1, box.h);
  // The nearer end's face takes more of the box the more head-on the view is.
  const faceFrac = Math.min(0.5, Math.max(0.28, 0.62 - 0.12 * aspect));
  const dir = near === 'right' ? -1 : 1;
  const edge = near === 'right' ? box.x + box.w : box.x;
  const guess = edge + dir * faceFrac * box.w * 0.5;
  // The face (grille and lamps, or tail lamps and plate) is mirror-symmetric about its middle.
  const half = faceFrac * box.w * 0.4;
  const fx = faceAxis(lab, alpha, width, box, guess - half * 0.6, guess + half * 0.6, half) ?? guess;
  const faceW = faceFrac * box.w * 0.9;
  const fTop = topAt(sil, box, fx);
  const fBottom = bottomAt(sil, box, fx);
  const noseTop = fTop + 0.12 * (fBottom - fTop);
  const roofTop = Math.min(...sil.top);
  let sx = 0;
  let n = 0;
  for (let i = 0; i < box.w; i++) {
    if (sil.top[i]! <= roofTop + box.h * 0.05) {
      sx += i;
      n++;
    }
  }
  const roofX = box.x + (n ? sx / n : box.w / 2);
  const roofW = box.h * 0.35;
  const line: CarLayout['centreline'] = [
    { x: fx, y: fBottom - 0.02 * box.h, width: faceW },
    { x: fx, y: noseTop, width: faceW * 0.85 },
  ];
  // From the roof's middle to the far end, a little under the silhouette's top.
  const farEdge = near === 'right' ? box.x + box.w * 0.04 : box.x + box.w * 0.96;
  const steps = 6;
  for (let k = 0; k <= steps; k++) {
    const x = roofX + ((farEdge - roofX) * k) / steps;
    line.push({ x, y: topAt(sil, box, x) + box.h * 0.05, width: roofW * (1 - 0.3 * (k / steps)) });
  }
  return { centreline: line };
}

/**
 * The column in [from, to] about which the lower two thirds of the car are most mirror-
 * symmetric within `half` pixels, or null when nothing is clearly symmetric.
 */
function faceAxis(
  lab: Float32Array,
  alpha: Float32Array,
  width: number,
  box: PixelBox,
  from: number,
  to: number,
  half: number,
): number | null {
  const y0 = Math.round(box.y + box.h * 0.3);
  const y1 = Math.round(box.y + box.h * 0.9);
  const ystep = Math.max(1, Math.round((y1 - y0) / 40));
  const dstep = Math.max(1, Math.round(half / 20));
  const xstep = Math.max(1, Math.round((to - from) / 24));
  let best: number | null = null;
  let bestScore = Infinity;
  for (let cx = Math.round(from); cx <= to; cx += xstep) {
    let diff = 0;
    let n = 0;
    for (let y = y0; y < y1; y += ystep) {
      for (let d = dstep; d <= half; d += dstep) {
        const l = cx - d;
        const r = cx + d;
        if (l < box.x || r >= box.x + box.w) continue;
        const i = y * width + l;
        const j = y * width + r;
        if (alpha[i]! < 0.5 || alpha[j]! < 0.5) continue;
        diff += Math.abs(lab[i * 3]! - lab[j * 3]!);
        n++;
      }
    }
    if (n < 40) continue;
    const score = diff / n;
    if (score < bestScore) {
      bestScore = score;
      best = cx;
    }
  }
  return best;
}

/** Belt line (about 45% down the flank) and sill line (the lowest fifth: sills, lower bumper), at both box edges. */
function bands(sil: Silhouette): Pick<CarLayout, 'belt' | 'sill'> {
  const roof = Math.min(...sil.top);
  const left = meanOver(sil.bottom, 0, 0.2);
  const right = meanOver(sil.bottom, 0.8, 1);
  return {
    belt: { left: roof + 0.45 * (left - roof), right: roof + 0.45 * (right - roof) },
    sill: { left: roof + 0.8 * (left - roof), right: roof + 0.8 * (right - roof) },
  };
}
