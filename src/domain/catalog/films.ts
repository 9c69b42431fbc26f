// zod/mini, like src/domain/api.ts: the colour step's chunk stays small.
import * as z from 'zod/mini';
import type { FinishId } from './finishes';

/**
 * A wrap film as its maker sells it: the shop's catalogue is a list of these (table
 * `wrap_films`). Finishes are the makers' own families; `filmFinishToFinish` maps each to one of
 * the wizard's six finishes, so choosing a film fixes the finish step.
 */
export const FILM_FINISHES = ['gloss', 'matte', 'satin', 'metallic', 'colour-flip', 'chrome'] as const;
export type FilmFinish = (typeof FILM_FINISHES)[number];

export const wrapFilmSchema = z.object({
  brand: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  line: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  finish: z.enum(FILM_FINISHES),
  hex: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  inStock: z.boolean(),
});
export type WrapFilm = z.infer<typeof wrapFilmSchema>;

/** What a wrap request keeps of the film it was made with, so later catalogue edits change nothing. */
export type WrapFilmRef = Pick<WrapFilm, 'brand' | 'line' | 'code' | 'name' | 'finish' | 'hex'>;

/** A film as the shop's catalogue lists it (GET /api/films): the row's id names it in a wrap order. */
export const catalogueFilmSchema = z.extend(wrapFilmSchema, { id: z.string() });
export type CatalogueFilm = z.infer<typeof catalogueFilmSchema>;

const FINISH_OF_FILM: Record<FilmFinish, FinishId> = {
  gloss: 'glossy',
  matte: 'matte',
  satin: 'satin',
  metallic: 'metallic',
  // A colour-flip film turns its hue with the light, which is what the pearlescent finish paints.
  'colour-flip': 'pearlescent',
  chrome: 'chrome',
};

/** The wizard finish a film's family paints with: choosing the film fixes the finish step to it. */
export function filmFinishToFinish(finish: FilmFinish): FinishId {
  return FINISH_OF_FILM[finish];
}

/** The wrap's name when made with a film, e.g. "3M Gloss Hot Rod Red (2080-G13)". */
export function filmWrapName(film: Pick<WrapFilm, 'brand' | 'name' | 'code'>): string {
  return `${film.brand} ${film.name} (${film.code})`;
}

/** What a wrap request keeps of its film (the `film` column). */
export function filmRef(film: WrapFilm): WrapFilmRef {
  return { brand: film.brand, line: film.line, code: film.code, name: film.name, finish: film.finish, hex: film.hex.toLowerCase() };
}

/**
 * Films whose name, code or brand contains the visitor's words (any case). Every word must
 * match, so "hot rod" and "2080 g13" both find 2080-G13 Gloss Hot Rod Red.
 */
export function searchFilms<F extends Pick<WrapFilm, 'brand' | 'line' | 'code' | 'name'>>(films: readonly F[], query: string): F[] {
  const words = query.toLowerCase().split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return [...films];
  return films.filter((film) => {
    const text = `${film.brand} ${film.line} ${film.code} ${film.name}`.toLowerCase().replace(/-/g, ' ');
    return words.every((word) => text.includes(word));
  });
}

/**
 * The home page's claim about the catalogue: the count floored to tens with a "+" ("20+ wraps"
 * for 20 to 29), the exact count below ten.
 */
export function wrapCountClaim(count: number): string {
  return count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count);
}
