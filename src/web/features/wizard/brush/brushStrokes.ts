import { regionAt, toggleRegion, type PhotoRegions } from '../../../../domain/paint/regions';

/**
 * The touch-up brush's mask and its history, with no DOM: one byte a pixel at the paint layer's
 * size, 255 where the wrap goes and 0 where it does not (the server's paintMask contract).
 */

export const WRAPPED = 255;
export const NOT_WRAPPED = 0;

export type BrushMode = 'paint' | 'erase';

export interface Point {
  x: number;
  y: number;
}

/** Pixels a stroke touched, inclusive of x0/y0, exclusive of x1/y1; empty when x1 <= x0. */
export interface DirtyRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The engine's 0..255 paint layer as a binary mask: wrapped from 128 up. `stride` is bytes a pixel (4 for RGBA). */
export function thresholdMask(grey: ArrayLike<number>, pixels: number, stride = 1): Uint8Array {
  const mask = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) mask[i] = grey[i * stride]! >= 128 ? WRAPPED : NOT_WRAPPED;
  return mask;
}

/**
 * Paints a round brush of `radius` swept from `a` to `b` (a capsule: every pixel whose centre is
 * within the radius of the segment) onto `mask`. Returns the rectangle it may have changed.
 */
export function paintSegment(
  mask: Uint8Array,
  width: number,
  height: number,
  a: Point,
  b: Point,
  radius: number,
  mode: BrushMode,
): DirtyRect {
  const value = mode === 'paint' ? WRAPPED : NOT_WRAPPED;
  const r = Math.max(0.5, radius);
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r));
  const x1 = Math.min(width, Math.ceil(Math.max(a.x, b.x) + r) + 1);
  const y1 = Math.min(height, Math.ceil(Math.max(a.y, b.y) + r) + 1);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const r2 = r * r;
  for (let y = y0; y < y1; y++) {
    const py = y + 0.5;
    for (let x = x0; x < x1; x++) {
      const px = x + 0.5;
      // The nearest point of the segment to the pixel's centre.
      const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / length2));
      const ex = px - (a.x + t * dx);
      const ey = py - (a.y + t * dy);
      if (ex * ex + ey * ey <= r2) mask[y * width + x] = value;
    }
  }
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}

const WHOLE = (width: number, height: number): DirtyRect => ({ x0: 0, y0: 0, x1: width, y1: height });

/**
 * The mask being touched up: taps on whole regions, strokes of a round brush in two modes, undo
 * per tap or stroke (a few levels; Reset is one of them) and Reset back to the engine's area.
 */
export class BrushStrokes {
  readonly mask: Uint8Array;
  private readonly undoStack: Uint8Array[] = [];
  private last: Point | null = null;
  private stroke: { radius: number; mode: BrushMode } | null = null;

  constructor(
    private readonly engine: Uint8Array,
    readonly width: number,
    readonly height: number,
    /** Where the visitor starts: a touch-up kept earlier, else the engine's area. */
    start: Uint8Array = engine,
    private readonly maxUndo = 12,
  ) {
    if (engine.length !== width * height || start.length !== width * height) throw new Error('mask size does not match');
    this.mask = start.slice();
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  /** True when the mask differs from the engine's area. */
  get edited(): boolean {
    const { mask, engine } = this;
    for (let i = 0; i < mask.length; i++) if (mask[i] !== engine[i]) return true;
    return false;
  }

  /** A stroke begins: the mask as it was is kept for Undo, and a dab is painted at `point`. */
  begin(point: Point, radius: number, mode: BrushMode): DirtyRect {
    this.remember();
    this.stroke = { radius, mode };
    this.last = point;
    return paintSegment(this.mask, this.width, this.height, point, point, radius, mode);
  }

  /** A tap on the region under `point`: taken out when mostly wrapped, else added; undone as a stroke is. */
  tap(regions: PhotoRegions, point: Point): { dirty: DirtyRect; added: boolean } {
    if (regions.width !== this.width || regions.height !== this.height) throw new Error('regions size does not match');
    this.end();
    this.remember();
    const { added, box } = toggleRegion(this.mask, regions, regionAt(regions, point.x, point.y));
    return { dirty: box, added };
  }

  /** The pointer moved while pressed: the brush sweeps from where it was. */
  extend(point: Point): DirtyRect {
    if (!this.stroke || !this.last) return { x0: 0, y0: 0, x1: 0, y1: 0 };
    const dirty = paintSegment(this.mask, this.width, this.height, this.last, point, this.stroke.radius, this.stroke.mode);
    this.last = point;
    return dirty;
  }

  end(): void {
    this.stroke = null;
    this.last = null;
  }

  /** Back to before the last stroke (or Reset); false when there is nothing to undo. */
  undo(): DirtyRect | null {
    const previous = this.undoStack.pop();
    if (!previous) return null;
    this.end();
    this.mask.set(previous);
    return WHOLE(this.width, this.height);
  }

  /** Back to the engine's area; can itself be undone. */
  reset(): DirtyRect {
    this.end();
    this.remember();
    this.mask.set(this.engine);
    return WHOLE(this.width, this.height);
  }

  private remember(): void {
    this.undoStack.push(this.mask.slice());
    if (this.undoStack.length > this.maxUndo) this.undoStack.shift();
  }
}
