import { EventEmitter } from 'node:events';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import PQueue from 'p-queue';
import type { CarHint, JobStage, WrapJob } from '../../domain/api';
import { filmWrapName } from '../../domain/catalog/filmFamilies';
import type { WrapFilmRef } from '../../domain/catalog/films';
import type { PriceEstimate, SizeClass } from '../../domain/estimate/priceTable';
import type { FinishId } from '../../domain/catalog/finishes';
import type { StyleId } from '../../domain/catalog/styles';
import { ERRORS, MESSAGES } from '../../domain/messages';
import type { WrapProvider } from '../ai/provider';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { carWrapRequests } from '../db/schema';
import { loadPriceTable } from '../estimate/priceTableStore';
import { estimateFor } from '../estimate/wrapEstimate';
import { Conflict, Failed, NotFound } from '../serviceErrors';
import type { NormalizedPhoto } from '../image/normalizeUpload';
import { BUCKET, randomFileName, type Storage } from '../storage/storage';
import { storePaintMask } from '../image/paintMask';
import { createJobLeases, RUNNING_STAGES } from './jobLeases';
import { findsCar, runWrapJob, type JobDeps } from './runWrapJob';
import { TERMINAL_STAGES, toWrapJob } from './wrapJobView';

export interface NewWrap {
  photo: NormalizedPhoto;
  email: string;
  color: { id: string; name: string; hex: string };
  finish: FinishId;
  style: StyleId;
  hint?: CarHint | undefined;
  /** The touched-up area to wrap, checked (readPaintMask): painted exactly, on every generation. */
  paintMask?: Buffer | undefined;
  clientKey?: string | undefined;
  /** The visitor ticked "Show my wrap in the public gallery"; without it the wrap is never listed. */
  galleryConsent?: boolean | undefined;
  /** The catalogue film chosen: the wrap is named after it and keeps it as it is now. */
  film?: WrapFilmRef | undefined;
}

export interface WrapServiceDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'BRAND_NAME' | 'BRAND_SITE' | 'BRAND_PLATE' | 'GENERATION_CONCURRENCY'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  pickProvider: () => Promise<WrapProvider>;
  /** Whether the photo shows a car at all; the local engine's look by default. */
  findsCar?: JobDeps['findsCar'];
  /** How long this process's claim on a request holds without renewal (JOB_LEASE_MS by default). */
  leaseMs?: number;
}

export type WrapService = ReturnType<typeof createWrapService>;

const RUNNING = RUNNING_STAGES;

/**
 * Wrap requests and their generation jobs. Jobs run in this process with a concurrency limit;
 * their state lives in the car_wrap_requests row, so any reader (poll or event stream) sees the
 * same truth, and listeners hear of every change.
 */
