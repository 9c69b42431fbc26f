import { describe, expect, it } from 'vitest';
import { FINISH_IDS } from '../catalog/finishes';
import { FINISH_MODELS } from './finishModels';
import { exactTone, ToneCurve, type Tone } from './toneCurve';

describe('ToneCurve', () => {
  const light = { medianL: 62, upL: 9, downL: 30, spreadL: 19 };
  // Chrome mirrors the scene instead of shading paint: it never uses a curve.
  it.each(FINISH_IDS.filter((id) => !FINISH_MODELS[id].mirror))(
    '%s: the tabulated tone is the exact one, within a fiftieth of L* (beyond the table too)',
    (finish) => {
      const model = FINISH_MODELS[finish];
      // Paint lightness as adjustedTarget clamps it.
      for (const targetL of [3, 4.2, 27.3, 50, 71.9, 96, 97]) {
        const curve = new ToneCurve(model, targetL, light);
        const got: Tone = { s: 0, L: 0, k: 0 };
        const want: Tone = { s: 0, L: 0, k: 0 };
        for (let shading = -20; shading <= 20; shading += 0.0137) {
          curve.at(shading, got);
          exactTone(model, targetL, shading, light, want);
          expect(Math.abs(got.L - want.L)).toBeLessThan(0.02);
          expect(Math.abs(got.k - want.k)).toBeLessThan(0.01);
          expect(Math.abs(got.s - want.s)).toBeLessThan(0.002);
        }
      }
    },
  );
});
