/**
 * The paint reference the engine reads on each photo beside the same reading of the annotated
 * body (the paint as drawn by hand), and how the samples spread: to see which photos the
 * reference gets wrong, and how, before changing the way it is read. Per photo, one line of
 * references, then the spread of four sample sets: the annotated lights the paint layer paints,
 * the engine's samples, those below the belt line, and the annotated body. Spread: lightness
 * quartiles, the colourful share (chroma >= 14), the dominant hue (10-degree bins, smoothed) and
 * the median and 75th percentile lightness and median chroma of the samples in that hue.
 * Same stored silhouettes as the bench.
 * Usage: npx tsx scripts/bench/paintRefs.ts [--only <name part>[,<name part>...]]
 */
import { parseArgs } from 'node:util';
import type { Analysis } from '../../src/server/engine/analyse';
import type { NormalizedPolygon } from '../../src/server/engine/annotations';
import { rasterisePolygons } from '../../src/server/engine/committedFixtures.testutil';
import { hueDistance, paintReference, type PaintReference } from '../../src/server/engine/paintClusters';
import { samplePaint } from '../../src/server/engine/paintSamples';
import { beltAt } from '../../src/server/engine/scene';
import { hueDeg } from '../../src/domain/paint/color';
import { listPhotos, photoSets, readAnnotation, scorePhoto } from './engineQuality';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = (values.only ?? '').split(',').filter(Boolean);

/** The colourful share's chroma floor and the hue tolerance, as the paint rules use them. */
const COLOURFUL = 14;
const SAME_HUE = 35;

const num = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(0)).padStart(4);
const quantile = (sorted: number[], f: number) => sorted[Math.floor(sorted.length * f)];

function show(r: PaintReference): string {
  const colour = r.coloured ? `hue${num(r.hue)} C${num(r.chroma)}` : `ab${num(r.a)},${num(r.b).trim()}`;
  return `${colour.padEnd(14)} L${num(r.L)}`;
}

function spread(samples: number[]): string {
  const n = samples.length / 3;
  const Ls: number[] = [];
  const hues: number[] = [];
  const bins = new Float64Array(36);
  for (let i = 0; i < n; i++) {
    Ls.push(samples[i * 3]!);
    const a = samples[i * 3 + 1]!;
    const b = samples[i * 3 + 2]!;
    if (Math.hypot(a, b) < COLOURFUL) continue;
    hues.push(i);
    bins[Math.floor(hueDeg(a, b) / 10) % 36]!++;
  }
  let best = -1;
  let mode = 0;
  for (let k = 0; k < 36; k++) {
    const v = bins[(k + 35) % 36]! + 2 * bins[k]! + bins[(k + 1) % 36]!;
    if (v > best) [best, mode] = [v, k * 10 + 5];
  }
  const inHue = hues.filter((i) => hueDistance(hueDeg(samples[i * 3 + 1]!, samples[i * 3 + 2]!), mode) < SAME_HUE);
  const hueL = inHue.map((i) => samples[i * 3]!).sort((p, q) => p - q);
  const hueC = inHue.map((i) => Math.hypot(samples[i * 3 + 1]!, samples[i * 3 + 2]!)).sort((p, q) => p - q);
  Ls.sort((p, q) => p - q);
  return (
    `L${num(quantile(Ls, 0.25))}${num(quantile(Ls, 0.5))}${num(quantile(Ls, 0.75))}` +
    ` colourful${num((100 * hues.length) / Math.max(1, n))}%` +
    (hues.length ? ` hue${num(mode)} L${num(quantile(hueL, 0.5))}${num(quantile(hueL, 0.75))} C${num(quantile(hueC, 0.5))}` : '')
  );
}

/** Lab of the pixels of the polygons the keep test accepts. */
function labIn(a: Analysis, polys: NormalizedPolygon[], keep: (i: number) => boolean): number[] {
  const region = rasterisePolygons(polys, a.width, a.height);
  const out: number[] = [];
  for (let i = 0; i < region.length; i++) if (region[i] && keep(i)) out.push(a.lab[i * 3]!, a.lab[i * 3 + 1]!, a.lab[i * 3 + 2]!);
  return out;
}

/** The engine's sampling band (a fifth to three quarters of the box, off the wheels) below the belt line only, where glass cannot be. */
function belowBelt(a: Analysis): number[] {
  const { carBox: box, scene } = a;
  const out: number[] = [];
  const cabin = scene.cabin;
  if (!cabin) return out;
  for (let y = box.y; y < box.y + box.h; y += 2) {
    for (let x = box.x; x < box.x + box.w; x += 2) {
      const i = y * a.width + x;
      if (a.carAlpha[i]! <= 0.6 || a.wheels.mask[i]! > 0.3) continue;
      if (y - box.y < Math.max(beltAt(cabin, x - box.x), box.h * 0.2) || y - box.y > box.h * 0.75) continue;
      out.push(a.lab[i * 3]!, a.lab[i * 3 + 1]!, a.lab[i * 3 + 2]!);
    }
  }
  return out;
}

console.log(`${'photo'.padEnd(44)}${'engine'.padEnd(22)}annotated body`);
for (const set of photoSets()) {
  for (const photo of listPhotos(set)) {
    if (only.length && !only.some((o) => photo.includes(o))) continue;
    const ann = readAnnotation(set, photo);
    if (!ann) continue;
    const { analysis: a } = await scorePhoto(set, photo);
    const samples = samplePaint(a.lab, a.carAlpha, a.width, a.carBox, a.wheels);
    const drawn = labIn(a, ann.body, (i) => a.carAlpha[i]! > 0.5);
    console.log(
      `${photo.replace(/\.\w+$/, '').padEnd(44)}${show(paintReference(samples)).padEnd(22)}${show(paintReference(Float32Array.from(drawn)))}`,
    );
    const lit = labIn(a, ann.lights, (i) => a.bodyMask[i]! >= 0.5);
    if (lit.length) console.log(`  painted lights  ${spread(lit)}`);
    console.log(`  engine samples  ${spread(Array.from(samples))}`);
    console.log(`  below the belt  ${spread(belowBelt(a))}`);
    console.log(`  annotated body  ${spread(drawn)}`);
  }
}
