import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rgb8ToLabInto } from '../../domain/paint/color';
import { decodeImage } from './decode';
import { analysePhoto, closeEngine, renderWrap } from './index';
import { allowModelTime } from './modelTests.testutil';

allowModelTime();

/**
 * Issue 26, "matte keeps the photo's diffuse shading (never a flat fill)": on committed photos
 * of an orange, a white and a black car, a matte wrap's lightness over the painted body varies
 * at least 40% as much as the photo's, for a black paint (where a flat cut-out showed first) and
 * for a light one (where the lit side can only go up to white).
 */
const PHOTOS = [
  'cars/orange-coupe-front34-street.jpg',
  'cars/white-suv-front34-desert.jpg',
  'cars-dev/black-hatchback-rear-street-phone.jpg',
];
const PAINTS = { black: '#111111', 'light grey': '#e8e8e8' };
const MIN_SHARE = 0.4;

afterAll(closeEngine);

/** Standard deviation of L* over the pixels the engine paints at full strength. */
function lightnessSpread(rgb: Uint8Array | Uint8ClampedArray, channels: number, body: Float32Array): number {
  const lab = [0, 0, 0];
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i]! < 0.9) continue;
    rgb8ToLabInto(rgb[i * channels]!, rgb[i * channels + 1]!, rgb[i * channels + 2]!, lab);
    sum += lab[0]!;
    sum2 += lab[0]! * lab[0]!;
    n++;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sum2 / n - mean * mean));
}

describe('matte keeps the shading of real photos', () => {
  it.each(PHOTOS)('%s', async (file) => {
    const photo = fs.readFileSync(path.resolve('test-fixtures', file));
    const { bodyMask } = await analysePhoto(photo);
    const original = await decodeImage(photo);
    const before = lightnessSpread(original.data, 4, bodyMask);
    const shares: string[] = [];
    for (const [name, color] of Object.entries(PAINTS)) {
      const out = await renderWrap({ image: photo, color, finish: 'matte', style: 'solid-wrap' });
      const { data, info } = await sharp(out.png).raw().toBuffer({ resolveWithObject: true });
      const share = lightnessSpread(data, info.channels, bodyMask) / before;
      shares.push(`${name} ${share.toFixed(2)}`);
      expect(share, `matte ${name} on ${file}: ${shares.join(', ')}`).toBeGreaterThanOrEqual(MIN_SHARE);
    }
    console.log(`${file}: photo L* std ${before.toFixed(1)}; matte keeps ${shares.join(', ')}`);
  });
});
