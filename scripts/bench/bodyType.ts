import { BODY_TYPES, VIEW_NAMES, type BodyType, type ViewName } from '../../src/domain/vehicle/vehicleDescription';
import { bodyShape, type BodyShape } from '../../src/server/engine/bodyShape';
import { readVehicle } from '../../src/server/engine/bodyType';
import { listPhotos, photoSets, scorePhoto } from './engineQuality';

/**
 * Body type, view and paint colour as the local engine reads them, judged against the photos'
 * file names (colour-body-view-...): a confusion table for each and the share right. The
 * silhouettes come from bench-results/silhouettes (the model's output, kept there by
 * `npm run bench:engine -- --quality`), so only the rules run.
 *
 *   npx tsx scripts/bench/bodyType.ts [--shapes]     (--shapes: every photo's measures too)
 */

/** The file names' words for a body type; several name the same one. */
const BODY_WORDS: Record<string, BodyType> = {
  hatchback: 'hatchback',
  sedan: 'saloon',
  saloon: 'saloon',
  estate: 'estate',
  wagon: 'estate',
  coupe: 'coupe',
  sportscar: 'coupe',
  supercar: 'coupe',
  sports: 'coupe',
  // Two-door and low like a coupe; no photo shows one with its roof up.
  convertible: 'coupe',
  suv: 'suv',
  crossover: 'suv',
  pickup: 'pickup',
  van: 'van',
};
const VIEW_WORDS: Record<string, ViewName> = {
  front: 'front',
  rear: 'rear',
  side: 'side',
  front34: 'front-three-quarter',
  rear34: 'rear-three-quarter',
};

interface Truth {
  colour: string;
  body: BodyType;
  view: ViewName;
}

function truthOf(photo: string): Truth | null {
  const [colour, body, view] = photo.replace(/\.\w+$/, '').split('-');
  const b = BODY_WORDS[body ?? ''];
  const v = VIEW_WORDS[view ?? ''];
  return colour && b && v ? { colour, body: b, view: v } : null;
}

const f = (v: number | null) => (v === null ? '    -' : v.toFixed(2).padStart(5));

function shapeRow(s: BodyShape): string {
  const p = s.paint;
  return [
    s.view.padEnd(13),
    f(s.aspect),
    f(s.clearance),
    f(s.lowEnds[0]),
    f(s.lowEnds[1]),
    f(s.endDepths[0]),
    f(s.endDepths[1]),
    f(s.flatRoof),
    f(s.redLamps),
    `${p.coloured ? 'col' : '   '} h${p.hue.toFixed(0).padStart(3)} c${p.chroma.toFixed(0).padStart(3)} L${p.L.toFixed(0).padStart(3)}`,
  ].join(' ');
}

/** Rows are the truth, columns the engine's answer. */
function confusion(title: string, labels: readonly string[], pairs: Array<[string, string]>): string[] {
  const seen = labels.filter((l) => pairs.some(([t, g]) => t === l || g === l));
  const width = Math.max(6, ...seen.map((l) => l.length + 1));
  const lines = [
    `${title} (rows: the photo's name, columns: the engine)`,
    `${''.padEnd(width)}${seen.map((l) => l.padStart(width)).join('')}`,
  ];
  for (const truth of seen) {
    if (!pairs.some(([t]) => t === truth)) continue;
    const cells = seen.map((guess) => {
      const n = pairs.filter(([t, g]) => t === truth && g === guess).length;
      return (n ? String(n) : '.').padStart(width);
    });
    lines.push(`${truth.padEnd(width)}${cells.join('')}`);
  }
  const right = pairs.filter(([t, g]) => t === g).length;
  lines.push(`${title}: ${right} of ${pairs.length} right (${Math.round((100 * right) / Math.max(1, pairs.length))}%)`, '');
  return lines;
}

async function main(): Promise<void> {
  const showShapes = process.argv.includes('--shapes');
  const results: Array<{ photo: string; truth: Truth; guess: Truth }> = [];
  if (showShapes) console.log(`${'photo'.padEnd(46)}${'engine view'.padEnd(14)}aspct clear  low0  low1  end0  end1  flat  redL  paint`);
  for (const set of photoSets()) {
    for (const photo of listPhotos(set)) {
      const truth = truthOf(photo);
      if (!truth) {
        console.warn(`!!! ${photo}: its name does not say colour-body-view, left out`);
        continue;
      }
      const { analysis } = await scorePhoto(set, photo);
      const shape = bodyShape(analysis);
      const guess = readVehicle(shape);
      results.push({ photo, truth, guess });
      const mark = (k: keyof Truth) => (guess[k] === truth[k] ? '' : ` ${k}:${guess[k]}`);
      if (showShapes)
        console.log(
          `${photo
            .replace(/\.\w+$/, '')
            .slice(0, 44)
            .padEnd(46)}${shapeRow(shape)}${mark('body')}${mark('view')}${mark('colour')}`,
        );
    }
  }
  const colours = [...new Set(results.flatMap((r) => [r.truth.colour, r.guess.colour]))].sort();
  console.log(
    [
      '',
      ...confusion(
        'body type',
        BODY_TYPES,
        results.map((r) => [r.truth.body, r.guess.body]),
      ),
      ...confusion(
        'view',
        VIEW_NAMES,
        results.map((r) => [r.truth.view, r.guess.view]),
      ),
      ...confusion(
        'colour',
        colours,
        results.map((r) => [r.truth.colour, r.guess.colour]),
      ),
    ].join('\n'),
  );
}

await main();
