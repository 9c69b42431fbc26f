import { and, asc, eq } from 'drizzle-orm';
import { isId, type CatalogueFilm } from '../../domain/api';
import type { Db } from '../db/client';
import { wrapFilms } from '../db/schema';
import { createMicroCache } from '../gallery/microCache';

type FilmRow = typeof wrapFilms.$inferSelect;

export interface FilmCatalogue {
  /** The films a visitor may choose: in stock, in the catalogue's order. */
  inStock(): Promise<CatalogueFilm[]>;
  /** One film a visitor may choose, by id; null when unknown or out of stock. */
  findInStock(id: string): Promise<CatalogueFilm | null>;
  /** Drops the cached list: the shop changed a film in the back office. */
  invalidate(): void;
}

export function toCatalogueFilm(row: FilmRow): CatalogueFilm {
  return {
    id: row.id,
    brand: row.brand,
    line: row.line,
    code: row.code,
    name: row.name,
    finish: row.finish,
    hex: row.hex,
    inStock: row.inStock,
  };
}

/**
 * The shop's films as visitors see them. `listTtlMs` (GALLERY_CACHE_MS): every home page asks for
 * the list, and it changes only when the shop imports a catalogue, so a moment's reuse is free.
 */
export function createFilmCatalogue({ db, listTtlMs }: { db: Db; listTtlMs: number }): FilmCatalogue {
  const lists = createMicroCache<CatalogueFilm[]>(listTtlMs);
  return {
    inStock: () =>
      lists.get('in-stock', async () => {
        const rows = await db
          .select()
          .from(wrapFilms)
          .where(eq(wrapFilms.inStock, true))
          .orderBy(asc(wrapFilms.sortOrder), asc(wrapFilms.brand), asc(wrapFilms.code));
        return rows.map(toCatalogueFilm);
      }),
    async findInStock(id) {
      if (!isId(id)) return null;
      const [row] = await db
        .select()
        .from(wrapFilms)
        .where(and(eq(wrapFilms.id, id), eq(wrapFilms.inStock, true)))
        .limit(1);
      return row ? toCatalogueFilm(row) : null;
    },
    invalidate: () => lists.clear(),
  };
}
