import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseOnStored, committedPhotos, compareLabels, paintLabels, readLabels, readSilhouette } from './goldens.testutil';

/**
 * Every committed photo's paint layer, drawn by the rules on its stored silhouette, matches its
 * golden per part (paint, glass, lamps and plates, wheels, colour-kept) within a small tolerance.
 * A failure names the photo and the part: look at the change (npm run engine:sheet), then
 * accept it on purpose with `npm run engine:golden -- --update` and say why in the commit.
 */
const photos = committedPhotos();

describe('golden paint layers', () => {
  it('exist for every committed photo', () => {
    const missing = photos.filter((p) => !fs.existsSync(`test-fixtures/golden/${p.set}/${p.stem}.paint.png`));
    expect(
      missing.map((p) => `${p.set}/${p.file}`),
      'run npm run engine:golden -- --update',
    ).toEqual([]);
  });

  it.each(photos.map((p) => [`${p.set}/${p.stem}`, p] as const))('%s: the paint layer has not moved', async (_name, p) => {
    const stored = await readSilhouette(p);
    const golden = await readLabels(p);
    if (!stored || !golden) throw new Error(`${p.set}/${p.stem}: no golden; run npm run engine:golden -- --update`);
    const now = paintLabels(await analyseOnStored(p, stored));
    const moves = compareLabels(golden.labels, now).filter((m) => m.moved);
    const why = moves.map((m) => `${m.part} IoU ${m.iou.toFixed(3)} (${m.changed} px changed)`).join(', ');
    expect(why, `${p.set}/${p.file} moved from its golden: ${why}; if on purpose, npm run engine:golden -- --update`).toBe('');
  });
});
