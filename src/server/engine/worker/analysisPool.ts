import { Worker } from 'node:worker_threads';
import PQueue from 'p-queue';
import { segmenterSettings } from '../../segmenter/settings';
import type { SegmenterName } from '../../segmenter/types';
import { EngineInputError, NoCarError } from '../errors';
import type { EngineHint } from '../types';
import type { StoredSilhouette } from '../storedSilhouettes';
import type { AnalyseRequest, AnalysedPhoto, FoundCar, WarmReply, WorkerInit, WorkerReply, WorkerRequest } from './protocol';
import { transferables } from './transferables';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * Outlines (detectCar) go before paint layers: a visitor is waiting to see the car found, while
 * a paint layer is wanted once a look is picked. Each kind keeps its arrival order.
 */
const OUTLINE_FIRST = 1;

/** The worker file is TypeScript when run from source: it needs the same loader as this thread. */
const WORKER_URL = new URL(`./analysisWorker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/**
 * The main thread's side of the engine's worker: one worker per process (the model is loaded
 * once, and two inference threads already use this machine's two cores), photos analysed one
 * at a time, outlines first, then in arrival order. A worker that dies is replaced on the next photo.
 */
export class AnalysisPool {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly queue = new PQueue({ concurrency: 1 });
  private warm: Promise<WarmReply> | null = null;
  /** Time the last photo waited for the ones before it, in ms. */
  lastQueueWaitMs = 0;

  constructor(private readonly segmenter: () => SegmenterName) {}

  /** Starts the worker and loads the model; answers which segmenter is in use (and why, if not the one asked for). */
  warmUp(): Promise<WarmReply> {
    this.warm ??= this.send<WarmReply>({ type: 'warm' }).catch((error: unknown) => {
      this.warm = null;
      throw error;
    });
    return this.warm;
  }

  /** The car and its outline, ahead of any paint layer waiting. */
  find(image: Buffer, hint?: EngineHint, stored?: StoredSilhouette): Promise<FoundCar> {
    return this.queued({ type: 'find', image: new Uint8Array(image), hint, stored }, OUTLINE_FIRST);
  }

  /** The whole analysis, paint layer included, once no outline is waiting. */
  analyse(image: Buffer, hint?: EngineHint, stored?: StoredSilhouette): Promise<AnalysedPhoto> {
    return this.queued<AnalysedPhoto>({ type: 'analyse', image: new Uint8Array(image), hint, stored }, 0);
  }

  private queued<T extends AnalysedPhoto | FoundCar>(request: AnalyseRequest, priority: number): Promise<T> {
    const queued = performance.now();
    return this.queue.add(
      async () => {
        this.lastQueueWaitMs = Math.round(performance.now() - queued);
        await this.warmUp();
        const result = await this.send<T>(request);
        ('analysis' in result ? result.analysis.timingsMs : result.timingsMs).queue = this.lastQueueWaitMs;
        return result;
      },
      { priority },
    );
  }

  /** Photos waiting or being analysed. */
  get load(): number {
    return this.queue.size + this.queue.pending;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.warm = null;
    if (worker) await worker.terminate();
  }

  private send<T>(request: { type: 'warm' } | AnalyseRequest): Promise<T> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.ref();
      const message = { ...request, id } as WorkerRequest;
      worker.postMessage(message, message.type !== 'warm' ? transferables([message.image, message.stored]) : []);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const init: WorkerInit = { segmenter: this.segmenter(), settings: segmenterSettings() };
    const worker = WORKER_URL.pathname.endsWith('.ts')
      ? // Node 20 workers ignore `--import tsx`: register tsx's loader inside the worker, then load the file.
        new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`, {
          eval: true,
          workerData: init,
        })
      : new Worker(WORKER_URL, { workerData: init });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      // An idle worker must not keep a command-line tool's process alive.
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) p.resolve(reply.result);
      else p.reject(rebuildError(reply.error));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) {
        this.worker = null;
        this.warm = null;
      }
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The engine worker stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}

/** Visitor mistakes keep their class (a 4xx with their message); anything else stays an Error. */
function rebuildError(e: { name: string; message: string; stack?: string }): Error {
  const error =
    e.name === 'NoCarError'
      ? new NoCarError(e.message)
      : e.name === 'EngineInputError'
        ? new EngineInputError(e.message)
        : new Error(e.message);
  if (e.stack) error.stack = e.stack;
  return error;
}
