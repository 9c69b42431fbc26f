import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { decodeImage } from './decode';
import { FIXTURE_DIR, grownBox, iou, listFixtures, readMask } from './fixtures.testutil';
import { detectCar, warmUpEngine } from './index';

/**
 * The wizard asks the visitor to tap their car only when the engine says it is unsure, so an
 * unsure flag that stays quiet over half a car leaves a visitor with a half-wrapped preview.
 */
const HALF_FOUND = 'white-crossover-rear34-studio.jpg';
const GOOD = ['red-suv-front34-studio.jpg', 'yellow-coupe-front34-studio.jpg', 'blue-sedan-side-studio.jpg'];
const needed = [HALF_FOUND, ...GOOD];
const missing = !needed.every((f) => listFixtures().masked.includes(f));
if (missing) console.warn(`\n!!! ENGINE CONFIDENCE TEST SKIPPED: masked fixtures missing in ${FIXTURE_DIR} !!!\n`);

async function automatic(file: string): Promise<{ unsure: boolean; confidence: number; iou: number }> {
  const buffer = fs.readFileSync(path.join(FIXTURE_DIR, file));
  const image = await decodeImage(buffer);
  const truth = await readMask(file, image.width, image.height);
  const a = await analyse(image);
  const detect = await detectCar(buffer);
  return { unsure: detect.unsure, confidence: detect.confidence, iou: iou(Uint8Array.from(a.carAlpha, (v) => (v >= 0.5 ? 1 : 0)), truth) };
}

describe.skipIf(missing)('engine confidence is honest on the masked studio fixtures', () => {
  beforeAll(warmUpEngine);

  it('is unsure when it found only part of a white car on a white backdrop (no hint)', async () => {
    const r = await automatic(HALF_FOUND);
    // Guard the premise: if segmentation ever finds this car whole, this test must be revisited.
    expect(r.iou, 'automatic IoU').toBeLessThan(0.85);
    expect(r.unsure, `confidence ${r.confidence}`).toBe(true);
  });

  it.each(GOOD)('is sure on %s, where it finds the car (IoU >= 0.85)', async (file) => {
    const r = await automatic(file);
    expect(r.iou, 'automatic IoU').toBeGreaterThanOrEqual(0.85);
    expect(r.unsure, `confidence ${r.confidence}`).toBe(false);
  });

  it('with the box hint, where the mask is plausible, does not lower the confidence', async () => {
    const buffer = fs.readFileSync(path.join(FIXTURE_DIR, HALF_FOUND));
    const image = await decodeImage(buffer);
    const truth = await readMask(HALF_FOUND, image.width, image.height);
    const a = await analyse(image, { box: grownBox(truth, image.width, image.height, 0.05) });
    console.log(`${HALF_FOUND} with hint: confidence ${a.confidence}, IoU ${iou(Uint8Array.from(a.carAlpha, (v) => (v >= 0.5 ? 1 : 0)), truth).toFixed(3)}`);
    expect(a.plausibility.score).toBe(1);
  });
});
