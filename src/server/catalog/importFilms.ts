import fs from 'node:fs/promises';
import { notInArray, sql } from 'drizzle-orm';
import type { WrapFilm } from '../../domain/catalog/films';
import type { Db } from '../db/client';
import { wrapFilms } from '../db/schema';
import { FilmFileError, filmFileFormat, parseFilmFile } from './filmFile';

export { FilmFileError } from './filmFile';

export interface ImportResult {
  /** Films in the catalogue now. */
  films: number;
  /** Films of the old catalogue the file no longer lists, now gone. */
  removed: number;
}

/**
 * `npm run films:import`: reads and checks the whole file first, then makes it the catalogue in
 * one transaction. A bad file, or a database failure halfway, leaves the old catalogue as it was.
 */
export async function importFilmFile(db: Db, file: string): Promise<ImportResult> {
  const format = filmFileFormat(file);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new FilmFileError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return replaceCatalogue(db, parseFilmFile(text, format));
}

/**
 * The catalogue becomes exactly `films`, in their order. A film the shop already had (same brand
 * and code) keeps its id, so a visitor who chose it a moment ago can still order it.
 */
export async function replaceCatalogue(db: Db, films: readonly WrapFilm[]): Promise<ImportResult> {
  if (films.length === 0) throw new FilmFileError('the file holds no films: a catalogue needs at least one');
  return db.transaction(async (tx) => {
    const kept = await tx
      .insert(wrapFilms)
      .values(films.map((film, sortOrder) => ({ ...film, sortOrder })))
      .onConflictDoUpdate({
        target: [wrapFilms.brand, wrapFilms.code],
        set: {
          line: sql`excluded.line`,
          name: sql`excluded.name`,
          finish: sql`excluded.finish`,
          hex: sql`excluded.hex`,
          inStock: sql`excluded.in_stock`,
          sortOrder: sql`excluded.sort_order`,
        },
      })
      .returning({ id: wrapFilms.id });
    const removed = await tx
      .delete(wrapFilms)
      .where(
        notInArray(
          wrapFilms.id,
          kept.map((row) => row.id),
        ),
      )
      .returning({ id: wrapFilms.id });
    return { films: kept.length, removed: removed.length };
  });
}
