import type { Language } from '../../domain/i18n/languages';
import { toEnglishWords } from '../../domain/paint/changePhrases';
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
import { photoIdOf } from '../image/uploadedPhotos';
import { BRUSH_TEXT } from '../../domain/wizard/brushTexts';
import { createJobLeases, RUNNING_STAGES } from './jobLeases';
import { findsCar, runWrapJob, type JobDeps } from './runWrapJob';
import { createLocalWrapChanges, type WrapChanges } from './wrapChanges';
import { TERMINAL_STAGES, toWrapJob } from './wrapJobView';
import { storedPhotoUrl } from '../db/storedPhoto';
import { outagePart } from '../outage';
import { probeStorageWrite } from '../storage/writeProbe';
import { customWrapName, settleChange } from '../../domain/order/settleChange';
import { lookOfRow, settledColumns } from './orderedLook';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Funnel } from '../funnel/funnelCounts';

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
  /** The embedding site's origin ('' or absent: the shop's own site), for the funnel. */
  site?: string | undefined;
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
  publicPictures?: JobDeps['publicPictures'];
  /** How long this process's claim on a request holds without renewal (JOB_LEASE_MS by default). */
  leaseMs?: number;
  /** Where generation jobs wait: PostgreSQL's queue shared by every process, else (default) this process's own. */
  jobs?: JobQueue;
  /** Who hears of each change: every process on the database, else (default) this one. */
  changes?: WrapChanges;
  /** Where a first generation that ends with a picture is counted as a preview made. */
  funnel?: Pick<Funnel, 'count'>;
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

  async function setStage(id: string, stage: JobStage, extra: PgUpdateSetSource<typeof carWrapRequests> = {}) {
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
    publicPictures: deps.publicPictures,
  };

  async function generate(input: JobData['wrap-generation'], run: JobRun) {
    const row = await findRow(input.requestId);
    // A retry whose wrap already ended (its process wrote the end, then died before telling the queue) has nothing to do.
    if (!row || !RUNNING.includes(row.status)) return;
    log.info({ requestId: input.requestId, attempt: run.attempt }, 'wrap job started');
    await runWrapJob(jobDeps, input, run.signal);
    // A change shows the same visitor another picture of the same wrap: only the first is a preview made.
    if (deps.funnel && !input.change && !input.instructions) {
      const ended = await findRow(input.requestId).catch(() => null);
      if (ended?.status === 'done') await deps.funnel.count('preview-made', input.site ?? '');
    }
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

  async function enqueue(requestId: string, instructions?: string, change = false, site = '') {
    try {
      await jobs.send('wrap-generation', {
        requestId,
        ...(instructions ? { instructions } : {}),
        ...(change ? { change: true } : {}),
        ...(site ? { site } : {}),
      });
    } catch (error) {
      log.error({ err: error, requestId }, 'could not queue the wrap job');
      await setStage(requestId, 'failed', { errorMessage: MESSAGES.processingFailed.description }).catch(() => undefined);
      if (outagePart(error)) throw error;
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
    // A change whose result could not be stored would end a finished wrap as failed: while the
    // storage takes no files, the change is refused (503, try again) and the wrap stays as it is.
    await probeStorageWrite(storage);
    return { row, original };
  }

  /**
   * Reopens a finished request for a change. Only if still finished, in one statement: two
   * changes at once never start two paid jobs. What was asked (`listed`) is kept in the same
   * statement: the quote e-mail lists every change.
   */
  async function reopen(id: string, listed: string, extra: PgUpdateSetSource<typeof carWrapRequests> = {}) {
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
    /**
     * The generation order: store the photo (and touched-up area), insert the request naming them,
     * then generate. Stored first, so a storage that takes no files leaves no row behind.
     */
    async start(order: WrapOrderWithPhoto): Promise<string> {
      const stored: string[] = [];
      let id: string;
      try {
        // Stored as .jpg whatever the visitor's file was called: the bytes are JPEG now.
        const url = await storage.put(`${BUCKET}/${randomFileName(undefined, '.jpg')}`, order.photo.jpeg, 'image/jpeg');
        stored.push(url);
        const paintMaskUrl = order.paintMask ? await storePaintMask(storage, order.paintMask) : null;
        if (paintMaskUrl) stored.push(paintMaskUrl);
        const [row] = await db
          .insert(carWrapRequests)
          .values({
            email: order.email,
            originalImageUrl: url,
            paintMaskUrl,
            originalFileName: order.photo.fileName,
            selectedWrapId: order.film ? order.film.code : 'custom',
            selectedWrapName: order.film ? filmWrapName(order.film) : customWrapName(order.color.name),
            film: order.film ?? null,
            wrapColor: order.color.id,
            finishType: order.finish,
            styleType: order.style,
            carHint: order.hint ?? null,
            clientKey: order.clientKey ?? null,
            ownerTokenHash: order.ownerTokenHash ?? null,
            // The photo step's id of the same bytes: its upload is deleted with this wrap, not before.
            photoId: photoIdOf(order.photo.jpeg),
            galleryConsent: order.galleryConsent ?? false,
            ...leases?.claim(),
          })
          .returning({ id: carWrapRequests.id });
        id = row!.id;
      } catch (error) {
        // No request names these files: they would only take up room.
        for (const url of stored) await storage.removeByUrl(url).catch(() => false);
        // A part that is down for now: the visitor is asked to try again (errorHandler's 503).
        if (outagePart(error)) throw error;
        log.error({ err: error }, ERRORS.createRequest);
        throw new Failed(ERRORS.createRequest);
      }
      await enqueue(id, undefined, false, order.site);
      return id;
    },

    /** Regenerates from the stored original with the visitor's extra instructions (Request Changes). */
    /**
     * A change request settles into the order first (colour, finish, style, name), so the picture,
     * the estimate, the share page and the shop's e-mails all read the same look; the job then
     * renders that order. The entry in `order_changes` tells the installer what each change did.
     */
    async requestChanges(id: string, instructions: string, language: Language = 'en'): Promise<void> {
      const { row } = await changeable(id);
      const { columns, entry } = settledColumns(row, instructions, settleChange(lookOfRow(row), instructions, language));
      await reopen(id, instructions, {
        ...columns,
        orderChanges: sql`coalesce(${carWrapRequests.orderChanges}, '[]'::jsonb) || jsonb_build_array(${JSON.stringify(entry)}::jsonb)`,
      });
      // The engine and the AI read the request's English words; the order keeps the visitor's own.
      await enqueue(id, toEnglishWords(instructions, language));
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
