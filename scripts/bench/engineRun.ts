import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FinishId } from '../../src/domain/catalog/finishes';
import type { StyleId } from '../../src/domain/catalog/styles';
import { analysePhoto, closeEngine, detectCar, engineLoad, renderWrap, warmUpEngine } from '../../src/server/engine/index';
import { photoFigures, type PhotoFigures } from './enginePhotos';
import { browserSized, carPhotos } from './fixtures';
import { median } from './stats';

/**
 * The engine's figures in a process of their own (so its peak memory, Linux VmHWM, is the
 * engine's alone, model and worker thread included), using the engine module exactly as the
 * server does: one worker thread, photos analysed one at a time. Prints one JSON line. Run by
 * engine.ts for `npm run bench` and `npm run bench:engine`; `--rounds` passes over every fixture
 * photo at the browser's 1024-px size; `--per-photo` adds each photo's quality figures.
 */
const LOOKS: Array<{ label: string; color: string; finish: FinishId; style: StyleId }> = [
  { label: 'solid glossy', color: 'red', finish: 'glossy', style: 'solid-wrap' },
  { label: 'solid chrome', color: 'chrome-silver', finish: 'chrome', style: 'solid-wrap' },
  { label: 'racing stripes satin', color: 'black', finish: 'satin', style: 'racing-stripes' },
  { label: 'racing stripes chrome', color: 'chrome-silver', finish: 'chrome', style: 'racing-stripes' },
];

export interface EngineRunResult {
  photos: number;
  segmenter: string;
  fallbackReason?: string;
  loadMs: number;
  warmUpMs: number;
  /** The first photo after warmUpEngine: the model's first inference. */
  firstSegmentationMs: number;
  /** Wall time of analysePhoto (cache off), every photo x round. */
  segmentationMs: number[];
  /** The model's share of each. */
  modelMs: number[];
  /** monitorEventLoopDelay of this (main) thread while the segmentations ran, in ms. */
  loopDelay: { maxMs: number; p99Ms: number; meanMs: number };
  /** renderWrap on an already-analysed photo, per look. */
  renderMs: Record<string, number[]>;
  /**
   * `burst` different photos at once (detectCar): the engine's own queue wait of each
   * (timingsMs.queue), the last outline's wait, the CPU of every thread of this process
   * meanwhile, and the machine's load average then (the wall figure moves with it).
   */
  burst: { photos: number; queueMs: number[]; totalMs: number; cpuMs: number; loadAverage: number } | null;
  peakRssMb: number;
  /** With `--per-photo`: each photo's figures, its segmentation and model times the median of its rounds. */
  perPhoto: Array<PhotoFigures & { segmentMs: number; modelMs: number }> | null;
}

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    renders: { type: 'string', default: '3' },
    burst: { type: 'string', default: '0' },
    'per-photo': { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const renders = Math.max(1, Number(values.renders));
const burst = Math.max(0, Number(values.burst));
const files = carPhotos();

process.env.ENGINE_ANALYSIS_CACHE = '0';
const t0 = performance.now();
const warm = await warmUpEngine();
const warmUpMs = performance.now() - t0;

// Every round encodes each photo at its own JPEG quality: new pixels, so even the segmenter's
// own map of recent photos cannot answer, and every analysis is a real segmentation.
const photo = (file: string, round: number) => browserSized(file, 88 - round);
let t = performance.now();
await analysePhoto(await photo(files[0]!, 40));
const firstSegmentationMs = performance.now() - t;

const segmentationMs: number[] = [];
const modelMs: number[] = [];
// One histogram, enabled only while the main thread does nothing but wait for the worker: the
// photos of a round are encoded before it (a disabled-then-enabled histogram would count the gap).
const loop = monitorEventLoopDelay({ resolution: 5 });
for (let r = 0; r < rounds; r++) {
  const images = await Promise.all(files.map((file) => photo(file, r)));
  loop.enable();
  for (const image of images) {
    t = performance.now();
    const analysis = await analysePhoto(image);
    segmentationMs.push(performance.now() - t);
    modelMs.push(analysis.timingsMs.model ?? NaN);
  }
  loop.disable();
}
const ns = 1e6;
const loopDelay = { maxMs: loop.max / ns, p99Ms: loop.percentile(99) / ns, meanMs: loop.mean / ns };

// Render after segmentation: the analysis is cached (as after the photo step), so renderWrap
// is the recolour and the encode. Every third photo, so all kinds of shot are in.
process.env.ENGINE_ANALYSIS_CACHE = '4';
const renderMs: Record<string, number[]> = Object.fromEntries(LOOKS.map((l) => [l.label, []]));
for (const file of files.filter((_, i) => i % 3 === 0)) {
  const image = await photo(file, 0);
  await analysePhoto(image);
  await renderWrap({ image, ...LOOKS[0]! }); // first touch of this photo's pixels
  for (let k = 0; k < renders; k++) {
    for (const look of LOOKS) {
      t = performance.now();
      const out = await renderWrap({ image, color: look.color, finish: look.finish, style: look.style });
      renderMs[look.label]!.push(performance.now() - t);
      if (!('cached' in out.timingsMs)) throw new Error(`render of ${path.basename(file)} was not on a cached analysis`);
    }
  }
}

// Peak memory before the burst: the burst's callers hold 20 photos and their analyses at once.
const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);

let burstResult: EngineRunResult['burst'] = null;
if (burst > 0) {
  process.env.ENGINE_ANALYSIS_CACHE = '0';
  // Different photos, as different visitors upload: each one's outline (detectCar) is what the
  // photo step waits for, and the last of them is the figure.
  const images = await Promise.all(
    Array.from({ length: burst }, (_, i) => photo(files[Math.floor((i * files.length) / burst) % files.length]!, 20 + i)),
  );
  const cpu = process.cpuUsage();
  t = performance.now();
  const queueMs: number[] = [];
  await Promise.all(images.map((image) => detectCar(image).then(() => queueMs.push(engineLoad().lastQueueWaitMs))));
  const totalMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  burstResult = { photos: burst, queueMs, totalMs, cpuMs: (used.user + used.system) / 1000, loadAverage: os.loadavg()[0]! };
}

let perPhoto: EngineRunResult['perPhoto'] = null;
if (values['per-photo']) {
  process.env.ENGINE_ANALYSIS_CACHE = '4';
  perPhoto = [];
  // At a JPEG quality no round used: new pixels, analysed with the cache on as the server does.
  for (const [i, file] of files.entries()) {
    const ofPhoto = (times: number[]) => median(times.filter((_, k) => k % files.length === i));
    perPhoto.push({ ...(await photoFigures(file, await photo(file, -2))), segmentMs: ofPhoto(segmentationMs), modelMs: ofPhoto(modelMs) });
  }
}

await closeEngine();
const result: EngineRunResult = {
  photos: files.length,
  segmenter: warm.segmenter,
  ...(warm.fallbackReason ? { fallbackReason: warm.fallbackReason } : {}),
  loadMs: warm.loadMs,
  warmUpMs,
  firstSegmentationMs,
  segmentationMs,
  modelMs,
  loopDelay,
  renderMs,
  burst: burstResult,
  peakRssMb: peakKb / 1024,
  perPhoto,
};
console.log(JSON.stringify(result));
