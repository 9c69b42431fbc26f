import type { CarLayout, CarView, PixelBox } from '../../domain/paint/types';
import { meanOver, type Scene } from './scene';

/**
 * Where stripes and designs run on the car (its layout), from the scene: up the middle of an
 * end view, along the flank of a side view, and over the nearer face, bonnet and roof of a
 * three-quarter view.
 */
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

/** The scene's outline as the layout reads it: every column defined. */
interface Silhouette {
  top: Float32Array;
  bottom: Float32Array;
}

/** Entry point: the car's layout for the styles, from the scene read once per photo. */
export function carGeometry(lab: Float32Array, alpha: Float32Array, width: number, scene: Scene): CarGeometry {
  const { box, view, near, endDrop } = scene;
  const sil: Silhouette = { top: scene.filledTop, bottom: scene.filledBottom };
  const layout =
    view === 'end'
      ? endLayout(sil, box, scene.axis)
      : view === 'side'
        ? sideLayout(sil, box)
        : threeQuarterLayout(lab, alpha, width, sil, box, near!);
  return { view, near, endDrop, symmetry: scene.symmetry, layout: { ...layout, view, ...bands(sil) } };
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
