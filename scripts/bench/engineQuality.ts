import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { analyse, type Analysis } from '../../src/server/engine/analyse';
import type { PaintProbe } from '../../src/server/engine/bodyMask';
import type { PhotoAnnotation } from '../../src/server/engine/annotations';
import { paintedShare } from '../../src/server/engine/committedFixtures.testutil';
import { decodeImage, type DecodedImage } from '../../src/server/engine/decode';
import type { StoredSilhouette } from '../../src/server/engine/storedSilhouettes';
import { chooseSegmenter } from '../../src/server/segmenter/chooseSegmenter';
import { storedSegmenter } from '../../src/server/segmenter/storedSegmenter';
import type { CarSegmenter } from '../../src/server/segmenter/types';
import { browserSized } from './fixtures';
import { photoSetDir } from '../../src/server/carPhotos.testutil';

/**
 * The paint layer judged against hand-drawn annotations (test-fixtures/annotations), photo by
 * photo: the share of annotated glass, lights and plates painted (goal at most 5%) and of the
 * annotated body painted (goal at least 90%), painted meaning a body mask of at least 0.5 at the
 * photo's working size. Silhouettes come from the model once and are kept in
 * bench-results/silhouettes, so iterating on the rules reruns only the rules.
 */
export const PARTS_KEPT = ['glass', 'lights', 'plates'] as const;
export type KeptPart = (typeof PARTS_KEPT)[number];
export const KEPT_GOAL = 0.05;
export const BODY_GOAL = 0.9;
/** Share of photos on which each goal must hold. */
export const PHOTOS_GOAL = 0.9;

export interface PhotoSet {
  name: 'fixtures' | 'dev';
  dir: string;
  annotations: string;
}

const ANNOTATIONS = process.env.ENGINE_ANNOTATIONS_DIR ?? path.resolve('test-fixtures/annotations');

/** The fixture and dev sets: the full ones beside the checkout when present, else the committed copies. */
export function photoSets(): PhotoSet[] {
  return [
    { name: 'fixtures', dir: photoSetDir('cars'), annotations: path.join(ANNOTATIONS, 'cars') },
    { name: 'dev', dir: photoSetDir('cars-dev'), annotations: path.join(ANNOTATIONS, 'cars-dev') },
  ];
}

export interface PhotoScore {
  set: PhotoSet['name'];
  photo: string;
  view: string;
  /** Painted share of each annotated part; null where the photo has none of it (or no annotation). */
  painted: Record<KeptPart | 'body', number | null>;
  annotated: boolean;
  ms: number;
}

let model: CarSegmenter | null = null;
const CACHE = path.resolve('bench-results/silhouettes');

/** The model's silhouette of a photo at its working size, from the cache when it was found before. */
async function silhouetteOf(image: Buffer, decoded: DecodedImage): Promise<StoredSilhouette> {
  const file = path.join(CACHE, `${createHash('sha1').update(image).digest('hex')}.png`);
  if (fs.existsSync(file)) {
    const meta = JSON.parse(fs.readFileSync(file.replace(/\.png$/, '.json'), 'utf8')) as Pick<StoredSilhouette, 'cues' | 'segmenter'>;
    const { data, info } = await sharp(file).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, alpha: Float32Array.from(data, (v) => v / 255), ...meta };
  }
  if (!model) {
    const chosen = await chooseSegmenter('isnet');
    if (chosen.fallbackReason) console.warn(`!!! the model did not load (${chosen.fallbackReason}): classic silhouettes`);
    model = chosen.segmenter;
  }
  const s = await model.segment(decoded);
  fs.mkdirSync(CACHE, { recursive: true });
  const bytes = Buffer.from(s.alpha.map((v) => Math.round(v * 255)));
  await sharp(bytes, { raw: { width: decoded.width, height: decoded.height, channels: 1 } })
    .png()
    .toFile(file);
  fs.writeFileSync(file.replace(/\.png$/, '.json'), JSON.stringify({ cues: s.cues, segmenter: s.segmenter }));
  return silhouetteOf(image, decoded);
}

