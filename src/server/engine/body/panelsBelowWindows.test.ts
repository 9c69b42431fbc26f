import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene';
import { keepPanelsBelowWindows } from './panelsBelowWindows';

const W = 200;
const H = 100;
const FOOT = 45;
/** A belt line read under the screen's foot: the bonnet's back mirrors the sky as the screen does. */
const BELT_BELOW = 52;

/**
 * A car seen end on filling a 200 x 100 frame: a dark windscreen down to row 45, its foot, then
 * a light bonnet; the belt line at row 25. The glass plane runs on down to row 65 in the
 * columns where the bonnet mirrors the trees as dark as the screen.
 */
function endOn(view: Scene['view'], belt = 25): { lab: Float32Array; alpha: Float32Array; scene: Scene; glass: Float32Array } {
  const lab = new Float32Array(W * H * 3);
  const alpha = new Float32Array(W * H).fill(1);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) lab[(y * W + x) * 3] = y < FOOT ? 15 : 80;
  const glass = new Float32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) glass[y * W + x] = y < FOOT || (y < 65 && x % 20 < 10) ? 1 : 0;
  const top = new Float32Array(W).fill(0);
  const bottom = new Float32Array(W).fill(H - 1);
  const scene: Scene = {
    box: { x: 0, y: 0, w: W, h: H },
    top,
    bottom,
    filledTop: top,
    filledBottom: bottom,
    symmetry: 0.8,
    axis: W / 2,
    view,
    endView: view === 'end',
    near: null,
    endDrop: 0,
    cabin: { roof: 0, height: 99, beltLeft: belt, beltRight: belt, span: W },
  };
  return { lab, alpha, scene, glass };
}

const glassRows = (glass: Float32Array, x: number) => Array.from({ length: H }, (_, y) => glass[y * W + x]!).filter((v) => v >= 0.5).length;

describe('keepPanelsBelowWindows', () => {
  it('seen end on, paints the bonnet below the windscreen foot and keeps the screen', () => {
    const { lab, alpha, scene, glass } = endOn('end');
    keepPanelsBelowWindows(glass, lab, alpha, W, scene);
    for (const x of [5, 100, 195]) {
      // The screen stays glass down to its foot (give or take its seal); nothing of the bonnet does.
      expect(glassRows(glass, x)).toBeGreaterThanOrEqual(FOOT - 2);
      expect(glassRows(glass, x)).toBeLessThanOrEqual(FOOT + 4);
    }
  });

  it('leaves a three-quarter view with no near end known, and a side view, to the glass rules', () => {
    const { lab, alpha, scene, glass } = endOn('three-quarter');
    keepPanelsBelowWindows(glass, lab, alpha, W, scene);
    expect(glassRows(glass, 5)).toBe(65);
  });

  it('seen end on with the belt line read below the screen, paints the bonnet from the foot when it looks like the bonnet', () => {
    const { lab, alpha, scene, glass } = endOn('end', BELT_BELOW);
    keepPanelsBelowWindows(glass, lab, alpha, W, scene);
    for (const x of [5, 100, 195]) expect(glassRows(glass, x)).toBeLessThanOrEqual(FOOT + 4);
  });

  it('at three quarters, paints the bonnet from the foot at the near end only, where the screen is', () => {
    const { lab, alpha, scene, glass } = endOn('three-quarter', BELT_BELOW);
    scene.near = 'left';
    keepPanelsBelowWindows(glass, lab, alpha, W, scene);
    const isGlass = (x: number, y: number) => glass[y * W + x]! >= 0.5;
    for (const x of [5, 45, 85]) {
      expect(isGlass(x, FOOT - 5), 'the screen').toBe(true);
      expect(isGlass(x, BELT_BELOW - 2), "the bonnet's back").toBe(false);
    }
    // Behind it, a side window whose foot is the belt line keeps its glass.
    for (const x of [125, 165, 185]) expect(isGlass(x, BELT_BELOW - 2)).toBe(true);
  });

  it('keeps a window down to the belt line where what lies under the foot looks like its glass', () => {
    const { lab, alpha, scene, glass } = endOn('end', BELT_BELOW);
    // A light line of writing across the lower window, then more dark glass down to the belt line.
    for (let y = FOOT; y < BELT_BELOW; y++) for (let x = 0; x < W; x++) lab[(y * W + x) * 3] = y < FOOT + 2 ? 60 : 15;
    glass.fill(1, 0, BELT_BELOW * W);
    keepPanelsBelowWindows(glass, lab, alpha, W, scene);
    for (const x of [5, 100, 195]) expect(glassRows(glass, x)).toBeGreaterThanOrEqual(BELT_BELOW);
  });
});
