import type { Scene } from '../scene';

/** Rows under the outline's top (car heights) where the glass starts when no line says otherwise: the roof's edge and the seal. */
export const ROOF_MARGIN = 0.02;
/** Seen end on, how far under the outline's top (car heights) the line where the glass starts is looked for. */
const HEAD_REACH = 0.04;
/** Columns either side (box widths) whose lightness steps are summed with a column's, and over which the line is evened. */
const HEAD_HALF = 0.01;

/**
 * Per box column, the first box row of the glass under the roof. Seen from the side or at three
 * quarters the roof panel shows from above, and the glass starts a fixed margin under the outline's
 * top. Seen end on, the roof is edge-on: the windscreen (or rear window) starts right under it,
 * where the lightness steps from the roof's edge to the glass, so a fixed margin left the glass's
 * top rows painted in a strip. There the row of the strongest step within reach is taken, evened
 * with its neighbours' (one line across the window, never a skyline), when it lies above the margin
 * (below it, the step is a line on the glass: a brake lamp, a heater's wires). NaN where the column has no top.
 */
export function windowHead(lab: Float32Array, alpha: Float32Array, width: number, scene: Scene, H: number): Float32Array {
  const { box } = scene;
  const { w } = box;
  const head = new Float32Array(w);
  for (let x = 0; x < w; x++) head[x] = scene.top[x]! - box.y + H * ROOF_MARGIN;
  if (!scene.endView) return head;
  const reach = Math.max(2, Math.round(H * HEAD_REACH));
  const half = Math.max(1, Math.round(w * HEAD_HALF));
  const L = (x: number, y: number): number => {
    const i = (box.y + y) * width + box.x + x;
    return alpha[i]! >= 0.5 ? lab[i * 3]! : NaN;
  };
  const own = new Float32Array(w).fill(NaN);
  for (let x = 0; x < w; x++) {
    const t = scene.top[x]! - box.y;
    if (!Number.isFinite(t)) continue;
    let best = 0;
    let row = NaN;
    for (let y = Math.ceil(t) + 1; y <= t + reach && y + 1 < box.h; y++) {
      let step = 0;
      for (let k = Math.max(0, x - half); k <= Math.min(w - 1, x + half); k++) {
        const d = Math.abs(L(k, y + 1) - L(k, y - 1));
        if (Number.isFinite(d)) step += d;
      }
      if (step > best) {
        best = step;
        row = y;
      }
    }
    own[x] = row;
  }
  const near: number[] = [];
  for (let x = 0; x < w; x++) {
    if (!Number.isFinite(own[x]!)) continue;
    near.length = 0;
    for (let k = Math.max(0, x - half * 3); k <= Math.min(w - 1, x + half * 3); k++) if (Number.isFinite(own[k]!)) near.push(own[k]!);
    near.sort((a, b) => a - b);
    head[x] = Math.min(head[x]!, near[near.length >> 1]!);
  }
  return head;
}
