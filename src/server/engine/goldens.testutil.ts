import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { storedSegmenter } from '../segmenter/storedSegmenter';
import { analyse, type Analysis } from './analyse';
import { decodeImage, type DecodedImage } from './decode';
import { LABEL_NAMES, LABELS, paintLabels, type LabelName } from './paintLabels';
import type { StoredSilhouette } from './storedSilhouettes';
import { runAnalysis } from './runAnalyses.testutil';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

/**
 * Golden paint layers (sharp's expected/ images are the model): for every photo committed in
 * test-fixtures/cars and test-fixtures/cars-dev, the model's silhouette and the paint layer the
 * rules drew on it, kept in test-fixtures/golden/<set>/. The test reruns only the rules on the
 * stored silhouette, so it is fast and says when a change moves a render.
 * `npm run engine:golden -- --update` accepts the moves on purpose.
 */
export const GOLDEN_DIR = path.resolve(process.cwd(), 'test-fixtures/golden');
export const COMMITTED_SETS = ['cars', 'cars-dev'] as const;
export type CommittedSet = (typeof COMMITTED_SETS)[number];

/** A label PNG stores each label times this, so the file is readable in an image viewer. */
const LABEL_STEP = 50;
/** Least IoU of a part with its golden before the test says the render moved. */
export const GOLDEN_MIN_IOU = 0.98;
/** A part this small (pixels in either) is judged by the pixels that changed, not by IoU. */
const SMALL_PART = 400;

export interface CommittedPhoto {
  set: CommittedSet;
  file: string;
  stem: string;
}

export function committedPhotos(): CommittedPhoto[] {
  return COMMITTED_SETS.flatMap((set) =>
    fs
      .readdirSync(COMMITTED_PHOTOS[set])
      .filter((f) => /\.(jpe?g|png)$/i.test(f))
      .sort()
      .map((file) => ({ set, file, stem: file.replace(/\.\w+$/, '') })),
  );
}

export const photoPath = (p: CommittedPhoto) => path.join(COMMITTED_PHOTOS[p.set], p.file);
export const silhouettePath = (p: CommittedPhoto) => path.join(GOLDEN_DIR, p.set, `${p.stem}.silhouette.png`);
export const labelsPath = (p: CommittedPhoto) => path.join(GOLDEN_DIR, p.set, `${p.stem}.paint.png`);
const cuesPath = () => path.join(GOLDEN_DIR, 'silhouettes.json');

type CuesIndex = Record<string, Pick<StoredSilhouette, 'cues' | 'segmenter'>>;
const key = (p: CommittedPhoto) => `${p.set}/${p.stem}`;

function readCues(): CuesIndex {
  return fs.existsSync(cuesPath()) ? (JSON.parse(fs.readFileSync(cuesPath(), 'utf8')) as CuesIndex) : {};
}

export async function readSilhouette(p: CommittedPhoto): Promise<StoredSilhouette | null> {
  const meta = readCues()[key(p)];
  if (!meta || !fs.existsSync(silhouettePath(p))) return null;
  const { data, info } = await sharp(silhouettePath(p)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const alpha = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) alpha[i] = data[i]! / 255;
  return { width: info.width, height: info.height, alpha, ...meta };
}

/** Writes the silhouette as the store keeps it (8-bit), so goldens are drawn on what is read back. */
export async function writeSilhouette(p: CommittedPhoto, s: StoredSilhouette): Promise<void> {
  fs.mkdirSync(path.dirname(silhouettePath(p)), { recursive: true });
  const bytes = Buffer.alloc(s.alpha.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(s.alpha[i]! * 255);
  await sharp(bytes, { raw: { width: s.width, height: s.height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toFile(silhouettePath(p));
  const cues = readCues();
  cues[key(p)] = { cues: s.cues, segmenter: s.segmenter };
  const sorted = Object.fromEntries(Object.entries(cues).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(cuesPath(), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The rules' analysis of a committed photo on its stored silhouette (no model), once per test run. */
export async function analyseOnStored(p: CommittedPhoto, stored: StoredSilhouette, image?: DecodedImage): Promise<Analysis> {
  const photo = fs.readFileSync(photoPath(p));
  return runAnalysis(photo, stored, async () => analyse(image ?? (await decodeImage(photo)), undefined, storedSegmenter(stored)));
}

export async function writeLabels(p: CommittedPhoto, labels: Uint8Array, width: number, height: number): Promise<void> {
  fs.mkdirSync(path.dirname(labelsPath(p)), { recursive: true });
  const bytes = Buffer.from(labels.map((v) => v * LABEL_STEP));
  await sharp(bytes, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9, palette: false })
    .toFile(labelsPath(p));
}

export async function readLabels(p: CommittedPhoto): Promise<{ labels: Uint8Array; width: number; height: number } | null> {
  if (!fs.existsSync(labelsPath(p))) return null;
  const { data, info } = await sharp(labelsPath(p)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { labels: Uint8Array.from(data, (v) => Math.round(v / LABEL_STEP)), width: info.width, height: info.height };
}

export interface PartMove {
  part: LabelName;
  iou: number;
  changed: number;
  moved: boolean;
}

/** Per label: IoU of now against the golden, and whether that is a move past the tolerance. */
export function compareLabels(golden: Uint8Array, now: Uint8Array): PartMove[] {
  return LABEL_NAMES.filter((n) => n !== 'outside').map((part) => {
    const v = LABELS[part];
    let inter = 0;
    let union = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i < golden.length; i++) {
      const g = golden[i] === v;
      const n = now[i] === v;
      if (g) a++;
      if (n) b++;
      if (g && n) inter++;
      if (g || n) union++;
    }
    const iou = union ? inter / union : 1;
    const changed = union - inter;
    const moved = Math.max(a, b) < SMALL_PART ? changed > SMALL_PART / 2 : iou < GOLDEN_MIN_IOU;
    return { part, iou, changed, moved };
  });
}

export { paintLabels };

/** A committed photo ("<set>/<stem>") decoded and analysed on its stored silhouette: the rules only, no model. */
export async function analyseCommitted(key: string): Promise<{ image: DecodedImage; analysis: Analysis }> {
  const p = committedPhotos().find((c) => `${c.set}/${c.stem}` === key);
  if (!p) throw new Error(`no committed photo ${key}`);
  const image = await decodeImage(fs.readFileSync(photoPath(p)));
  const stored = await readSilhouette(p);
  if (!stored) throw new Error(`no stored silhouette for ${key} (npm run engine:golden -- --update)`);
  return { image, analysis: await analyseOnStored(p, stored, image) };
}
