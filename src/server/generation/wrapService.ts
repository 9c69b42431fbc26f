import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { isId, type JobStage, type WrapJob } from '../../domain/api';
import { filmWrapName } from '../../domain/catalog/filmFamilies';
import type { PriceEstimate, SizeClass } from '../../domain/estimate/priceTable';
import { ERRORS, MESSAGES } from '../../domain/messages';
import type { WrapOrder } from '../../domain/order/wrapOrder';
import type { WrapProvider } from '../ai/provider';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createInProcessJobs } from '../jobs/inProcessJobs';
import type { JobData, JobQueue, JobRun } from '../jobs/jobQueue';
import { carWrapRequests } from '../db/schema';
import { loadPriceTable } from '../estimate/priceTableStore';
import { estimateFor } from '../estimate/wrapEstimate';
import { Conflict, Failed, NotFound } from '../serviceErrors';
import type { NormalizedPhoto } from '../image/normalizeUpload';
import { BUCKET, randomFileName, type Storage } from '../storage/storage';
import { readPaintMaskForPhoto, storePaintMask } from '../image/paintMask';
import { BRUSH_TEXT } from '../../domain/wizard/brushTexts';
import { createJobLeases, RUNNING_STAGES } from './jobLeases';
import { findsCar, runWrapJob, type JobDeps } from './runWrapJob';
import { createLocalWrapChanges, type WrapChanges } from './wrapChanges';
import { TERMINAL_STAGES, toWrapJob } from './wrapJobView';
import { PHOTO_NOT_STORED, storedPhotoUrl } from '../db/storedPhoto';

/** A checked order with its normalised photo, as the wrap form hands it over. */
export interface WrapOrderWithPhoto extends Omit<WrapOrder, 'galleryConsent'> {
  photo: NormalizedPhoto;
  /** The touched-up area to wrap, checked (readPaintMask): painted exactly, on every generation. */
  paintMask?: Buffer | undefined;
  clientKey?: string | undefined;
  /** SHA-256 of the owner token the visitor's browser holds (ownerToken.ts); absent, nobody can change the wrap through the API. */
  ownerTokenHash?: string | undefined;
  /** Absent is no: the wrap is never listed in the public gallery without the visitor's tick. */
  galleryConsent?: boolean | undefined;
}

export interface WrapServiceDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'BRAND_NAME' | 'BRAND_SITE' | 'BRAND_PLATE' | 'GENERATION_CONCURRENCY'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** The provider for a job of `clientKey`'s wrap (null: a wrap with no client recorded). */
  providerForNextJob: (clientKey: string | null) => Promise<WrapProvider>;
  /** Whether the photo shows a car at all; the local engine's look by default. */
  findsCar?: JobDeps['findsCar'];
  /** How long this process's claim on a request holds without renewal (JOB_LEASE_MS by default). */
  leaseMs?: number;
  /** Where generation jobs wait: PostgreSQL's queue shared by every process, else (default) this process's own. */
  jobs?: JobQueue;
  /** Who hears of each change: every process on the database, else (default) this one. */
  changes?: WrapChanges;
}

export type WrapService = ReturnType<typeof createWrapService>;

const RUNNING = RUNNING_STAGES;

/**
 * Wrap requests and their generation jobs. Jobs wait in the job queue and run, GENERATION_CONCURRENCY
 * at a time, in each process that works them (workJobs); their state lives in the car_wrap_requests
 * row, so any reader (poll or event stream) sees the same truth, and listeners hear of every change.
 */
