import sharp from 'sharp';
import { resolveColor } from '../../domain/catalog/colors';
import { engineSettings } from '../config';
import { FINISH_IDS } from '../../domain/catalog/finishes';
import { STYLE_IDS } from '../../domain/catalog/styles';
import { parseChangeRequest } from '../../domain/paint/changeRequest';
import { maskBounds, recolorBody } from '../../domain/paint/recolor';
import type { PixelBox } from '../../domain/paint/types';
import { boxMean } from './raster';
import type { SegmenterName } from '../segmenter/types';
import type { Analysis } from './analyse';
import { AnalysisCache } from './analysisCache';
import { plateBoxes, type FractionBox } from './plates/plateBoxes';
import { PhotoWork, type AnalysedEntry } from './photoWork';
import { EngineInputError, NoCarError } from './errors';
import { ERRORS } from '../../domain/messages';
import { createFolderSilhouetteStore, layeredSilhouetteStore, type SilhouetteStore } from './storedSilhouettes';
import { timer } from './timer';
import { bodyShape } from './bodyShape';
import { readVehicle } from './bodyType';
import type { VehicleDescription } from '../../domain/vehicle/vehicleDescription';
import { AnalysisPool } from './worker/analysisPool';
import type { WarmReply } from './worker/protocol';
import type { DetectResult, EngineHint, RenderInput, RenderResult } from './types';

export { EngineInputError, NoCarError } from './errors';
export type { DetectResult, EngineHint, RenderInput, RenderResult } from './types';

const cacheSize = () => engineSettings().ENGINE_ANALYSIS_CACHE;
const cache = new AnalysisCache<PhotoWork>(cacheSize);

/** `SEGMENTER=classic` for small hosts; the learned model otherwise. */
export function segmenterSetting(): SegmenterName {
  return engineSettings().SEGMENTER;
}

const pool = new AnalysisPool(segmenterSetting);

/**
 * Starts the engine's worker and loads the model ahead of the first visitor (about 1 s once
 * per process). Answers which segmenter is in use, and why when the model could not load.
 */
export function warmUpEngine(): Promise<WarmReply> {
  return pool.warmUp();
}

/** Stops the engine's worker (tests, graceful shutdown); the next photo starts a new one. */
export async function closeEngine(): Promise<void> {
  cache.clear();
  await pool.close();
}

/** Photos waiting for or in the engine's worker, and how long the last one waited. */
export function engineLoad(): { photos: number; lastQueueWaitMs: number } {
  return { photos: pool.load, lastQueueWaitMs: pool.lastQueueWaitMs };
}

let appStore: SilhouetteStore | null = null;

/**
 * Where silhouettes are kept beside their photos (the app's storage), so a photo is segmented
 * once, whichever process sees it next. Without one, only this process's cache (and the host's
 * folder, SILHOUETTE_CACHE_DIR) remembers them.
 */
export function keepSilhouettesIn(silhouettes: SilhouetteStore | null): void {
  appStore = silhouettes;
  cache.clear();
}

function silhouetteStore(): SilhouetteStore | null {
  const { SILHOUETTE_CACHE_DIR: folder, SEGMENTER } = engineSettings();
  if (!folder) return appStore;
  const hostStore = createFolderSilhouetteStore(folder, SEGMENTER);
  return appStore ? layeredSilhouetteStore(appStore, hostStore) : hostStore;
}

/** The engine's work on a photo, shared by every call about the same photo and hint while cached. */
function photoWork(image: Buffer, hint?: EngineHint): Promise<PhotoWork> {
  const cleanHint = validateHint(hint);
  return cache.get(AnalysisCache.key(image, cleanHint), async () => new PhotoWork(image, cleanHint, pool, silhouetteStore()));
}

async function analysed(image: Buffer, hint?: EngineHint): Promise<AnalysedEntry> {
  return (await photoWork(image, hint)).analysed();
}

/** The engine's whole analysis of a photo (silhouette, body, layout), for tests and tools. */
export async function analysePhoto(image: Buffer, hint?: EngineHint): Promise<Analysis> {
  return (await analysed(image, hint)).analysis;
}

/**
 * Finds the car in a photo. A photo without a car gives a low-confidence, unsure best effort.
 * It answers as soon as the outline is known, ahead of other photos' paint layers; this
 * photo's own paint layer follows in the engine's spare time, for the look that comes next.
 */
export async function detectCar(image: Buffer, hint?: EngineHint): Promise<DetectResult> {
  const work = await photoWork(image, hint);
  const found = await work.detection();
  // Kept only while cached: with the cache off, nobody would ever read it.
  if (!found.noCar && cacheSize() > 0) work.analysed().catch(() => undefined);
  return found;
}

export { detectionOf } from './detection';

/** What the engine reads of the car in a photo: body type, view and paint colour, and how sure it is of the car. */
export interface CarDescription {
  vehicle: VehicleDescription;
  confidence: number;
  unsure: boolean;
}

/**
 * Describes the car in a photo from its whole analysis (the one a render of it uses, so asking
 * first costs nothing more). A photo without a car is refused as a render is.
 */
export async function describeCar(image: Buffer, hint?: EngineHint): Promise<CarDescription> {
  const { analysis } = await analysed(image, hint);
  if (analysis.noCar) throw new NoCarError(ERRORS.noCar);
  return { vehicle: readVehicle(bodyShape(analysis)), confidence: analysis.confidence, unsure: analysis.unsure };
}

export type { FractionBox } from './plates/plateBoxes';

/**
 * The number plates the engine keeps off the paint, as boxes in fractions of the photo, from
 * the same analysis the render used (cached, or on the stored silhouette): no new model run
 * when the photo was seen before. None when the photo holds no car.
 */
