import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import type { Db } from './client';
import { carWrapRequests, completedWraps } from './schema';

type WrapRequestInsert = typeof carWrapRequests.$inferInsert;
export type WrapRequestRow = typeof carWrapRequests.$inferSelect;

/**
 * Rows as the product writes them, for tests that need one in a given state without running a
 * whole wrap: a visitor's order (custom red, glossy, solid wrap), changed only where a test says.
 */
export function wrapRequestValues(overrides: Partial<WrapRequestInsert> = {}): WrapRequestInsert {
  return {
    email: 'ana@test.example',
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

/** A finished wrap: its preview (a plain picture unless given) stored, its request done. */
export async function insertFinishedWrap(
  db: Db,
  storage: Storage,
  overrides: Partial<WrapRequestInsert> & { preview?: Buffer } = {},
): Promise<{ row: WrapRequestRow; url: string; preview: Buffer }> {
  const { preview: given, ...values } = overrides;
  const preview = given ?? (await plainPicture());
  const url = await storage.put(`car-images/${randomUUID()}.png`, preview, 'image/png');
  const row = await insertWrapRequest(db, { status: 'done', wrappedImageUrl: url, ...values });
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