export function createWrapService(deps: WrapServiceDeps) {
  const { db, storage, log } = deps;
  const ownJobs = deps.jobs ? null : createInProcessJobs(log);
  const jobs = deps.jobs ?? ownJobs!;
  const changes = deps.changes ?? createLocalWrapChanges();
  // In process, a job lives and dies with its process, which claims its requests; PostgreSQL's
  // queue hands a dead process's job to another instead, and gives up on it itself (workJobs).
  const leases = jobs.kind === 'in-process' ? createJobLeases({ db, log, leaseMs: deps.leaseMs }) : null;
  leases?.start();

  async function setStage(id: string, stage: JobStage, extra: Partial<typeof carWrapRequests.$inferInsert> = {}) {
    await db
      .update(carWrapRequests)
      .set({ ...extra, status: stage, updatedAt: new Date() })
      .where(eq(carWrapRequests.id, id));
    await changes.announce(id);
  }

  const jobDeps: JobDeps = {
    db,
    storage,
    config: deps.config,
    log,
    providerForNextJob: deps.providerForNextJob,
    setStage,
    findsCar: deps.findsCar ?? findsCar,
  };

  async function generate(input: JobData['wrap-generation'], run: JobRun) {
    const row = await findRow(input.requestId);
    // A retry whose wrap already ended (its process wrote the end, then died before telling the queue) has nothing to do.
    if (!row || !RUNNING.includes(row.status)) return;
    log.info({ requestId: input.requestId, attempt: run.attempt }, 'wrap job started');
    await runWrapJob(jobDeps, input, run.signal);
  }

  /** The queue gave up on the job (its processes kept dying): the visitor reads the usual sentence. */
  async function failGivenUp({ requestId }: JobData['wrap-generation']) {
    const failed = await db
      .update(carWrapRequests)
      .set({ status: 'failed', errorMessage: MESSAGES.processingFailed.description, updatedAt: new Date() })
      .where(and(eq(carWrapRequests.id, requestId), inArray(carWrapRequests.status, RUNNING)))
      .returning({ id: carWrapRequests.id });
    if (failed.length) await changes.announce(requestId);
  }

  async function enqueue(requestId: string, instructions?: string, change = false) {
    try {
      await jobs.send('wrap-generation', {
        requestId,
        ...(instructions ? { instructions } : {}),
        ...(change ? { change: true } : {}),
      });
    } catch (error) {
      log.error({ err: error, requestId }, 'could not queue the wrap job');
      await setStage(requestId, 'failed', { errorMessage: MESSAGES.processingFailed.description }).catch(() => undefined);
      throw new Failed(MESSAGES.processingFailed.description);
    }
  }

  async function findRow(id: string) {
    if (!isId(id)) return null;
    const [row] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id));
    return row ?? null;
  }

  /** A finished request and its stored original, which a change regenerates from. */
  async function changeable(id: string) {
    const row = await findRow(id);
    if (!row) throw new NotFound(MESSAGES.noRequestFound.description);
    if (RUNNING.includes(row.status)) throw new Conflict(ERRORS.wrapInProgress);
    const storedUrl = storedPhotoUrl(row.originalImageUrl);
    const original = storedUrl ? await storage.getByUrl(storedUrl) : null;
    if (!original) throw new NotFound(ERRORS.originalNotFound);
    return { row, original };
  }

  /**
   * Reopens a finished request for a change. Only if still finished, in one statement: two
   * changes at once never start two paid jobs. What was asked (`listed`) is kept in the same
   * statement: the quote e-mail lists every change.
   */
  async function reopen(id: string, listed: string, extra: { paintMaskUrl?: string } = {}) {
    const reopened = await db
      .update(carWrapRequests)
      .set({
        status: 'queued',
        errorMessage: null,
        unapplied: null,
        updatedAt: new Date(),
        changeRequests: sql`coalesce(${carWrapRequests.changeRequests}, '[]'::jsonb) || jsonb_build_array(${listed}::text)`,
        ...extra,
        ...leases?.claim(),
      })
      .where(and(eq(carWrapRequests.id, id), notInArray(carWrapRequests.status, RUNNING)))
      .returning({ id: carWrapRequests.id });
    if (reopened.length === 0) throw new Conflict(ERRORS.wrapInProgress);
    await changes.announce(id);
  }

  return {
    /** The generation order: insert the request ("pending" original), store the photo, update, then generate. */
    async start(order: WrapOrderWithPhoto): Promise<string> {
      let id: string;
      try {
        const [row] = await db
          .insert(carWrapRequests)
          .values({
            email: order.email,
            originalImageUrl: PHOTO_NOT_STORED,
            originalFileName: order.photo.fileName,
            selectedWrapId: order.film ? order.film.code : 'custom',
            selectedWrapName: order.film ? filmWrapName(order.film) : `Custom: ${order.color.name}`,
            film: order.film ?? null,
            wrapColor: order.color.id,
            finishType: order.finish,
            styleType: order.style,
            carHint: order.hint ?? null,
            clientKey: order.clientKey ?? null,
            ownerTokenHash: order.ownerTokenHash ?? null,
            galleryConsent: order.galleryConsent ?? false,
            ...leases?.claim(),
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
      await enqueue(id);
      return id;
    },

    /** Regenerates from the stored original with the visitor's extra instructions (Request Changes). */
    async requestChanges(id: string, instructions: string): Promise<void> {
      await changeable(id);
      await reopen(id, instructions);
      await enqueue(id, instructions);
    },

    /**
     * Regenerates with the area the visitor touched up on the result (a PNG at the photo's size,
     * checked as the wrap request's is). The last change's words go again, so the look the
     * visitor sees stays and only the area moves.
     */
    async changeArea(id: string, png: Buffer): Promise<void> {
      const { row, original } = await changeable(id);
      const paintMaskUrl = await storePaintMask(storage, await readPaintMaskForPhoto(png, original));
      const words = (row.changeRequests ?? []).filter((text) => text !== BRUSH_TEXT.areaChanged).at(-1);
      await reopen(id, BRUSH_TEXT.areaChanged, { paintMaskUrl });
      await enqueue(id, words, true);
    },

    async getJob(id: string): Promise<WrapJob | null> {
      const row = await findRow(id);
      if (!row) return null;
      return toWrapJob(row, row.status === 'done' ? estimateFor(await loadPriceTable(db), row) : null);
    },

    /** The visitor's correction of the vehicle size; the estimate (and a later quote) follow it. */
    async setSizeClass(id: string, sizeClass: SizeClass): Promise<PriceEstimate> {
      const [row] = isId(id)
        ? await db.update(carWrapRequests).set({ sizeClass, updatedAt: new Date() }).where(eq(carWrapRequests.id, id)).returning()
        : [];
      if (!row) throw new NotFound(MESSAGES.noRequestFound.description);
      return estimateFor(await loadPriceTable(db), row);
    },

    /** Calls `listener` after every stage change of the request; returns the unsubscribe. */
    onChange: (id: string, listener: () => void): (() => void) => changes.onChange(id, listener),

    isTerminal: (job: WrapJob) => TERMINAL_STAGES.has(job.stage),

    /**
     * Jobs live in the process that claimed them: ones whose process stopped renewing its claim
     * (a crash, a restart) can never finish, so they are marked failed instead of leaving a visitor
     * watching a stuck spinner. Another live instance's work keeps its claim and is left alone.
     * Also done every third of the lease while the service runs. Only for the in-process queue:
     * PostgreSQL's queue retries a dead process's job elsewhere instead.
     */
    failInterrupted: async () => (leases ? leases.failExpired() : 0),

    /** Works generation jobs in this process (not in a web-only one), and ends those the queue gave up on. */
    async workJobs(): Promise<void> {
      await jobs.work('wrap-generation', deps.config.GENERATION_CONCURRENCY, generate);
      await jobs.onGivenUp('wrap-generation', failGivenUp);
    },

    /** Stops renewing claims; with its own queue, also stops taking work, cancels calls in flight and waits for every job to write its end state. */
    async close(): Promise<void> {
      leases?.stop();
      await ownJobs?.stop();
    },
  };
}
