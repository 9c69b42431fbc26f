import { describe, expect, it } from 'vitest';
import type { Parts } from '../partsMask';
import type { Scene } from '../scene';
import type { PaintReference } from '../paintClusters';
import { lampPlaces, lampsAndPlates } from './lampZones';

/** A 200 x 100 car seen end on, its belt line at row 30: the detail planes are drawn by hand. */
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

function parts(rects: Array<[number, number, number, number]>): Parts {
  const detail = new Float32Array(W * H);
  for (const [x0, y0, x1, y1] of rects) for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) detail[y * W + x] = 1;
  return { glass: new Float32Array(W * H), detail, core: detail.slice() };
}

const alpha = new Float32Array(W * H).fill(1);
/** A flat mid-grey light car: no lens is lighter than it, so only the detail planes speak. */
const lab = new Float32Array(W * H * 3).map((_, k) => (k % 3 === 0 ? 70 : 0));
const ref: PaintReference = { coloured: false, hue: 0, chroma: 0, a: 0, b: 0, L: 70 };

describe('lampsAndPlates', () => {
  it('keeps a lamp and a plate below the belt line whole, whatever their colour', () => {
    const out = lampsAndPlates(
      lab,
      alpha,
      W,
      scene('end'),
      parts([
        [10, 40, 40, 55],
        [80, 70, 120, 80],
      ]),
      ref,
    );
    expect(out[45 * W + 20]).toBe(1);
    expect(out[75 * W + 100]).toBe(1);
    expect(out[60 * W + 60]).toBe(0);
  });

  it('leaves detail above the belt line, a long thin strip and a wide sparse band to the colour rules', () => {
    const frame: Array<[number, number, number, number]> = [
      [10, 2, 190, 4],
      [10, 2, 12, 25],
    ];
    const out = lampsAndPlates(
      lab,
      alpha,
      W,
      scene('end'),
      parts([
        [60, 5, 90, 20],
        [5, 40, 7, 90],
        ...frame.map(([x0, y0, x1, y1]): [number, number, number, number] => [x0, y0 + 60, x1, y1 + 60]),
      ]),
      ref,
    );
    expect(out.some(Boolean)).toBe(false);
  });

  it('on a dark car, keeps a smooth light lens below the belt line, not a ragged reflection', () => {
    const dark = lab.map((v, k) => (k % 3 === 0 ? 20 : v));
    const light = (x0: number, y0: number, x1: number, y1: number, every = 1) => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x += every) dark[(y * W + x) * 3] = 80;
    };
    light(20, 50, 40, 60);
    light(100, 50, 140, 70, 3);
    const out = lampsAndPlates(dark, alpha, W, scene('end'), parts([]), { ...ref, L: 20 });
    expect(out[55 * W + 30]).toBe(1);
    expect(out[60 * W + 121]).toBe(0);
  });

  it('seen from the side, looks for lamps only at the ends', () => {
    const place = lampPlaces(scene('side'))!;
    expect(place[50 * W + 5]).toBe(1);
    expect(place[50 * W + 100]).toBe(0);
    expect(place[10 * W + 5]).toBe(0);
  });
});
