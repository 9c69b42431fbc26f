import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseSegmenter } from '../segmenter/chooseSegmenter';
import { decodeImage } from './decode';
import { committedPhotos, photoPath, readSilhouette } from './goldens.testutil';
import { allowModelTime } from './modelTests.testutil';

allowModelTime();

/**
 * The golden test runs the rules on stored silhouettes: this one checks, on two photos (a white
 * car in front of white gravel and a black car in a garage), that the model still draws them.
 */
const CHECKED = ['cars/white-supercar-front34-gravel', 'cars-dev/black-saloon-rear-garage'];
const MIN_IOU = 0.97;

describe('stored silhouettes of the goldens', () => {
  it('are what the model finds today', async () => {
    const { segmenter, fallbackReason } = await chooseSegmenter('isnet');
    expect(fallbackReason).toBeUndefined();
    for (const p of committedPhotos().filter((c) => CHECKED.includes(`${c.set}/${c.stem}`))) {
      const stored = (await readSilhouette(p))!;
      const found = await segmenter.segment(await decodeImage(fs.readFileSync(photoPath(p))));
      let inter = 0;
      let union = 0;
      for (let i = 0; i < found.alpha.length; i++) {
        const a = found.alpha[i]! >= 0.5;
        const b = stored.alpha[i]! >= 0.5;
        if (a && b) inter++;
        if (a || b) union++;
      }
      const iou = inter / union;
      expect(iou, `${p.set}/${p.file}: model silhouette IoU ${iou.toFixed(3)} against the stored one`).toBeGreaterThanOrEqual(MIN_IOU);
    }
  });
});
