import type { CarView } from '../../../domain/paint/types';
import { cabinLines, type Cabin, type Scene } from '../scene';

/**
 * The scene of a drawn car filling its frame (box at the origin, `top.length` wide, `height` tall,
 * resting on the frame's bottom row), seen as `view`; its cabin read from the outline unless given.
 */
export function frameScene(top: Float32Array, height: number, view: CarView, cabin?: Cabin): Scene {
  const w = top.length;
  const box = { x: 0, y: 0, w, h: height };
  const bottom = new Float32Array(w).fill(height - 1);
  return {
    box,
    top,
    bottom,
    filledTop: top,
    filledBottom: bottom,
    symmetry: 0.8,
    axis: w / 2,
    view,
    endView: view === 'end',
    near: null,
    endDrop: 0,
    cabin: cabin ?? cabinLines(top, bottom, box),
  };
}
