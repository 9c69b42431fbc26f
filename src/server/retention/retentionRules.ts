import { and, count, desc, eq, gte, isNull, lt, max, ne, notExists, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import type { RetentionUsage } from '../../domain/admin/api';
import type { Db } from '../db/client';
import { carWrapRequests, completedWraps, quotes, retentionRuns, uploadedPhotos } from '../db/schema';
import { RUNNING_STAGES } from '../generation/jobLeases';
import { ANONYMIZED_QUOTE } from '../privacy/anonymizedLead';
import { forgetWrap, removeFiles, removeSilhouettesOf, uploadFiles } from '../privacy/forgetWrap';
import type { Storage } from '../storage/storage';

export interface RetentionSettings {
  uploadHours: number;
  wrapDays: number;
  quoteDays: number;
}

export interface RetentionDeps {
  db: Db;
  storage: Storage;
  settings: RetentionSettings;
  /** The clock the rules measure ages by: tests move it. */
  now: () => Date;
}

/** What one round deleted: uploads and wraps deleted, quotes anonymised, files removed from storage. */
export interface RetentionResult {
  uploads: number;
  wraps: number;
  quotes: number;
  files: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Rows per statement; a round goes on until a batch comes back short.
const BATCH = 50;

/** Works the rows `next` finds, BATCH at a time, until a batch comes back short. */
async function inBatches(next: () => Promise<{ id: string }[]>, each: (id: string) => Promise<void>): Promise<void> {
  for (;;) {
    const rows = await next();
    for (const { id } of rows) await each(id);
    if (rows.length < BATCH) return;
  }
}

/** The next batch of wrap requests matching `where`. */
const wrapsWhere = (db: Db, where: SQL | undefined) => () =>
  db.select({ id: carWrapRequests.id }).from(carWrapRequests).where(where).limit(BATCH);

/** Forgets each wrap `next` finds, counting it (and, when asked, its quotes) in `result`. */
async function forgetEach(deps: RetentionDeps, next: () => Promise<{ id: string }[]>, result: RetentionResult, endsQuotes = false) {
  const { db, storage } = deps;
  await inBatches(next, async (id) => {
    const n = endsQuotes ? ((await db.select({ n: count() }).from(quotes).where(eq(quotes.carWrapRequestId, id)))[0]?.n ?? 0) : 0;
    const done = await forgetWrap(db, storage, id, { reason: 'retention', keepConsentedGallery: endsQuotes, now: deps.now() });
    if (!done) return;
    result.wraps++;
    result.quotes += n;
    result.files += done.files;
  });
}

/** Photos of the photo step no wrap request named, uploaded before `cutoff`: the photo, its outline layer, its silhouette. */
async function unusedUploads(deps: RetentionDeps, cutoff: Date, result: RetentionResult) {
  const { db, storage } = deps;
  const named = db.select().from(carWrapRequests).where(eq(carWrapRequests.photoId, uploadedPhotos.photoId));
  const next = () =>
    db
      .select({ id: uploadedPhotos.photoId })
      .from(uploadedPhotos)
      .where(and(lt(uploadedPhotos.uploadedAt, cutoff), notExists(named)))
      .limit(BATCH);
  await inBatches(next, async (photoId) => {
    const [photoUrl] = uploadFiles(photoId);
    const photo = await storage.getByUrl(photoUrl!);
    if (photo) result.files += await removeSilhouettesOf(storage, photo);
    result.files += await removeFiles(storage, uploadFiles(photoId));
    await db.delete(uploadedPhotos).where(eq(uploadedPhotos.photoId, photoId));
    result.uploads++;
  });
}

/** Wraps made before `cutoff` with no quote and not in the public gallery (the visitor's consent, not hidden). */
async function idleWraps(deps: RetentionDeps, cutoff: Date, result: RetentionResult) {
  const { db } = deps;
  const inGallery = db
    .select()
    .from(completedWraps)
    .where(
      and(
        eq(completedWraps.carWrapRequestId, carWrapRequests.id),
        eq(completedWraps.galleryConsent, true),
        ne(completedWraps.reviewStatus, 'hidden'),
      ),
    );
  const quoted = db.select().from(quotes).where(eq(quotes.carWrapRequestId, carWrapRequests.id));
  const idle = and(
    lt(carWrapRequests.createdAt, cutoff),
    notInArray(carWrapRequests.status, RUNNING_STAGES),
    notExists(quoted),
    notExists(inGallery),
  );
  await forgetEach(deps, wrapsWhere(db, idle), result);
}

/**
 * Quotes asked before `cutoff`: their wrap is deleted once its latest quote is that old (a gallery
 * entry the visitor consented to stays), and each quote is kept only as an anonymised lead.
 */
async function oldQuotes(deps: RetentionDeps, cutoff: Date, result: RetentionResult) {
  const { db } = deps;
  // No quote at all: the latest is null, and null is never before the cutoff.
  const latestQuote = db
    .select({ at: max(quotes.createdAt) })
    .from(quotes)
    .where(eq(quotes.carWrapRequestId, carWrapRequests.id));
  const ended = lt(sql`(${latestQuote})`, cutoff);
  await forgetEach(deps, wrapsWhere(db, ended), result, true);
  // Quotes whose wrap went another way (the shop deleted it) but still name someone.
  const anonymized = await db
    .update(quotes)
    .set({ ...ANONYMIZED_QUOTE, anonymizedAt: deps.now() })
    .where(and(isNull(quotes.carWrapRequestId), isNull(quotes.anonymizedAt), lt(quotes.createdAt, cutoff)))
    .returning({ id: quotes.id });
  result.quotes += anonymized.length;
}

/**
 * One round of the three retention rules (UPLOAD_RETENTION_HOURS, WRAP_RETENTION_DAYS,
 * QUOTE_RETENTION_DAYS), each measured from `now()`; what it deleted is recorded in
 * retention_runs for the back office when it deleted anything.
 */
export async function applyRetention(deps: RetentionDeps): Promise<RetentionResult> {
  const now = deps.now();
  const { uploadHours, wrapDays, quoteDays } = deps.settings;
  const result: RetentionResult = { uploads: 0, wraps: 0, quotes: 0, files: 0 };
  await unusedUploads(deps, new Date(now.getTime() - uploadHours * HOUR_MS), result);
  await oldQuotes(deps, new Date(now.getTime() - quoteDays * DAY_MS), result);
  await idleWraps(deps, new Date(now.getTime() - wrapDays * DAY_MS), result);
  if (result.uploads || result.wraps || result.quotes || result.files)
    await deps.db.insert(retentionRuns).values({ ranAt: now, ...result });
  return result;
}

/** What the retention rules deleted over the last `days`, for the usage view. */
export async function retentionUsage(db: Db, now: Date, days = 30): Promise<RetentionUsage> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [[totals], [last]] = await Promise.all([
    db
      .select({
        uploads: sum(retentionRuns.uploads).mapWith(Number),
        wraps: sum(retentionRuns.wraps).mapWith(Number),
        quotes: sum(retentionRuns.quotes).mapWith(Number),
        files: sum(retentionRuns.files).mapWith(Number),
      })
      .from(retentionRuns)
      .where(gte(retentionRuns.ranAt, since)),
    db.select({ at: retentionRuns.ranAt }).from(retentionRuns).orderBy(desc(retentionRuns.ranAt)).limit(1),
  ]);
  return {
    uploads: totals?.uploads ?? 0,
    wraps: totals?.wraps ?? 0,
    quotes: totals?.quotes ?? 0,
    files: totals?.files ?? 0,
    lastRunAt: last ? last.at.toISOString() : null,
  };
}
