import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { OWNER_TOKEN_HEADER } from '../../domain/api';
import { hashOwnerToken } from '../generation/ownerToken';
import type { Storage } from '../storage/storage';
import { createPublicPictures } from '../privacy/publicPictures';
import type { Db } from './client';
import { carWrapRequests, completedWraps } from './schema';

type WrapRequestInsert = typeof carWrapRequests.$inferInsert;
export type WrapRequestRow = typeof carWrapRequests.$inferSelect;

/** The owner token of every request row made here, unless a test gives the row another hash (or none). */
export const TEST_OWNER_TOKEN = 'test-owner-token-of-every-factory-row';

/** The header a write on a factory row needs (generation/ownerToken.ts); `token` for a wrap made another way. */
export const ownerHeader = (token = TEST_OWNER_TOKEN) => ({ [OWNER_TOKEN_HEADER]: token });

/**
 * Rows as the product writes them, for tests that need one in a given state without running a
 * whole wrap: a visitor's order (custom red, glossy, solid wrap), changed only where a test says.
 */
export function wrapRequestValues(overrides: Partial<WrapRequestInsert> = {}): WrapRequestInsert {
  return {
    email: 'ana@test.example',
    ownerTokenHash: hashOwnerToken(TEST_OWNER_TOKEN),
    selectedWrapName: 'Custom: Red',
    wrapColor: 'red',
    finishType: 'glossy',
    styleType: 'solid-wrap',
    ...overrides,
  };
}

/** Wrap request rows, one per set of overrides, in their order. */
export async function insertWrapRequests(db: Db, overrides: Array<Partial<WrapRequestInsert>>): Promise<WrapRequestRow[]> {
  return db.insert(carWrapRequests).values(overrides.map(wrapRequestValues)).returning();
}

export async function insertWrapRequest(db: Db, overrides: Partial<WrapRequestInsert> = {}): Promise<WrapRequestRow> {
  return (await insertWrapRequests(db, [overrides]))[0]!;
}

/** A small plain picture, for a stored preview whose pixels no test reads. */
export function plainPicture(colour = '#c0392b', width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * The public copies the app makes of stored pictures once a wrap is done, made here as of
 * pictures with no plate: a fixture's plain picture holds no car, and the engine is not asked.
 */
export async function publishedWithoutPlates(db: Db, storage: Storage, urls: Array<string | null | undefined>): Promise<void> {
  const pictures = createPublicPictures({ db, storage, settings: { cover: 'blur', plateText: 'WRAP ME' } });
  for (const url of urls) if (url?.startsWith('/files/')) await pictures.ensure({ url, photoUrl: null, plates: [] });
}

/** A finished wrap: its preview (a plain picture unless given) stored, its request done, its public copies made. */
export async function insertFinishedWrap(
  db: Db,
  storage: Storage,
  overrides: Partial<WrapRequestInsert> & { preview?: Buffer } = {},
): Promise<{ row: WrapRequestRow; url: string; preview: Buffer }> {
  const { preview: given, ...values } = overrides;
  const preview = given ?? (await plainPicture());
  const url = await storage.put(`car-images/${randomUUID()}.png`, preview, 'image/png');
  const row = await insertWrapRequest(db, { status: 'done', wrappedImageUrl: url, ...values });
  await publishedWithoutPlates(db, storage, [url, values.originalImageUrl]);
  return { row, url, preview };
}

/** The gallery's record of a finished wrap, as the job writes it. */
export async function insertGalleryWrap(
  db: Db,
  request: WrapRequestRow,
  overrides: Partial<typeof completedWraps.$inferInsert> = {},
): Promise<void> {
  await db.insert(completedWraps).values({
    carWrapRequestId: request.id,
    wrapName: request.selectedWrapName,
    wrapColor: request.wrapColor,
    finishType: request.finishType,
    styleType: request.styleType,
    wrappedImageUrl: request.wrappedImageUrl ?? '/files/none.png',
    ...overrides,
  });
}