export function readAnnotation(set: PhotoSet, photo: string): PhotoAnnotation | null {
  const file = path.join(set.annotations, `${photo.replace(/\.\w+$/, '')}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PhotoAnnotation) : null;
}

function paintedShareOf(a: Analysis, polys: PhotoAnnotation['glass']): number | null {
  return polys.length ? paintedShare(a.bodyMask, a.width, a.height, polys) : null;
}

export function listPhotos(set: PhotoSet): string[] {
  return fs
    .readdirSync(set.dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort();
}

/** Scores one photo; the analysis is passed on for pictures (the contact sheet). */
export async function scorePhoto(
  set: PhotoSet,
  photo: string,
  probe?: PaintProbe,
): Promise<{ score: PhotoScore; analysis: Analysis; image: Buffer }> {
  const image = await browserSized(path.join(set.dir, photo), 90);
  const decoded = await decodeImage(image);
  const stored = await silhouetteOf(image, decoded);
  const t = performance.now();
  const analysis = await analyse(decoded, undefined, storedSegmenter(stored), probe);
  const ms = performance.now() - t;
  const ann = readAnnotation(set, photo);
  const painted = {
    glass: ann ? paintedShareOf(analysis, ann.glass) : null,
    lights: ann ? paintedShareOf(analysis, ann.lights) : null,
    plates: ann ? paintedShareOf(analysis, ann.plates) : null,
    body: ann ? paintedShareOf(analysis, ann.body) : null,
  };
  const view = ann?.view ?? /-(front34|rear34|front|rear|side)-/.exec(photo)?.[1] ?? '?';
  return { score: { set: set.name, photo, view, painted, annotated: !!ann, ms }, analysis, image };
}

const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);
const failsKept = (v: number | null) => v !== null && v > KEPT_GOAL;
const failsBody = (v: number | null) => v !== null && v < BODY_GOAL;

export function scoreRow(s: PhotoScore): string {
  const cell = (part: KeptPart | 'body') => {
    const v = s.painted[part];
    const bad = part === 'body' ? failsBody(v) : failsKept(v);
    return `${pct(v)}${bad ? ' x' : ''}`.padEnd(8);
  };
  const name = s.photo
    .replace(/\.\w+$/, '')
    .slice(0, 44)
    .padEnd(45);
  if (!s.annotated) return `${name}${s.view.padEnd(8)}(not annotated yet)`;
  return `${name}${s.view.padEnd(8)}${cell('glass')}${cell('lights')}${cell('plates')}${cell('body')}`;
}

export const SCORE_HEAD = `${'photo'.padEnd(45)}${'view'.padEnd(8)}${'glass'.padEnd(8)}${'lights'.padEnd(8)}${'plates'.padEnd(8)}${'body'.padEnd(8)}  (painted share; x = goal missed)`;

export interface GoalLine {
  part: KeptPart | 'body';
  ok: number;
  of: number;
  met: boolean;
  text: string;
}

/** One line per part: on how many annotated photos its goal holds, and whether that is >= 90%. */
export function goalLines(scores: PhotoScore[]): GoalLine[] {
  return [...PARTS_KEPT, 'body' as const].map((part) => {
    const judged = scores.map((s) => s.painted[part]).filter((v): v is number => v !== null);
    const ok = judged.filter((v) => (part === 'body' ? v >= BODY_GOAL : v <= KEPT_GOAL)).length;
    const met = judged.length > 0 && ok >= judged.length * PHOTOS_GOAL;
    const goal = part === 'body' ? `body >=${BODY_GOAL * 100}% painted` : `${part} <=${KEPT_GOAL * 100}% painted`;
    return {
      part,
      ok,
      of: judged.length,
      met,
      text: `${goal} on ${ok} of ${judged.length} photos (goal >=90%): ${met ? 'met' : 'MISSED'}`,
    };
  });
}
