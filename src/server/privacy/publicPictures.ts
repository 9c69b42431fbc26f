import { and, eq, inArray } from 'drizzle-orm';
import type { CarHint } from '../../domain/api';
import type { Db } from '../db/client';
import { publicPictures } from '../db/schema';
import { findPlates, type FractionBox } from '../engine/index';
import { makeDisplayImage } from '../image/displayImage';
import { makeThumbnail } from '../image/thumbnail';
import { BUCKET, randomFileName, type Storage } from '../storage/storage';
import { hidePlates, type CoverSettings } from './hidePlates';

/** What strangers are shown of a stored picture, its plates hidden. */
export interface PublicPicture {
  fullUrl: string;
  displayUrl: string;
  thumbnailUrl: string;
}

/** A stored picture that may be shown in public, and the photo its plates are read from. */
export interface PictureSource {
  /** The original in storage: a wrap's result, or its photo. */
  url: string;
  /** The visitor's photo the render was made from (the engine has read it already); the picture itself when null. */
  photoUrl: string | null;
  hint?: CarHint | null | undefined;
  /** Plates known already (none, for a picture known to hold no car): the engine is not asked. */
  plates?: FractionBox[] | undefined;
}

export interface PublicPictures {
  /** The public copies made already, by their original's URL; a list never waits for one to be made. */
  madeFor(urls: string[]): Promise<Map<string, PublicPicture>>;
  /** The public copy, made and stored now if it was not yet; null when the original is gone. */
  ensure(source: PictureSource): Promise<PublicPicture | null>;
}

const FULL_JPEG_QUALITY = 85;

/**
 * Public copies are made once per original and PUBLIC_PLATES, under names of their own, and
 * kept in public_pictures: serving one is a plain stored file. The plates are kept with them,
 * so a change of cover makes new copies without reading the photo again.
 */
export function createPublicPictures(deps: { db: Db; storage: Storage; settings: CoverSettings }): PublicPictures {
  const { db, storage, settings } = deps;
  const { cover } = settings;
  // One making per original in this process: a gallery page's first visitors all ask at once.
  const making = new Map<string, Promise<PublicPicture | null>>();

  async function stored(url: string): Promise<PublicPicture | null> {
    const [row] = await db
      .select()
      .from(publicPictures)
      .where(and(eq(publicPictures.sourceUrl, url), eq(publicPictures.cover, cover)))
      .limit(1);
    return row ? pictureOf(row) : null;
  }

  async function platesOf(source: PictureSource, original: Buffer): Promise<FractionBox[]> {
    const [known] = await db
      .select({ plates: publicPictures.plates })
      .from(publicPictures)
      .where(eq(publicPictures.sourceUrl, source.url))
      .limit(1);
    if (known) return known.plates;
    if (source.plates) return source.plates;
    const photo = source.photoUrl ? await storage.getByUrl(source.photoUrl) : null;
    // Without its photo (the shop's own pictures, a photo already deleted) the picture is read itself.
    return photo ? findPlates(photo, source.hint ?? undefined) : findPlates(original);
  }

  async function make(source: PictureSource): Promise<PublicPicture | null> {
    const original = await storage.getByUrl(source.url);
    if (!original) return null;
    const plates = await platesOf(source, original);
    const hidden = await hidePlates(original, plates, settings);
    const isPng = /\.png$/i.test(source.url);
    const full = await (isPng ? hidden.png() : hidden.jpeg({ quality: FULL_JPEG_QUALITY })).toBuffer();
    const [display, thumbnail] = await Promise.all([makeDisplayImage(full), makeThumbnail(full)]);
    const put = (bytes: Buffer, ext: string, type: string) => storage.put(`${BUCKET}/${randomFileName(undefined, ext)}`, bytes, type);
    const picture: PublicPicture = {
      fullUrl: await put(full, isPng ? '.png' : '.jpg', isPng ? 'image/png' : 'image/jpeg'),
      displayUrl: await put(display, '.webp', 'image/webp'),
      thumbnailUrl: await put(thumbnail, '.webp', 'image/webp'),
    };
    const inserted = await db
      .insert(publicPictures)
      .values({ sourceUrl: source.url, cover, plates, ...picture })
      .onConflictDoNothing()
      .returning({ fullUrl: publicPictures.fullUrl });
    if (inserted.length > 0) return picture;
    // Another process made it first: its copy is the one listed, ours would be an orphan.
    await Promise.all(Object.values(picture).map((url) => storage.removeByUrl(url)));
    return stored(source.url);
  }

  return {
    async madeFor(urls) {
      if (urls.length === 0) return new Map();
      const rows = await db
        .select()
        .from(publicPictures)
        .where(and(inArray(publicPictures.sourceUrl, urls), eq(publicPictures.cover, cover)));
      return new Map(rows.map((row) => [row.sourceUrl, pictureOf(row)]));
    },
    async ensure(source) {
      const known = await stored(source.url);
      if (known) return known;
      let pending = making.get(source.url);
      if (!pending) {
        pending = make(source).finally(() => making.delete(source.url));
        making.set(source.url, pending);
      }
      return pending;
    },
  };
}

function pictureOf(row: typeof publicPictures.$inferSelect): PublicPicture {
  return { fullUrl: row.fullUrl, displayUrl: row.displayUrl, thumbnailUrl: row.thumbnailUrl };
}

/** Deletes the public copies made of the pictures at `urls`, rows and files; how many files went. */
export async function forgetPublicCopies(db: Db, storage: Storage, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const rows = await db.delete(publicPictures).where(inArray(publicPictures.sourceUrl, urls)).returning();
  const removed = await Promise.all(rows.flatMap((row) => Object.values(pictureOf(row)).map((url) => storage.removeByUrl(url))));
  return removed.filter(Boolean).length;
}
