import { describe, expect, it } from 'vitest';
import { cleanSilhouette } from './cleanSilhouette';

const W = 200;
const H = 120;

/** A probability plane drawn with rectangles (value 1 inside). */
function plane(rects: Array<[number, number, number, number]>): Float32Array {
  const p = new Float32Array(W * H);
  for (const [x0, y0, w, h] of rects) for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) p[y * W + x] = 1;
  return p;
}

const at = (m: Uint8Array, x: number, y: number) => m[y * W + x];
const body: [number, number, number, number] = [40, 40, 120, 50];

describe('cleaning the model silhouette', () => {
  it('keeps the car, cuts a thin tail joined to it, drops specks and fills holes', () => {
    const prob = plane([body, [95, 90, 4, 30], [5, 5, 3, 3], [180, 100, 4, 4]]);
    for (let y = 55; y < 65; y++) for (let x = 80; x < 100; x++) prob[y * W + x] = 0; // a window the model missed
    const { mask, cues } = cleanSilhouette(prob, W, H);
    expect(at(mask, 100, 60), 'the body').toBe(1);
    expect(at(mask, 90, 60), 'the hole is filled').toBe(1);
    expect(at(mask, 96, 115), 'the tail under the car is cut').toBe(0);
    expect(at(mask, 6, 6), 'a speck in the sky is dropped').toBe(0);
    expect(at(mask, 181, 101), 'a speck on the ground is dropped').toBe(0);
    expect(cues.noCar).toBe(false);
  });

  it('keeps the component the visitor tapped, not the largest', () => {
    const prob = plane([body, [170, 60, 25, 25]]);
    const { mask } = cleanSilhouette(prob, W, H, { point: { x: 180, y: 70 } });
    expect(at(mask, 180, 70)).toBe(1);
    expect(at(mask, 100, 60)).toBe(0);
  });

  it('says there is no car when nothing, or only a speck, was found', () => {
    expect(cleanSilhouette(new Float32Array(W * H), W, H).cues.noCar).toBe(true);
    expect(cleanSilhouette(plane([[10, 10, 5, 5]]), W, H).cues.noCar).toBe(true);
  });

  it('doubts a silhouette that runs along three edges of the frame, or that has a rival of its size', () => {
    const edges = cleanSilhouette(plane([[0, 0, 200, 80]]), W, H).cues;
    expect(edges.doubts).toContain('touches 3 edges');
    expect(edges.found).toBeLessThan(0.45);
    const rivals = cleanSilhouette(
      plane([
        [10, 40, 80, 45],
        [110, 40, 80, 45],
      ]),
      W,
      H,
    ).cues;
    expect(rivals.doubts).toContain('second large object');
  });

  it('does not find a car in sparse, ragged shapes (text)', () => {
    // Letter-like strokes joined by a thin baseline: a large box, little of it filled.
    const rects: Array<[number, number, number, number]> = [[20, 100, 160, 3]];
    for (let x = 20; x < 180; x += 16) rects.push([x, 40, 4, 60]);
    const { cues } = cleanSilhouette(plane(rects), W, H);
    expect(cues.found).toBeLessThan(0.45);
  });
});
