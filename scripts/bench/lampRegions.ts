/**
 * Which test turned each lamp down: for every annotated photo whose name contains --only, the
 * lamp regions (lamps/lampRegions.ts) that lie over its painted lamp pixels (annotated lights
 * with a body mask of at least 0.5), with their measures and the verdict that decided them
 * (lamps/lampVerdict.ts). Kept regions over annotated body are listed too (--body), since a
 * rule that keeps more lamp takes them. Silhouettes come from the quality bench's cache.
 * Usage: npx tsx scripts/bench/lampRegions.ts --only <name part> [--body] [--min <pixels>]
 */
import { parseArgs } from 'node:util';
import type { RegionReport } from '../../src/server/engine/lamps/lampRegions';
import { rasterisePolygons } from '../../src/server/engine/committedFixtures.testutil';
import { PAINTED } from '../../src/server/engine/paintLabels';
import { listPhotos, photoSets, readAnnotation, scorePhoto } from './engineQuality';

const { values } = parseArgs({ options: { only: { type: 'string' }, body: { type: 'boolean' }, min: { type: 'string' } } });
if (!values.only) throw new Error('--only <name part> names the photos to probe (a probe of every photo prints thousands of regions)');
const MIN = Number(values.min ?? 20);

for (const set of photoSets())
  for (const photo of listPhotos(set)) {
    if (!photo.includes(values.only)) continue;
    const ann = readAnnotation(set, photo);
    if (!ann) continue;
    const reports: RegionReport[] = [];
    const { analysis: a, score } = await scorePhoto(set, photo, { onLampRegion: (r) => reports.push(r) });
    const { carBox: box, width: W, height: H } = a;
    const lights = rasterisePolygons(ann.lights, W, H);
    const body = rasterisePolygons(ann.body, W, H);
    const carArea = a.carAlpha.reduce((n, v) => n + (v >= 0.5 ? 1 : 0), 0);
    console.log(`\n${photo}: lights ${pct(score.painted.lights)} painted, body ${pct(score.painted.body)}; car ${carArea} px`);
    console.log('scale  region    px  car%  lamp  body  rows place kept    L    a    b  rim dense fill  verdict');
    // Per labels plane (one per scale), the region's pixels over painted lamp and over annotated body.
    const counts = new Map<Int32Array, { lamp: Float64Array; body: Float64Array }>();
    for (const r of reports) {
      if (counts.has(r.labels)) continue;
      const lamp = new Float64Array(r.labels.length);
      const onBody = new Float64Array(r.labels.length);
      for (let y = 0; y < box.h; y++)
        for (let x = 0; x < box.w; x++) {
          const l = r.labels[y * box.w + x]!;
          const i = (box.y + y) * W + box.x + x;
          if (l && lights[i] && a.bodyMask[i]! >= PAINTED) lamp[l]!++;
          if (l && body[i]) onBody[l]!++;
        }
      counts.set(r.labels, { lamp, body: onBody });
    }
    for (const r of reports) {
      const c = counts.get(r.labels)!;
      const overLamp = c.lamp[r.label]!;
      const overBody = c.body[r.label]!;
      if (overLamp < MIN && !(values.body && r.verdict.keep && overBody >= MIN)) continue;
      const s = r.stats;
      const share = (v: number) => (v / s.n).toFixed(2).padStart(5);
      console.log(
        [
          String(Math.round(r.scale)).padStart(5),
          String(r.label).padStart(7),
          String(s.n).padStart(5),
          ((100 * s.n) / carArea).toFixed(2).padStart(5),
          String(overLamp).padStart(5),
          String(overBody).padStart(5),
          share(s.inRows),
          share(s.inPlace),
          share(s.kept),
          ...s.mean.map((v) => v.toFixed(0).padStart(4)),
          s.rimMean.toFixed(1).padStart(4),
          share(s.detail),
          (s.n / (s.bw * s.bh)).toFixed(2).padStart(4),
          ` ${r.verdict.keep ? 'KEPT' : 'painted'}: ${r.verdict.why}`,
        ].join(' '),
      );
    }
  }

function pct(v: number | null): string {
  return v === null ? '-' : `${(v * 100).toFixed(1)}%`;
}