export function createWrapService(deps: WrapServiceDeps) {
  const { db, storage, log } = deps;
  const queue = new PQueue({ concurrency: deps.config.GENERATION_CONCURRENCY });
  const changes = new EventEmitter().setMaxListeners(0);
  const stopping = new AbortController();
  const leases = createJobLeases({ db, log, leaseMs: deps.leaseMs });
  leases.start();

  async function setStage(id: string, stage: JobStage, extra: Partial<typeof carWrapRequests.$inferInsert> = {}) {
    await db
      .update(carWrapRequests)
      .set({ ...extra, status: stage, updatedAt: new Date() })
      .where(eq(carWrapRequests.id, id));
    changes.emit(id);
  }

  function enqueue(requestId: string, instructions?: string) {
    const jobDeps: JobDeps = { db, storage, config: deps.config, log, pickProvider: deps.pickProvider, setStage, findsCar: deps.findsCar ?? findsCar };
    void queue.add(async () => {
      // Each job gets its own signal: the SDK adds a listener to the signal of every call, and
      // on the service-wide one those would pile up for the life of the process.
      const job = new AbortController();
      const stop = () => job.abort();
      stopping.signal.addEventListener('abort', stop, { once: true });
      try {
        await runWrapJob(jobDeps, { requestId, instructions }, job.signal);
      } finally {
        stopping.signal.removeEventListener('abort', stop);
      }
    });
  }

  async function findRow(id: string) {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id));
    return row ?? null;
  }

  return {
    /** The generation order: insert the request ("pending" original), store the photo, update, then generate. */
    async start(order: NewWrap): Promise<string> {
      let id: string;
      try {
        const [row] = await db
          .insert(carWrapRequests)
          .values({
            email: order.email,
            originalImageUrl: 'pending',
            originalFileName: order.photo.fileName,
            selectedWrapId: order.film ? order.film.code : 'custom',
            selectedWrapName: order.film ? filmWrapName(order.film) : `Custom: ${order.color.name}`,
            film: order.film ?? null,
            wrapColor: order.color.id,
            finishType: order.finish,
            styleType: order.style,
            carHint: order.hint ?? null,
            clientKey: order.clientKey ?? null,
            galleryConsent: order.galleryConsent ?? false,
            ...leases.claim(),
          })
          .returning({ id: carWrapRequests.id });
        id = row!.id;
      } catch (error) {
        log.error({ err: error }, ERRORS.createRequest);
        throw new Failed(ERRORS.createRequest);
      }
      try {
        // Stored as .jpg whatever the visitor's file was called: the bytes are JPEG now.
        const url = await storage.put(`${BUCKET}/${randomFileName(undefined, '.jpg')}`, order.photo.jpeg, 'image/jpeg');
        const paintMaskUrl = order.paintMask ? await storePaintMask(storage, order.paintMask) : null;
        await db.update(carWrapRequests).set({ originalImageUrl: url, paintMaskUrl }).where(eq(carWrapRequests.id, id));
      } catch (error) {
        const message = ERRORS.uploadImage(error instanceof Error ? error.message : 'storage unavailable');
        log.error({ err: error, requestId: id }, message);
        await setStage(id, 'failed', { errorMessage: message }).catch(() => undefined);
        throw new Failed(message);
      }
      enqueue(id);
      return id;
    },

    /** Regenerates from the stored original with the visitor's extra instructions (Request Changes). */
    async requestChanges(id: string, instructions: string): Promise<void> {
      const row = await findRow(id);
      if (!row) throw new NotFound(MESSAGES.noRequestFound.description);
      if (RUNNING.includes(row.status as JobStage)) throw new Conflict(ERRORS.wrapInProgress);
      const original = row.originalImageUrl === 'pending' ? null : await storage.getByUrl(row.originalImageUrl);
      if (!original) throw new NotFound(ERRORS.originalNotFound);
      // Reopened only if still finished, in one statement: two change requests at once never start two paid jobs.
      // The accepted request's words are kept in the same statement: the quote e-mail lists every change asked for.
      const reopened = await db
        .update(carWrapRequests)
        .set({
          status: 'queued',
          errorMessage: null,
          unapplied: null,
          updatedAt: new Date(),
          changeRequests: sql`coalesce(${carWrapRequests.changeRequests}, '[]'::jsonb) || jsonb_build_array(${instructions}::text)`,
          ...leases.claim(),
        })
        .where(and(eq(carWrapRequests.id, id), notInArray(carWrapRequests.status, RUNNING)))
        .returning({ id: carWrapRequests.id });
      if (reopened.length === 0) throw new Conflict(ERRORS.wrapInProgress);
      changes.emit(id);
      enqueue(id, instructions);
    },

    async getJob(id: string): Promise<WrapJob | null> {
      const row = await findRow(id);
      if (!row) return null;
      return toWrapJob(row, row.status === 'done' ? estimateFor(await loadPriceTable(db), row) : null);
    },

    /** The visitor's correction of the vehicle size; the estimate (and a later quote) follow it. */
    async setSizeClass(id: string, sizeClass: SizeClass): Promise<PriceEstimate> {
      const [row] = isUuid(id)
        ? await db.update(carWrapRequests).set({ sizeClass, updatedAt: new Date() }).where(eq(carWrapRequests.id, id)).returning()
        : [];
      if (!row) throw new NotFound(MESSAGES.noRequestFound.description);
      return estimateFor(await loadPriceTable(db), row);
    },

    /** Calls `listener` after every stage change of the request; returns the unsubscribe. */
    onChange(id: string, listener: () => void): () => void {
      changes.on(id, listener);
      return () => changes.off(id, listener);
    },

    isTerminal: (job: WrapJob) => TERMINAL_STAGES.has(job.stage),

    /**
     * Jobs live in the process that claimed them: ones whose process stopped renewing its claim
     * (a crash, a restart) can never finish, so they are marked failed instead of leaving a visitor
     * watching a stuck spinner. Another live instance's work keeps its claim and is left alone.
     * Also done every third of the lease while the service runs.
     */
    failInterrupted: () => leases.failExpired(),

    /** Stops taking work, cancels calls in flight, and waits for every job to write its end state. */
    async close(): Promise<void> {
      leases.stop();
      queue.clear();
      stopping.abort();
      await queue.onIdle();
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
