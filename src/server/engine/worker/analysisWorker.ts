import { parentPort, workerData } from 'node:worker_threads';
import { chooseSegmenter, type ChosenSegmenter } from '../../segmenter/chooseSegmenter';
import { storedSegmenter } from '../../segmenter/storedSegmenter';
import type { CarSegmenter, Silhouette } from '../../segmenter/types';
import { analyse, findCar } from '../analyse';
import { decodeImage, type DecodedImage } from '../decode';
import { detectionOf } from '../detection';
import type { StoredSilhouette } from '../storedSilhouettes';
import type { WorkerInit, WorkerReply, WorkerRequest } from './protocol';
import { transferables } from './transferables';

/**
 * The engine's thread: decodes a photo, finds the car (the model runs here, loaded once) and
 * analyses its body, so the server's event loop never waits on any of it. Requests are
 * answered one at a time, in order; the pool on the main thread queues them, outlines first.
 */
const init = workerData as WorkerInit;
let loadMs = 0;
let chosen: Promise<ChosenSegmenter> | null = null;

/**
 * The model, loaded at the first request that needs it (a warm-up, or a photo without a stored
 * silhouette): a process whose photos were all segmented before never loads it.
 */
function segmenterReady(): Promise<ChosenSegmenter> {
  const started = performance.now();
  // opencv.js (about 0.1 GB) loads only with the classical segmenter, which uses it.
  chosen ??= chooseSegmenter(init.segmenter, init.settings).then(async (c) => {
    // The first inference of a session is several times slower than the next: pay it now, on a
    // blank picture, rather than in the first visitor's photo step.
    await c.segmenter.segment({ data: new Uint8Array(64 * 48 * 4).fill(128), width: 64, height: 48 }).catch(() => undefined);
    loadMs = Math.round(performance.now() - started);
    return c;
  });
  return chosen;
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  try {
    if (request.type === 'warm') {
      const { segmenter, fallbackReason } = await segmenterReady();
      return { id: request.id, ok: true, result: { segmenter: segmenter.name, fallbackReason, loadMs } };
    }
    const t = performance.now();
    const image = await decodeImage(Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength));
    const decodeMs = Math.round(performance.now() - t);
    const stored = request.stored?.width === image.width && request.stored.height === image.height ? request.stored : undefined;
    const segmenter = stored ? null : (await segmenterReady()).segmenter;
    // The outline alone may come from the model's cheaper pass; a silhouette found before serves both.
    const forOutline = request.type === 'find' && segmenter?.segmentForOutline !== undefined;
    let found: Silhouette | undefined;
    const using: CarSegmenter = segmenter
      ? {
          name: segmenter.name,
          segment: async (img, hint) =>
            (found = await (forOutline ? segmenter.segmentForOutline!(img, hint) : segmenter.segment(img, hint))),
        }
      : storedSegmenter(stored!);
    const full = (): StoredSilhouette | undefined => stored ?? (found && !forOutline ? keptSilhouette(image, found) : undefined);
    if (request.type === 'find') {
      const car = await findCar(image, request.hint, using);
      return { id: request.id, ok: true, result: { detection: detectionOf(car), decodeMs, timingsMs: car.timingsMs, silhouette: full() } };
    }
    const analysis = await analyse(image, request.hint, using);
    return { id: request.id, ok: true, result: { image, analysis, decodeMs, silhouette: stored ? undefined : full() } };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, ok: false, error: { name: e.name, message: e.message, stack: e.stack } };
  }
}

function keptSilhouette(image: DecodedImage, found: Silhouette): StoredSilhouette {
  return { width: image.width, height: image.height, alpha: found.alpha, cues: found.cues, segmenter: found.segmenter };
}

let chain = Promise.resolve();
parentPort!.on('message', (request: WorkerRequest) => {
  chain = chain.then(async () => {
    const reply = await handle(request);
    parentPort!.postMessage(reply, reply.ok ? transferables(reply.result) : []);
  });
});
