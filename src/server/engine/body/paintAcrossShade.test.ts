import { describe, expect, it } from 'vitest';
import { KEPT } from '../keptParts';
import type { PaintReference } from '../paintClusters';
import { paintAcrossShade } from './paintAcrossShade';

const W = 120;
const H = 40;
const box = { x: 0, y: 0, w: W, h: H };
const white: PaintReference = { coloured: false, hue: 0, chroma: 0, a: 0, b: 0, L: 88 };

/**
 * A white flank lit on its left (columns 0-19, painted) that shades smoothly, 1.5 L* a column,
 * into grey (down to L* 58 at column 39) and stays grey to column 79, all of it kept as detail by
 * the part rules; columns 80-119 are `right` (what lies past the shade), also kept.
 */
function flank(right: { L: number; a?: (x: number) => number; keptAs?: number; lamp?: boolean }) {
  const body = new Float32Array(W * H);
  const alpha = new Float32Array(W * H).fill(1);
  const kept = new Uint8Array(W * H);
  const lab = new Float32Array(W * H * 3);
  const lamps = new Float32Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (x < 20) {
        body[i] = 1;
        lab.set([88, 0, 0], i * 3);
        continue;
      }
      if (x < 80) {
        lab.set([Math.max(58, 88 - 1.5 * (x - 19)), 0, 0], i * 3);
        kept[i] = KEPT.detail;
        continue;
      }
      lab.set([right.L, right.a?.(x) ?? 0, 0], i * 3);
      kept[i] = right.keptAs ?? KEPT.detail;
      if (right.lamp) lamps[i] = 1;
    }
  return { body, alpha, kept, lab, lamps };
}

const run = (f: ReturnType<typeof flank>, ref = white) => paintAcrossShade({ ...f, width: W, box }, ref, f.lamps);

describe('paint followed across shade', () => {
  it('paints a white flank shading into grey, and stops at an edge (a lamp’s lens past it)', () => {
    const f = flank({ L: 80 });
    expect(run(f)).toBe(60 * H);
    expect(f.body[10 * W + 70], 'the grey shaded end').toBe(1);
    expect(f.kept[10 * W + 70]).toBe(0);
    expect(f.body[10 * W + 90], 'past a step of 22 L*').toBe(0);
  });

  it('does not cross into a lamp region however smoothly its housing shades, nor into glass', () => {
    const lamp = flank({ L: 58, lamp: true });
    expect(run(lamp)).toBe(60 * H);
    expect(lamp.body[10 * W + 90]).toBe(0);
    const glass = flank({ L: 58, keptAs: KEPT.glass });
    run(glass);
    expect(glass.body[10 * W + 90]).toBe(0);
  });

  it('does not cross into another tint (a lens, the ground), nor into trim far darker than shade', () => {
    // The grey turns warm gradually, half a unit of a* a column: no step is an edge.
    const tinted = flank({ L: 58, a: (x) => 0.5 * (x - 79) });
    run(tinted);
    expect(tinted.body[10 * W + 85], 'a* 3').toBe(1);
    expect(tinted.body[10 * W + 110], 'a* 15.5').toBe(0);
    const trim = flank({ L: 40 });
    run(trim);
    expect(trim.body[10 * W + 90]).toBe(0);
  });

  it('leaves coloured and dark paint to their own rules', () => {
    expect(run(flank({ L: 58 }), { ...white, coloured: true })).toBe(0);
    expect(run(flank({ L: 58 }), { ...white, L: 40 })).toBe(0);
  });
});
