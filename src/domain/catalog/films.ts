// zod/mini, like src/domain/api.ts: the colour step's chunk stays small.
import * as z from 'zod/mini';
import { FILM_FINISHES } from './filmFamilies';

export { FILM_FINISHES, type FilmFinish } from './filmFamilies';

/**
 * A wrap film as its maker sells it: the shop's catalogue is a list of these (table
 * `wrap_films`). Finishes are the makers' own families (filmFamilies.ts); `filmFinishToFinish`
 * maps each to one of the wizard's six finishes, so choosing a film fixes the finish step.
 */
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

/** What a wrap request keeps of its film (the `film` column). */
export function filmRef(film: WrapFilm): WrapFilmRef {
  return { brand: film.brand, line: film.line, code: film.code, name: film.name, finish: film.finish, hex: film.hex.toLowerCase() };
}
