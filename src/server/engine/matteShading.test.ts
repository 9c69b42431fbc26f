import { describe, expect, it } from 'vitest';
import { rgb8ToLabInto } from '../../domain/paint/color';
import { recolorBody } from '../../domain/paint/recolor';
import { analyseCommitted } from './goldens.testutil';

/**
 * Matte keeps the photo's diffuse shading (never a flat fill): on committed photos of an
 * orange, a white and a black car, a matte wrap's lightness over the painted body varies at least
 * 40% as much as the photo's, for a black paint (where a flat cut-out showed first) and for a
 * light one (where the lit side can only go up to white). Each photo is analysed on its stored
 * silhouette (no model) and recoloured as the engine and the browser both do.
 */
const PHOTOS = ['cars/orange-coupe-front34-street', 'cars/white-suv-front34-desert', 'cars-dev/black-hatchback-rear-street-phone'];
const PAINTS = { black: '#111111', 'light grey': '#e8e8e8' };
const MIN_SHARE = 0.4;

/** Standard deviation of L* over the pixels the engine paints at full strength. */
function lightnessSpread(rgb: Uint8Array | Uint8ClampedArray, body: Float32Array): number {
  const lab = [0, 0, 0];
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i]! < 0.9) continue;
    rgb8ToLabInto(rgb[i * 4]!, rgb[i * 4 + 1]!, rgb[i * 4 + 2]!, lab);
    sum += lab[0]!;
    sum2 += lab[0]! * lab[0]!;
    n++;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sum2 / n - mean * mean));
}

describe('matte keeps the shading of real photos', () => {
  it.each(PHOTOS)('%s', async (file) => {
    const { image: original, analysis } = await analyseCommitted(file);
    const { bodyMask, carBox, geometry, lab } = analysis;
    const before = lightnessSpread(original.data, bodyMask);
    const shares: string[] = [];
    for (const [name, color] of Object.entries(PAINTS)) {
      const out = recolorBody({
        image: original,
        bodyMask,
        carBox,
        layout: geometry.layout,
        lab,
        color,
        finish: 'matte',
        style: 'solid-wrap',
      });
      const share = lightnessSpread(out, bodyMask) / before;
      shares.push(`${name} ${share.toFixed(2)}`);
      expect(share, `matte ${name} on ${file}: ${shares.join(', ')}`).toBeGreaterThanOrEqual(MIN_SHARE);
    }
    console.log(`${file}: photo L* std ${before.toFixed(1)}; matte keeps ${shares.join(', ')}`);
  });
});
