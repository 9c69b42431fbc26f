import type { FinishId } from './finishes';

/**
 * The makers' finish families and what the browser does with a film, without any schema: the home
 * page and the wizard import this, and the first view stays within its budget (the checked
 * catalogue file format is films.ts, for the server).
 */
export const FILM_FINISHES = ['gloss', 'matte', 'satin', 'metallic', 'colour-flip', 'chrome'] as const;
export type FilmFinish = (typeof FILM_FINISHES)[number];

/** The fields that name a film for people. */
interface NamedFilm {
  brand: string;
  line: string;
  code: string;
  name: string;
}

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
export function filmWrapName(film: Pick<NamedFilm, 'brand' | 'name' | 'code'>): string {
  return `${film.brand} ${film.name} (${film.code})`;
}

/**
 * Films whose name, code, line or brand contains the visitor's words (any case). Every word must
 * match, so "hot rod" and "2080 g13" both find 2080-G13 Gloss Hot Rod Red.
 */
export function searchFilms<F extends NamedFilm>(films: readonly F[], query: string): F[] {
  const words = query
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
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
