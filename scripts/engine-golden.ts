/**
 * Golden paint layers of the committed photos (test-fixtures/golden, see goldens.testutil.ts).
 *   npm run engine:golden                    compares the rules' output with the goldens, per part
 *   npm run engine:golden -- --update        accepts the current output as the new goldens
 *   npm run engine:golden -- --silhouettes   also reruns the model and replaces the stored silhouettes
 * A missing silhouette is always computed with the model. Say in the commit why goldens moved.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chooseSegmenter } from '../src/server/segmenter/chooseSegmenter';
import { decodeImage } from '../src/server/engine/decode';
import {
  analyseOnStored,
  committedPhotos,
  compareLabels,
  paintLabels,
  photoPath,
  readLabels,
  readSilhouette,
  writeLabels,
  writeSilhouette,
} from '../src/server/engine/goldens.testutil';

const { values } = parseArgs({
  options: { update: { type: 'boolean', default: false }, silhouettes: { type: 'boolean', default: false } },
});
const update = values.update || values.silhouettes;
let model: Awaited<ReturnType<typeof chooseSegmenter>> | null = null;
let moved = 0;

for (const p of committedPhotos()) {
  const image = await decodeImage(fs.readFileSync(photoPath(p)));
  let stored = values.silhouettes ? null : await readSilhouette(p);
  if (!stored) {
    model ??= await chooseSegmenter('isnet');
    if (model.fallbackReason) throw new Error(`The model did not load (${model.fallbackReason}): goldens need its silhouettes.`);
    const s = await model.segmenter.segment(image);
    await writeSilhouette(p, { width: image.width, height: image.height, alpha: s.alpha, cues: s.cues, segmenter: s.segmenter });
    stored = (await readSilhouette(p))!;
    console.log(`${p.set}/${p.stem}: silhouette stored`);
  }
  const a = await analyseOnStored(p, stored, image);
  const labels = paintLabels(a);
  const golden = await readLabels(p);
  const moves = golden ? compareLabels(golden.labels, labels) : null;
  const changed = !moves || moves.some((m) => m.changed > 0);
  const summary = moves ? moves.map((m) => `${m.part} ${m.iou.toFixed(3)}${m.moved ? '!' : ''}`).join('  ') : 'no golden yet';
  if (moves?.some((m) => m.moved) || !moves) moved++;
  console.log(`${`${p.set}/${p.stem}`.padEnd(50)} ${summary}`);
  if (update && changed) await writeLabels(p, labels, a.width, a.height);
}
console.log(
  update
    ? 'goldens written: say in the commit why they moved'
    : moved
      ? `${moved} photos moved past the tolerance (!): npm run engine:golden -- --update accepts them`
      : 'no golden moved',
);
