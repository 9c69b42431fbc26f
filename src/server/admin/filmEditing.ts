import { asc, eq } from 'drizzle-orm';
import type { CatalogueFilm } from '../../domain/api';
import type { FilmUpdateBody } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { wrapFilmSchema } from '../../domain/catalog/films';
import { toCatalogueFilm } from '../catalog/filmCatalogue';
import type { Db } from '../db/client';
import { wrapFilms } from '../db/schema';
import { InvalidInput, NotFound } from '../serviceErrors';
import type { AdminActor } from './actor';
import type { Audit } from './audit';

export interface FilmEditing {
  /** Every film, in stock or not, in the catalogue's order. */
  list(): Promise<CatalogueFilm[]>;
  /** Changes stock, name or display colour; checked by the import's rules, audited with before and after. */
  update(id: string, body: FilmUpdateBody, actor: AdminActor): Promise<CatalogueFilm>;
}

/** The back office's film page: the shop keeps its catalogue current between imports. */
export function createFilmEditing({ db, audit, invalidateFilms }: { db: Db; audit: Audit; invalidateFilms: () => void }): FilmEditing {
  return {
    async list() {
      const rows = await db.select().from(wrapFilms).orderBy(asc(wrapFilms.sortOrder), asc(wrapFilms.brand), asc(wrapFilms.code));
      return rows.map(toCatalogueFilm);
    },

    async update(id, body, actor) {
      const [before] = await db.select().from(wrapFilms).where(eq(wrapFilms.id, id));
      if (!before) throw new NotFound(ADMIN_ERRORS.filmNotFound);
      // The same rules as an imported file, so an edited film could be exported and imported again.
      const checked = wrapFilmSchema.safeParse({ ...toCatalogueFilm(before), ...definedOnly(body) });
      if (!checked.success) throw new InvalidInput(ADMIN_ERRORS.badFilmUpdate);
      const next = { name: checked.data.name, hex: checked.data.hex.toLowerCase(), inStock: checked.data.inStock };
      const [after] = await db.update(wrapFilms).set(next).where(eq(wrapFilms.id, id)).returning();
      invalidateFilms();
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== before[key]);
      if (changed.length) {
        await audit({
          ...actor,
          action: 'film.update',
          target: id,
          details: { code: before.code, ...Object.fromEntries(changed.map((key) => [key, { from: before[key], to: next[key] }])) },
        });
      }
      return toCatalogueFilm(after!);
    },
  };
}

function definedOnly(body: FilmUpdateBody): Partial<FilmUpdateBody> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