export async function findPlates(image: Buffer, hint?: EngineHint): Promise<FractionBox[]> {
  return plateBoxes((await analysed(image, hint)).analysis);
}

/**
 * Recolours the car in a photo. The result is at the working size (longer side at most 1024 px,
 * never enlarged); `carMask` has the same size.
 */
export async function renderWrap(input: RenderInput): Promise<RenderResult> {
  const resolved = resolveColor(input.color);
  if (!resolved) throw new EngineInputError(`Unknown colour "${input.color}": use a #rrggbb value or a colour from the list.`);
  if (!FINISH_IDS.includes(input.finish))
    throw new EngineInputError(`Unknown finish "${input.finish}": use one of ${FINISH_IDS.join(', ')}.`);
  if (!STYLE_IDS.includes(input.style)) throw new EngineInputError(`Unknown style "${input.style}": use one of ${STYLE_IDS.join(', ')}.`);
  const total = performance.now();
  const { image, analysis, decodeMs } = await analysed(input.image, input.hint);
  if (analysis.noCar) throw new NoCarError(ERRORS.noCar);
  const timingsMs: Record<string, number> = { decode: decodeMs, ...(decodeMs ? analysis.timingsMs : { cached: 0 }) };
  const lap = timer(timingsMs);

  const visitorArea = input.paintMask ? await visitorPaintLayer(input.paintMask, analysis) : null;
  const change = input.instructions
    ? parseChangeRequest(input.instructions, { color: resolved.hex, finish: input.finish, style: input.style })
    : null;
  const rgba = recolorBody({
    image,
    bodyMask: visitorArea?.body ?? analysis.bodyMask,
    carBox: visitorArea?.box ?? analysis.carBox,
    layout: analysis.geometry.layout,
    color: change?.color ?? resolved.hex,
    finish: change?.finish ?? input.finish,
    style: change?.style ?? input.style,
    lightnessShift: change?.lightnessShift ?? 0,
    chromaScale: change?.chromaScale ?? 1,
    // The engine converted only its own car box to Lab: a brushed area may reach past it.
    lab: visitorArea ? undefined : analysis.lab,
  });
  lap('recolor');
  const { width, height } = analysis;
  const [png, carMask] = await Promise.all([
    sharp(rgba, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: 3 })
      .toBuffer(),
    carMaskPng(analysis),
  ]);
  lap('encode');
  timingsMs.total = Math.round(performance.now() - total);
  return {
    png,
    width,
    height,
    confidence: analysis.confidence,
    unsure: analysis.unsure,
    applied: change?.applied ?? [],
    unapplied: change?.unapplied ?? [],
    timingsMs,
    carMask,
  };
}

/**
 * The visitor's brushed area (checked by the route: binary, the photo's size) as the paint
 * layer, its edge softened by a pixel as the engine's own is, and the box it reaches.
 */
async function visitorPaintLayer(png: Buffer, a: Analysis): Promise<{ body: Float32Array; box: PixelBox }> {
  const { data, info } = await sharp(png).toColourspace('b-w').extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  if (info.width !== a.width || info.height !== a.height) throw new EngineInputError(ERRORS.paintMaskWrongSize);
  const hard = new Float32Array(a.width * a.height);
  for (let i = 0; i < hard.length; i++) hard[i] = data[i]! / 255;
  const body = boxMean(hard, a.width, a.height, 1);
  const painted = maskBounds(hard, a.width, a.height);
  if (!painted) throw new EngineInputError(ERRORS.paintMaskEmpty);
  const x0 = Math.min(a.carBox.x, painted.x);
  const y0 = Math.min(a.carBox.y, painted.y);
  const x1 = Math.max(a.carBox.x + a.carBox.w, painted.x + painted.w);
  const y1 = Math.max(a.carBox.y + a.carBox.h, painted.y + painted.h);
  return { body, box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } };
}

/**
 * The whole car as a greyscale PNG at the photo's working size, for compositing an AI picture,
 * or null when the engine found no car or is unsure of it. No recolour is done.
 */
export async function findCarMask(image: Buffer, hint?: EngineHint): Promise<Buffer | null> {
  const { analysis } = await analysed(image, hint);
  return analysis.noCar || analysis.unsure ? null : carMaskPng(analysis);
}

function carMaskPng(a: Analysis): Promise<Buffer> {
  return sharp(alphaBytes(a.carAlpha), { raw: { width: a.width, height: a.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 3 })
    .toBuffer();
}

function alphaBytes(alpha: Float32Array): Uint8Array {
  const out = new Uint8Array(alpha.length);
  for (let i = 0; i < alpha.length; i++) out[i] = Math.round(alpha[i]! * 255);
  return out;
}

/** The hint as the engine keys its work and silhouettes by it; throws EngineInputError when out of range. */
export function validateHint(hint?: EngineHint): EngineHint | undefined {
  if (!hint) return undefined;
  const inUnit = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
  const out: EngineHint = {};
  if (hint.point) {
    if (!inUnit(hint.point.x) || !inUnit(hint.point.y))
      throw new EngineInputError('The tapped point must be given as fractions (0 to 1) of the photo width and height.');
    out.point = { x: hint.point.x, y: hint.point.y };
  }
  if (hint.box) {
    const { x, y, w, h } = hint.box;
    if (![x, y, w, h].every(inUnit) || w <= 0.01 || h <= 0.01)
      throw new EngineInputError('The box around the car must be given as fractions (0 to 1) of the photo width and height.');
    out.box = { x, y, w: Math.min(w, 1 - x), h: Math.min(h, 1 - y) };
  }
  return out.point || out.box ? out : undefined;
}
