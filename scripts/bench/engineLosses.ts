/**
 * Where a photo's glass and body misses come from, to class them before changing a rule: the
 * share of the annotated glass painted, and of the annotated body kept off the paint by each
 * rule (glass, detail, wheel, colour), each split above / below the belt line the glass band was
 * read with. Same stored silhouettes as the bench.
 * Usage: npx tsx scripts/bench/engineLosses.ts [-- --set fixtures|dev] [-- --only <name part>[,<name part>...]]
 */
import { parseArgs } from 'node:util';
import { rasterisePolygons } from '../../src/server/engine/committedFixtures.testutil';
import type { NormalizedPolygon } from '../../src/server/engine/annotations';
import { windowScene } from '../../src/server/engine/glass/windowCabin';
import { LABEL_NAMES, paintLabels, type LabelName } from '../../src/server/engine/paintLabels';
import { beltAt } from '../../src/server/engine/scene';
import { listPhotos, photoSets, readAnnotation, scorePhoto } from './engineQuality';

const { values } = parseArgs({ options: { set: { type: 'string' }, only: { type: 'string' } } });
const only = (values.only ?? '').split(',').filter(Boolean);

/** Per label, the share of the region's pixels above and below the belt line. */
function sharesByLabel(
  region: Uint8Array,
  labels: Uint8Array,
  width: number,
  above: (x: number, y: number) => boolean,
): Map<LabelName, [number, number]> {
  const counts = new Map<LabelName, [number, number]>();
  let n = 0;
  for (let i = 0; i < region.length; i++) {
    if (!region[i]) continue;
    n++;
    const name = LABEL_NAMES[labels[i]!]!;
    const c = counts.get(name) ?? [0, 0];
    c[above(i % width, Math.floor(i / width)) ? 0 : 1]++;
    counts.set(name, c);
  }
  for (const c of counts.values()) {
    c[0] /= n;
    c[1] /= n;
  }
  return counts;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

for (const set of photoSets()) {
  if (values.set && values.set !== set.name) continue;
  for (const photo of listPhotos(set)) {
    if (only.length && !only.some((o) => photo.includes(o))) continue;
    const ann = readAnnotation(set, photo);
    if (!ann) continue;
    const { analysis: a } = await scorePhoto(set, photo);
    const labels = paintLabels(a);
    const { box, cabin } = windowScene(a.scene);
    const above = (x: number, y: number) => !!cabin && y - box.y < beltAt(cabin, x - box.x);
    const line = (what: string, polys: NormalizedPolygon[], counted: (l: LabelName) => boolean) => {
      if (!polys.length) return;
      const shares = sharesByLabel(rasterisePolygons(polys, a.width, a.height), labels, a.width, above);
      const parts = [...shares].filter(([l]) => counted(l)).map(([l, [up, down]]) => `${l} ${pct(up)} / ${pct(down)}`);
      console.log(`  ${what}: ${parts.join(', ') || 'none'}`);
    };
    console.log(`${set.name} ${photo} (${a.scene.view}; shares above / below the belt line)`);
    line('glass painted', ann.glass, (l) => l === 'paint');
    line('body kept off the paint', ann.body, (l) => l !== 'paint' && l !== 'outside');
  }
}
