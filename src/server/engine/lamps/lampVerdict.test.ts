import { describe, expect, it } from 'vitest';
import type { PaintReference } from '../paintClusters';
import { lampVerdict } from './lampVerdict';
import { lensColour } from './lensColour';
import type { RegionStats } from './regionStats';

/** A teal paint, as green-coupe-front34-street's reads. */
const teal: PaintReference = { coloured: true, hue: 250, chroma: 22, a: -7.5, b: -20.7, L: 58 };
const CAR = 100_000;

/** A 30 x 16 rectangular region below the belt line where the view puts lamps, none of it kept yet. */
function region(mean: [number, number, number], rimMean: number, denseShare: number): RegionStats {
  const moments = new Float64Array(5);
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 30; x++) {
      moments[0]! += x;
      moments[1]! += y;
      moments[2]! += x * x;
      moments[3]! += y * y;
      moments[4]! += x * y;
    }
  const n = 30 * 16;
  return { n, inPlace: n, inRows: n, kept: 0, detail: n * denseShare, mean, rest: mean, bw: 30, bh: 16, rimMean, moments };
}

const judge = (r: RegionStats) => lampVerdict(r, { ref: teal, carArea: CAR, byDetail: true, lens: lensColour(teal) });

describe('lampVerdict', () => {
  it('keeps a clear lens far lighter than a coloured paint behind a soft border when it holds a lamp’s detail, not a smooth highlight', () => {
    // L* 84 on a teal of 58, colourless, border step 6.5: a clear headlamp, or a sky highlight.
    expect(judge(region([84, -3, -3], 6.5, 0.4))).toEqual({ keep: true, why: 'a clear or greyed lens behind its border' });
    expect(judge(region([84, -3, -3], 6.5, 0))).toEqual({ keep: false, why: 'a clear or greyed lens with too soft a border' });
    // On a dark paint such a patch is as often a highlight mirroring a showroom's edges.
    const dark: PaintReference = { coloured: false, hue: 0, chroma: 0, a: 2, b: 4, L: 56 };
    expect(lampVerdict(region([84, -3, -3], 6.5, 0.4), { ref: dark, carArea: CAR, byDetail: true, lens: lensColour(dark) }).keep).toBe(
      false,
    );
  });

  it('says which test turned a region down', () => {
    expect(judge(region([58, -7.5, -20.7], 12, 0)).why).toBe("the paint's colour");
    expect(judge({ ...region([84, -3, -3], 12, 0), inRows: 0 }).why).toBe("outside a lamp's rows");
  });
});
