import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { carWrapRequests, completedWraps, forgottenWraps, quotes, uploadedPhotos } from '../db/schema';
import { DATABASE_KINDS, openTestDatabase } from '../db/testDatabases.testutil';
import { createPublicPictures } from '../privacy/publicPictures';
import { createShareService } from '../share/shareService';
import { createLocalStorage } from '../storage/localStorage';
import { startTestBucket, type TestBucket } from '../storage/s3Bucket.testutil';
import { createS3Storage } from '../storage/s3Storage';
import type { Storage } from '../storage/storage';
import { stillStored, storeQuote, storeUpload, storeWrap } from './retentionFixtures.testutil';
import { applyRetention, retentionUsage } from './retentionRules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const settings = { uploadHours: 24, wrapDays: 90, quoteDays: 730 };
// Every row is made at T0; the clock then moves to just before and just after each limit.
const T0 = new Date('2030-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

type Setup = { kind: (typeof DATABASE_KINDS)[number]; files: 'local folder' | 'bucket' };
const SETUPS: Setup[] = [...DATABASE_KINDS.map((kind) => ({ kind, files: 'local folder' as const })), { kind: 'pglite', files: 'bucket' }];

describe.each(SETUPS)('the retention rules ($kind, files in a $files)', ({ kind, files }) => {
  let database: Database;
  let storage: Storage;
  let bucket: TestBucket | undefined;
  let folder: string | undefined;
  const run = (now: Date) => applyRetention({ db: database.db, storage, settings, now: () => now });
  const rowOf = async (id: string) => (await database.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    if (files === 'bucket') {
      bucket = await startTestBucket();
      const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = bucket.env;
      storage = await createS3Storage({
        endpoint: S3_ENDPOINT,
        bucket: S3_BUCKET,
        region: 'us-east-1',
        accessKeyId: S3_ACCESS_KEY_ID,
        secretAccessKey: S3_SECRET_ACCESS_KEY,
      });
    } else {
      folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-retention-'));
      storage = createLocalStorage(folder);
    }
  });
  afterAll(async () => {
    await database?.close();
    await bucket?.close();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('deletes a photo no wrap was made of once UPLOAD_RETENTION_HOURS pass, and keeps the one a wrap uses', async () => {
    const unused = await storeUpload(database.db, storage, T0);
    const wrap = await storeWrap(database.db, storage, T0);

    expect(await run(at(23 * HOUR))).toEqual({ uploads: 0, wraps: 0, quotes: 0, files: 0 });
    expect(await stillStored(storage, unused.files)).toEqual(unused.files);

    expect(await run(at(25 * HOUR))).toEqual({ uploads: 1, wraps: 0, quotes: 0, files: 4 });
    expect(await stillStored(storage, unused.files)).toEqual([]);
    const uploads = await database.db.select().from(uploadedPhotos);
    expect(uploads.map((row) => row.photoId)).toEqual([wrap.upload.photoId]);
    expect(await stillStored(storage, wrap.files)).toEqual(wrap.files);
  });

  it('deletes a wrap with no quote and not in the gallery after WRAP_RETENTION_DAYS, files and rows, and its link then says it expired', async () => {
    const idle = await storeWrap(database.db, storage, T0, { hint: { point: { x: 0.5, y: 0.6 } } });
    const shown = await storeWrap(database.db, storage, T0, { consent: true });
    const quoted = await storeWrap(database.db, storage, T0);
    await storeQuote(database.db, quoted.id, T0);
    const younger = await storeWrap(database.db, storage, at(10 * DAY));

    expect((await run(at(89 * DAY))).wraps).toBe(0);
    expect(await stillStored(storage, idle.files)).toEqual(idle.files);

    // The upload rule's wrap of the first test goes too: it is as old and as idle.
    const deleted = await run(at(91 * DAY));
    expect(deleted.wraps).toBe(2);
    expect(await stillStored(storage, idle.files)).toEqual([]);
    expect(await rowOf(idle.id)).toBeUndefined();
    expect(await database.db.select().from(completedWraps).where(eq(completedWraps.id, idle.galleryId))).toEqual([]);
    const [tombstone] = await database.db.select().from(forgottenWraps).where(eq(forgottenWraps.requestId, idle.id));
    expect(tombstone?.reason).toBe('retention');
    const pictures = createPublicPictures({ db: database.db, storage, settings: { cover: 'blur', plateText: 'WRAP ME' } });
    const share = createShareService({ db: database.db, pictures, settings: { brandName: 'Ana Wraps', galleryReview: false } });
    expect(await share.page(idle.id, 'https://shop.example')).toBeNull();
    expect(await share.expiredPage(idle.id)).toContain('This preview has expired');

    for (const kept of [shown, quoted, younger]) {
      expect(await rowOf(kept.id)).toBeDefined();
      expect(await stillStored(storage, kept.files)).toEqual(kept.files);
    }
    expect(await share.expiredPage(shown.id)).toBeNull();
  });

  it('keeps a quote only as an anonymised lead after QUOTE_RETENTION_DAYS; a consented gallery entry stays, the rest goes', async () => {
    const shown = await storeWrap(database.db, storage, T0, { consent: true });
    const shownQuote = await storeQuote(database.db, shown.id, T0);
    const quiet = await storeWrap(database.db, storage, T0);
    const quietQuote = await storeQuote(database.db, quiet.id, T0);
    const later = await storeWrap(database.db, storage, T0);
    await storeQuote(database.db, later.id, T0);
    // A second quote a year on: the wrap is kept for its sake.
    await storeQuote(database.db, later.id, at(365 * DAY));

    const before = await run(at(729 * DAY));
    expect(await rowOf(shown.id)).toBeDefined();
    expect(await rowOf(quiet.id)).toBeDefined();
    expect(await stillStored(storage, quiet.files)).toEqual(quiet.files);

    const after = await run(at(731 * DAY));
    expect(after.quotes).toBeGreaterThanOrEqual(2);
    expect(await rowOf(shown.id)).toBeUndefined();
    expect(await rowOf(quiet.id)).toBeUndefined();
    expect(await stillStored(storage, quiet.files)).toEqual([]);
    // The consented gallery entry keeps its pictures; the photo, upload and silhouette go.
    expect(await stillStored(storage, shown.files)).toEqual(shown.galleryFiles);
    const [entry] = await database.db.select().from(completedWraps).where(eq(completedWraps.id, shown.galleryId));
    expect(entry?.carWrapRequestId).toBeNull();

    for (const quote of [shownQuote, quietQuote]) {
      const [lead] = await database.db.select().from(quotes).where(eq(quotes.id, quote.id));
      expect(lead).toMatchObject({
        carWrapRequestId: null,
        name: '',
        email: '',
        phone: '',
        notes: null,
        city: 'Leeds',
        selectedWrapName: 'Custom: Red',
        carModel: quote.carModel,
        estimate: quote.estimate,
        status: 'contacted',
        createdAt: quote.createdAt,
      });
      expect(lead?.anonymizedAt).toEqual(at(731 * DAY));
    }
    expect(await rowOf(later.id)).toBeDefined();
    expect(await stillStored(storage, later.files)).toEqual(later.files);

    const usage = await retentionUsage(database.db, at(731 * DAY), 3);
    expect(usage.lastRunAt).toBe(at(731 * DAY).toISOString());
    expect(usage.quotes).toBe(before.quotes + after.quotes);
  });
});
