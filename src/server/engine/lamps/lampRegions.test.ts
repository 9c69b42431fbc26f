import { describe, expect, it } from 'vitest';
import type { Parts } from '../partsMask';
import type { PaintReference } from '../paintClusters';
import type { Scene } from '../scene';
import { lampPlaces, PLACE } from './lampPlaces';
import { lampRegions } from './lampRegions';

/** A 200 x 100 car seen end on, its belt line at row 30, in flat mid-grey paint. */
const W = 200;
const H = 100;
const BELT = 30;

function scene(view: Scene['view']): Scene {
  const nan = new Float32Array(W).fill(NaN);
  return {
    box: { x: 0, y: 0, w: W, h: H },
    top: nan,
    bottom: nan,
    filledTop: nan,
    filledBottom: nan,
    symmetry: 0.8,
    axis: W / 2,
    view,
    endView: view === 'end',
    near: null,
    endDrop: 0,
    cabin: { roof: 0, height: H, beltLeft: BELT, beltRight: BELT, span: W },
  };
}

const alpha = new Float32Array(W * H).fill(1);
const ref: PaintReference = { coloured: false, hue: 0, chroma: 0, a: 0, b: 0, L: 50 };
const grey = () => new Float32Array(W * H * 3).map((_, k) => (k % 3 === 0 ? 50 : 0));
const none = () => ({ glass: new Float32Array(W * H), detail: new Float32Array(W * H), core: new Float32Array(W * H) }) satisfies Parts;

function paintRect(lab: Float32Array, [x0, y0, x1, y1]: number[], Lab: [number, number, number]): void {
  for (let y = y0!; y <= y1!; y++) for (let x = x0!; x <= x1!; x++) lab.set(Lab, (y * W + x) * 3);
}

