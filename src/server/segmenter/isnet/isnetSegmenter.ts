import { createHash } from 'node:crypto';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { DecodedImage } from '../../engine/decode';
import { timer } from '../../engine/timer';
import { cleanSilhouette } from '../cleanSilhouette';
import { smallMask } from '../smallMask';
import type { CarSegmenter, PixelHint, Silhouette } from '../types';
import { ensureOptimisedIsnetModel } from './optimisedModel';

/**
 * The model's input side (a multiple of 64). Measured here (2 cores, optimised model): 768 px
 * 1.25 s, 704 px 1.05 s, 640 px 0.82 s per inference; mean IoU on the five ground-truth masks
 * after cleaning 0.974, 0.972 and 0.964. At 640 a strip of the shadow under some cars joins the
 * silhouette and the wheels found on its bottom edge go wrong, so 704. The model was trained on
 * squares: stretching the photo to one beats keeping its proportions (holes in glass, junk).
 */
export const ISNET_SIDE = 704;
/**
 * The model's input side for the photo step's outline alone, drawn over a phone-sized preview:
 * about half the inference time of ISNET_SIDE (see `npm run bench:engine`, which prints the
 * outline's IoU against the full silhouette's).
 */
export const OUTLINE_SIDE = 512;
/** Probability maps kept for hints on a recent photo (0.6 MB each). */
const RECENT_MAPS = 8;
/** The silhouette is cleaned at this longer side: finer than the model's own grid, 4x cheaper than 1024. */
const CLEAN_SIDE = 512;

type Plane = { data: Buffer; width: number; height: number };

/**
 * ISNet (salient-object segmentation, weights from @imgly/background-removal-data) on
 * onnxruntime's CPU backend. One session per process, created by `createIsnetSegmenter`.
 */
export interface IsnetSettings {
  /** onnxruntime's intra-op threads (SEGMENTER_THREADS). */
  threads: number;
  /** Keep the last photos' probability maps for a tap or box on them (off for benchmarks: ENGINE_ANALYSIS_CACHE=0). */
  keepRecentMaps: boolean;
}

export async function createIsnetSegmenter(settings: IsnetSettings, side = ISNET_SIDE, outlineSide = OUTLINE_SIDE): Promise<CarSegmenter> {
  const session = await ort.InferenceSession.create(await ensureOptimisedIsnetModel(), {
    // Optimised once already (ensureOptimisedIsnetModel): doing it again at every start would
    // hold about 0.3 GB more at its peak for the same speed.
    // Sequential, as parallel execution doubles the CPU time.
    graphOptimizationLevel: 'disabled',
    executionMode: 'sequential',
    intraOpNumThreads: settings.threads,
    // Idle inference threads sleep instead of spinning: on two cores shared with the server (and
    // four photos queued) the spinning only took CPU from the work, measured: four outlines cost
    // 3.1-3.5 s of CPU without it, 4.0-4.6 s with it.
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  });
  const inputName = session.inputNames[0]!;
  const outputName = session.outputNames[0]!;

  /** The model's probability map, 0..255 at side x side. */
  async function probability(image: DecodedImage, side: number): Promise<Plane> {
    const { data } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
      .removeAlpha()
      .resize(side, side, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const n = side * side;
    const planar = new Float32Array(3 * n);
    // The maker's normalisation: (x - 128) / 256, planar RGB.
    for (let i = 0, j = 0; i < n; i++, j += 3) {
      planar[i] = (data[j]! - 128) / 256;
      planar[n + i] = (data[j + 1]! - 128) / 256;
      planar[2 * n + i] = (data[j + 2]! - 128) / 256;
    }
    const result = await session.run({ [inputName]: new ort.Tensor('float32', planar, [1, 3, side, side]) });
    const map = result[outputName]!.data as Float32Array;
    const bytes = Buffer.alloc(n);
    for (let i = 0; i < n; i++) bytes[i] = Math.round(Math.min(1, Math.max(0, map[i]!)) * 255);
    return { data: bytes, width: side, height: side };
  }

  // A tap or a drawn box changes only the cleaning: the last photos' maps are kept for it.
  const recent = new Map<string, Promise<Plane>>();
  function cachedProbability(image: DecodedImage, side: number): Promise<Plane> {
    // ENGINE_ANALYSIS_CACHE=0 (benchmarks) means every photo is segmented afresh.
    if (!settings.keepRecentMaps) return probability(image, side);
    const key = `${side} ${createHash('sha1').update(image.data).digest('hex')}`;
    let entry = recent.get(key);
    if (!entry) {
      entry = probability(image, side);
      entry.catch(() => recent.delete(key));
      recent.set(key, entry);
      if (recent.size > RECENT_MAPS) recent.delete(recent.keys().next().value!);
    }
    return entry;
  }

  async function silhouetteAt(side: number, image: DecodedImage, hint?: PixelHint): Promise<Silhouette> {
    const timingsMs: Record<string, number> = {};
    const lap = timer(timingsMs);
    const prob = await cachedProbability(image, side);
    lap('model');
    const { width, height } = image;
    const scale = Math.min(1, CLEAN_SIDE / Math.max(width, height));
    const cw = Math.max(8, Math.round(width * scale));
    const ch = Math.max(8, Math.round(height * scale));
    const [small, full] = await Promise.all([resizePlane(prob, cw, ch), resizePlane(prob, width, height)]);
    const smallProb = new Float32Array(cw * ch);
    for (let i = 0; i < smallProb.length; i++) smallProb[i] = small.data[i]! / 255;
    const clean = cleanSilhouette(smallProb, cw, ch, scaleHint(hint, cw / width, ch / height));
    lap('clean');
    const alpha = await fullAlpha(clean.mask, cw, ch, full);
    lap('alpha');
    return { alpha, small: smallMask(clean.mask, cw, ch), cues: clean.cues, segmenter: 'isnet', timingsMs };
  }

  return {
    name: 'isnet',
    segment: (image, hint) => silhouetteAt(side, image, hint),
    segmentForOutline: (image, hint) => silhouetteAt(outlineSide, image, hint),
  };
}

/** sharp turns one-channel raw input into RGB on the way out: the one channel is taken back. */
async function resizePlane(plane: Plane, width: number, height: number): Promise<Plane> {
  const data = await sharp(plane.data, { raw: { width: plane.width, height: plane.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, width, height };
}

/**
 * The cleaned silhouette at full size: 1 inside (holes filled), 0 outside (tails and specks
 * gone), and along its edge the model's own soft probability, for an anti-aliased outline.
 */
async function fullAlpha(mask: Uint8Array, cw: number, ch: number, prob: Plane): Promise<Float32Array> {
  const up = await resizePlane(
    { data: Buffer.from(mask.buffer, mask.byteOffset, mask.length).map((v) => v * 255) as Buffer, width: cw, height: ch },
    prob.width,
    prob.height,
  );
  const alpha = new Float32Array(prob.width * prob.height);
  for (let i = 0; i < alpha.length; i++) {
    const m = up.data[i]!;
    alpha[i] = m >= 250 ? 1 : m <= 5 ? 0 : Math.min(prob.data[i]!, m * 2) / 255;
  }
  return alpha;
}

function scaleHint(hint: PixelHint | undefined, sx: number, sy: number): PixelHint | undefined {
  if (!hint) return undefined;
  return {
    ...(hint.point ? { point: { x: hint.point.x * sx, y: hint.point.y * sy } } : {}),
    ...(hint.box ? { box: { x: hint.box.x * sx, y: hint.box.y * sy, w: hint.box.w * sx, h: hint.box.h * sy } } : {}),
  };
}
