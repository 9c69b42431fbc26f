import { describe, expect, it } from 'vitest';
import { BrushStrokes, NOT_WRAPPED, paintSegment, thresholdMask, WRAPPED } from './brushStrokes';

const W = 20;
const H = 10;
const count = (mask: Uint8Array) => mask.reduce((n, v) => n + (v === WRAPPED ? 1 : 0), 0);
const at = (mask: Uint8Array, x: number, y: number) => mask[y * W + x];

describe('thresholdMask', () => {
  it('wraps from 128 up, reading one channel of RGBA', () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 255, 127, 127, 127, 255, 128, 128, 128, 255, 255, 255, 255, 255]);
    expect(Array.from(thresholdMask(rgba, 4, 4))).toEqual([NOT_WRAPPED, NOT_WRAPPED, WRAPPED, WRAPPED]);
    expect(Array.from(thresholdMask([10, 200], 2))).toEqual([NOT_WRAPPED, WRAPPED]);
  });
});

describe('paintSegment', () => {
  it('paints a round dab: only pixels within the radius of the point', () => {
    const mask = new Uint8Array(W * H);
    const dirty = paintSegment(mask, W, H, { x: 10, y: 5 }, { x: 10, y: 5 }, 2, 'paint');
    expect(at(mask, 9, 4)).toBe(WRAPPED);
    expect(at(mask, 11, 5)).toBe(WRAPPED);
    expect(at(mask, 12, 5)).toBe(NOT_WRAPPED);
    // The corners of the square around the dab stay out: it is round.
    expect(at(mask, 8, 3)).toBe(NOT_WRAPPED);
    expect(count(mask)).toBe(12);
    expect(dirty.x0).toBeLessThanOrEqual(8);
    expect(dirty.x1).toBeGreaterThanOrEqual(12);
  });

  it('sweeps between two points without gaps and clips at the edges', () => {
    const mask = new Uint8Array(W * H);
    const dirty = paintSegment(mask, W, H, { x: -5, y: 5 }, { x: 30, y: 5 }, 1, 'paint');
    for (let x = 0; x < W; x++) {
      expect(at(mask, x, 4)).toBe(WRAPPED);
      expect(at(mask, x, 5)).toBe(WRAPPED);
      expect(at(mask, x, 2)).toBe(NOT_WRAPPED);
    }
    expect(dirty).toEqual({ x0: 0, y0: 4, x1: W, y1: 7 });
  });

  it('erases to 0', () => {
    const mask = new Uint8Array(W * H).fill(WRAPPED);
    paintSegment(mask, W, H, { x: 0, y: 0 }, { x: W, y: H }, 1.5, 'erase');
    expect(at(mask, 5, 2)).toBe(NOT_WRAPPED);
    expect(at(mask, 19, 0)).toBe(WRAPPED);
    expect(at(mask, 0, 9)).toBe(WRAPPED);
  });
});

describe('BrushStrokes', () => {
  const engine = () => {
    const mask = new Uint8Array(W * H);
    mask.fill(WRAPPED, 0, W * 5); // the top half is the car
    return mask;
  };

  it('starts from the engine area, paints and erases strokes, and knows when it is edited', () => {
    const strokes = new BrushStrokes(engine(), W, H);
    expect(strokes.edited).toBe(false);
    expect(strokes.canUndo).toBe(false);
    strokes.begin({ x: 2, y: 8 }, 1, 'paint');
    strokes.extend({ x: 8, y: 8 });
    strokes.end();
    expect(at(strokes.mask, 5, 7)).toBe(WRAPPED);
    strokes.begin({ x: 15, y: 2 }, 1.5, 'erase');
    strokes.end();
    expect(at(strokes.mask, 15, 2)).toBe(NOT_WRAPPED);
    expect(strokes.edited).toBe(true);
    // Moving without a stroke paints nothing.
    strokes.extend({ x: 0, y: 9 });
    expect(at(strokes.mask, 0, 9)).toBe(NOT_WRAPPED);
  });

  it('undoes stroke by stroke, resets to the engine area, and undoes the reset', () => {
    const strokes = new BrushStrokes(engine(), W, H);
    strokes.begin({ x: 2, y: 8 }, 1, 'paint');
    strokes.extend({ x: 8, y: 8 });
    strokes.end();
    const afterFirst = strokes.mask.slice();
    strokes.begin({ x: 10, y: 2 }, 2, 'erase');
    strokes.extend({ x: 18, y: 2 });
    strokes.end();
    strokes.reset();
    expect(strokes.edited).toBe(false);
    expect(strokes.undo()).not.toBeNull(); // the reset
    expect(at(strokes.mask, 12, 2)).toBe(NOT_WRAPPED);
    strokes.undo(); // the erase stroke
    expect(Array.from(strokes.mask)).toEqual(Array.from(afterFirst));
    strokes.undo(); // the paint stroke
    expect(Array.from(strokes.mask)).toEqual(Array.from(engine()));
    expect(strokes.canUndo).toBe(false);
    expect(strokes.undo()).toBeNull();
  });

  it('keeps a limited number of undo levels', () => {
    const strokes = new BrushStrokes(engine(), W, H, undefined, 3);
    for (let x = 0; x < 5; x++) {
      strokes.begin({ x: x * 4, y: 8 }, 1, 'paint');
      strokes.end();
    }
    let undone = 0;
    while (strokes.undo()) undone++;
    expect(undone).toBe(3);
    expect(strokes.edited).toBe(true);
  });

  it('starts from an earlier touch-up while Reset still goes to the engine area', () => {
    const earlier = new Uint8Array(W * H).fill(WRAPPED);
    const strokes = new BrushStrokes(engine(), W, H, earlier);
    expect(strokes.edited).toBe(true);
    strokes.reset();
    expect(Array.from(strokes.mask)).toEqual(Array.from(engine()));
    expect(() => new BrushStrokes(engine(), W + 1, H)).toThrow();
  });
});

describe('BrushStrokes taps on regions', () => {
  // Two regions: the left quarter and the rest, as findRegions would hand them over.
  const labels = Int32Array.from({ length: W * H }, (_, i) => (i % W < 5 ? 0 : 1));
  const regions = { width: W, height: H, labels, count: 2, boxes: Int32Array.from([0, 0, 5, H, 5, 0, W, H]) };

  it('takes a wrapped region out whole, puts it back with a second tap, and undoes a tap like a stroke', () => {
    const engine = new Uint8Array(W * H).fill(WRAPPED);
    const strokes = new BrushStrokes(engine, W, H);
    const out = strokes.tap(regions, { x: 2.5, y: 4 });
    expect(out).toEqual({ added: false, dirty: { x0: 0, y0: 0, x1: 5, y1: H } });
    expect(count(strokes.mask)).toBe(W * H - 5 * H);
    expect(at(strokes.mask, 4, 9)).toBe(NOT_WRAPPED);
    expect(at(strokes.mask, 5, 0)).toBe(WRAPPED);
    expect(strokes.edited).toBe(true);

    expect(strokes.tap(regions, { x: 1, y: 1 }).added).toBe(true);
    expect(count(strokes.mask)).toBe(W * H);

    strokes.undo();
    expect(count(strokes.mask)).toBe(W * H - 5 * H);
    strokes.undo();
    expect(strokes.edited).toBe(false);
    expect(strokes.canUndo).toBe(false);
  });

  it('refuses regions found at another size than the mask', () => {
    const strokes = new BrushStrokes(new Uint8Array(W * H), W, H);
    expect(() => strokes.tap({ ...regions, width: W * 2 }, { x: 1, y: 1 })).toThrow();
  });
});