describe('lampRegions', () => {
  it('keeps a whole red lens below the belt line, though no pixel rule found any of it', () => {
    const lab = grey();
    paintRect(lab, [20, 50, 45, 65], [45, 60, 40]);
    const out = lampRegions(lab, alpha, W, scene('end'), ref, new Uint8Array(W * H), none());
    expect(out[52 * W + 22]).toBe(1);
    expect(out[63 * W + 43]).toBe(1);
    expect(out[57 * W + 100]).toBe(0);
  });

  it('keeps the whole lens when the pixel rules kept only its core', () => {
    const lab = grey();
    paintRect(lab, [120, 45, 150, 60], [75, 0, 0]);
    const offPaint = new Uint8Array(W * H);
    for (let y = 47; y <= 58; y++) for (let x = 122; x <= 142; x++) offPaint[y * W + x] = 1;
    const out = lampRegions(lab, alpha, W, scene('end'), ref, offPaint, none());
    expect(out[52 * W + 147]).toBe(1);
    expect(out[52 * W + 170]).toBe(0);
  });

  it('leaves a red patch above the belt line, and a long thin strip, to the other rules', () => {
    const lab = grey();
    paintRect(lab, [20, 5, 45, 20], [45, 60, 40]);
    paintRect(lab, [10, 80, 190, 82], [45, 60, 40]);
    const out = lampRegions(lab, alpha, W, scene('end'), ref, new Uint8Array(W * H), none());
    expect(out.some(Boolean)).toBe(false);
  });

  it('seen from the side, puts lamps at the ends, and only the rows below the belt between them', () => {
    const place = lampPlaces(scene('side'))!;
    expect(place[50 * W + 5]).toBe(PLACE.view);
    expect(place[50 * W + 100]).toBe(PLACE.rows);
    expect(place[10 * W + 5]).toBe(0);
  });

  it('keeps a slanted red lens that fills only a third of its box', () => {
    const lab = grey();
    for (let x = 20; x <= 50; x++) for (let y = x + 16; y <= x + 34; y++) lab.set([45, 60, 40], (y * W + x) * 3);
    const out = lampRegions(lab, alpha, W, scene('end'), ref, new Uint8Array(W * H), none());
    expect(out[(35 + 25) * W + 35]).toBe(1);
    expect(out[60 * W + 100]).toBe(0);
  });

  it('takes the lens a kept housing rings, but leaves a patch of the paint colour inside one painted', () => {
    const lab = grey();
    const offPaint = new Uint8Array(W * H);
    // Two housings the pixel rules kept (dark rings, with the rim kept parts take), one round a
    // pale lens neither light nor coloured enough to tell by itself, one round a patch of paint.
    const lenses: Array<[number, [number, number, number]]> = [
      [20, [66, 0, 0]],
      [120, [50, 0, 0]],
    ];
    for (const [x0, lens] of lenses) {
      paintRect(lab, [x0, 45, x0 + 30, 65], [20, 0, 0]);
      paintRect(lab, [x0 + 4, 49, x0 + 26, 61], lens);
      for (let y = 45; y <= 65; y++)
        for (let x = x0; x <= x0 + 30; x++) if (y < 50 || y > 60 || x < x0 + 5 || x > x0 + 25) offPaint[y * W + x] = 1;
    }
    const out = lampRegions(lab, alpha, W, scene('end'), ref, offPaint, none());
    expect(out[55 * W + 35]).toBe(1);
    expect(out[55 * W + 135]).toBe(0);
  });

  it('takes the rest of a ragged lamp region the pixel rules half kept when lighter than the paint, not when only darker (shade)', () => {
    // A housing's edge running diagonally, 3 px thick: neither its box nor its ellipse is a lens's.
    const band = (x0: number) => {
      const px: number[] = [];
      for (let t = 0; t < 25; t++) for (let d = 0; d < 3; d++) px.push((45 + t + d) * W + x0 + t);
      return px;
    };
    const lab = grey();
    const offPaint = new Uint8Array(W * H);
    const chrome = band(20);
    const shade = band(120);
    for (const j of chrome) lab.set([100, 0, 0], j * 3);
    for (const j of shade) lab.set([0, 0, 0], j * 3);
    // The pixel rules kept the upper part of each.
    for (const x0 of [20, 120]) for (let y = 0; y < 60; y++) for (let x = x0 - 2; x < x0 + 15; x++) offPaint[y * W + x] = 1;
    const out = lampRegions(lab, alpha, W, scene('end'), ref, offPaint, none());
    expect(out[chrome.at(-2)!]).toBe(1);
    expect(out[shade.at(-2)!]).toBe(0);
  });

  it('on dark paint keeps a dim red tail lamp, not a brownish patch, and on white paint neither', () => {
    const lab = grey();
    paintRect(lab, [20, 50, 45, 65], [50, 10, 5]);
    paintRect(lab, [120, 50, 145, 65], [50, 4, 10]);
    const out = lampRegions(lab, alpha, W, scene('end'), ref, new Uint8Array(W * H), none());
    expect(out[57 * W + 30]).toBe(1);
    expect(out[57 * W + 130]).toBe(0);
    const white = grey().map((v, k) => (k % 3 === 0 ? 85 : v));
    paintRect(white, [20, 50, 45, 65], [50, 10, 5]);
    const onWhite = lampRegions(white, alpha, W, scene('end'), { ...ref, L: 85 }, new Uint8Array(W * H), none());
    expect(onWhite[57 * W + 30]).toBe(0);
  });

  it('on white paint keeps a ragged red tail lamp whole, not a ragged patch of sky of the same shape', () => {
    // An L of two 3-px bars: neither its box nor its ellipse is a lens's.
    const ell = (x0: number) => {
      const px: number[] = [];
      for (let x = x0; x < x0 + 30; x++) for (let y = 50; y < 53; y++) px.push(y * W + x);
      for (let y = 53; y < 70; y++) for (let x = x0; x < x0 + 3; x++) px.push(y * W + x);
      return px;
    };
    const white = grey().map((v, k) => (k % 3 === 0 ? 85 : v));
    const lamp = ell(20);
    const sky = ell(120);
    for (const j of lamp) white.set([45, 60, 40], j * 3);
    for (const j of sky) white.set([60, 0, -40], j * 3);
    const out = lampRegions(white, alpha, W, scene('end'), { ...ref, L: 85 }, new Uint8Array(W * H), none());
    expect(out[lamp.at(-1)!]).toBe(1);
    expect(out[lamp[0]!]).toBe(1);
    expect(out[sky.at(-1)!]).toBe(0);
  });
});
