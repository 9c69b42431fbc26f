import fs from 'node:fs/promises';
import type { WrapFilm } from '../../domain/catalog/films';
import type { Db } from '../db/client';
import { wrapFilms } from '../db/schema';
import { parseFilmFile } from './filmFile';

/** The catalogue the product ships with (docs/film-catalogue.md says where each value comes from). */
export const DEFAULT_FILMS_FILE = new URL('./defaultFilms.json', import.meta.url);

let defaults: Promise<WrapFilm[]> | null = null;

/** The shipped films, read and checked by the same rules as a shop's own file. */
export function defaultFilms(): Promise<WrapFilm[]> {
  defaults ??= fs.readFile(DEFAULT_FILMS_FILE, 'utf8').then((text) => parseFilmFile(text, 'json'));
  return defaults;
}

/**
 * At start: an empty catalogue gets the shipped films. A shop's own (imported) catalogue is left
 * alone. Processes starting together cannot double it: brand and code are unique, and a film
 * already there is skipped.
 */
export async function seedDefaultFilms(db: Db): Promise<number> {
  const [any] = await db.select({ id: wrapFilms.id }).from(wrapFilms).limit(1);
  if (any) return 0;
  const films = await defaultFilms();
  const added = await db
    .insert(wrapFilms)
    .values(films.map((film, sortOrder) => ({ ...film, sortOrder })))
    .onConflictDoNothing({ target: [wrapFilms.brand, wrapFilms.code] })
    .returning({ id: wrapFilms.id });
  return added.length;
}
