import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILM_FINISHES } from '../../domain/catalog/filmFamilies';
import type { Database } from '../db/client';
import { wrapFilms } from '../db/schema';
import { DATABASE_KINDS, openTestDatabase } from '../db/testDatabases.testutil';
import { FilmFileError, importFilmFile } from './importFilms';
import { defaultFilms, seedDefaultFilms } from './seedFilms';

const HEADER = 'brand,line,code,name,finish,hex,inStock';
const csvRow = (code: string, name: string, finish = 'gloss', hex = '#112233', inStock = 'true') =>
  `3M,Wrap Film Series 2080,${code},${name},${finish},${hex},${inStock}`;
const jsonFilm = (code: string, name: string, extra: Record<string, unknown> = {}) => ({
  brand: 'Avery Dennison',
  line: 'Supreme Wrapping Film',
  code,
  name,
  finish: 'matte',
  hex: '#AABBCC',
  ...extra,
});

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'films-'));
});
afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

async function file(name: string, content: string): Promise<string> {
  const at = path.join(dir, name);
  await fs.writeFile(at, content);
  return at;
}

describe.each(DATABASE_KINDS)('film catalogue import and seed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    await database.db.delete(wrapFilms);
  });

  const catalogue = () =>
    database.db
      .select({
        brand: wrapFilms.brand,
        code: wrapFilms.code,
        name: wrapFilms.name,
        finish: wrapFilms.finish,
        hex: wrapFilms.hex,
        inStock: wrapFilms.inStock,
      })
      .from(wrapFilms)
      .orderBy(asc(wrapFilms.sortOrder));

  /** The shop's catalogue before each bad import: it must be exactly this afterwards. */
  async function oldCatalogue() {
    await importFilmFile(
      database.db,
      await file('old.csv', [HEADER, csvRow('2080-G12', 'Gloss Black'), csvRow('2080-M12', 'Matte Black', 'matte')].join('\n')),
    );
    return catalogue();
  }

  async function expectRefused(name: string, content: string, message: RegExp) {
    const before = await oldCatalogue();
    const error = await importFilmFile(database.db, await file(name, content)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FilmFileError);
    expect((error as Error).message).toMatch(message);
    expect(await catalogue()).toEqual(before);
  }

  it('seeds the shipped films into an empty catalogue once, however often it starts', async () => {
    const shipped = await defaultFilms();
    expect(await seedDefaultFilms(database.db)).toBe(shipped.length);
    // Two processes starting together, then a restart: still one row per film.
    await Promise.all([seedDefaultFilms(database.db), seedDefaultFilms(database.db)]);
    expect(await seedDefaultFilms(database.db)).toBe(0);
    const rows = await catalogue();
    expect(rows).toHaveLength(shipped.length);
    expect(rows[0]).toEqual({ brand: '3M', code: '2080-G12', name: 'Gloss Black', finish: 'gloss', hex: shipped[0]!.hex, inStock: true });
  });

  it('ships at least 40 films from 3M 2080 and Avery Dennison Supreme Wrapping Film, in every finish family', async () => {
    const shipped = await defaultFilms();
    expect(shipped.length).toBeGreaterThanOrEqual(40);
    expect(new Set(shipped.map((f) => f.finish))).toEqual(new Set(FILM_FINISHES));
    expect(new Set(shipped.map((f) => `${f.brand} ${f.line}`))).toEqual(
      new Set(['3M Wrap Film Series 2080', 'Avery Dennison Supreme Wrapping Film']),
    );
    expect(shipped.find((f) => f.code === '2080-G13')).toMatchObject({ name: 'Gloss Hot Rod Red', finish: 'gloss' });
    expect(shipped.find((f) => f.code === 'SW900-190-O')).toMatchObject({ brand: 'Avery Dennison', name: 'Gloss Black' });
  });

  it('leaves a shop catalogue alone at start: the defaults only fill an empty one', async () => {
    await oldCatalogue();
    expect(await seedDefaultFilms(database.db)).toBe(0);
    expect(await catalogue()).toHaveLength(2);
  });

  it('imports a CSV file as the whole catalogue, in its order, keeping the ids of films it still lists', async () => {
    await oldCatalogue();
    const [black] = await database.db
      .select({ id: wrapFilms.id })
      .from(wrapFilms)
      .where(sql`${wrapFilms.code} = '2080-G12'`);
    const csv = [
      'Brand,Line,Code,Name,Finish,HEX,in_stock',
      csvRow('2080-G13', '"Gloss Hot Rod Red"'),
      csvRow('2080-G12', 'Gloss Black', 'gloss', '#0C0D0F', 'no'),
      '',
    ].join('\r\n');
    expect(await importFilmFile(database.db, await file('shop.csv', csv))).toEqual({ films: 2, removed: 1 });
    expect(await catalogue()).toEqual([
      { brand: '3M', code: '2080-G13', name: 'Gloss Hot Rod Red', finish: 'gloss', hex: '#112233', inStock: true },
      { brand: '3M', code: '2080-G12', name: 'Gloss Black', finish: 'gloss', hex: '#0c0d0f', inStock: false },
    ]);
    const [still] = await database.db
      .select({ id: wrapFilms.id })
      .from(wrapFilms)
      .where(sql`${wrapFilms.code} = '2080-G12'`);
    expect(still!.id).toBe(black!.id);
  });

  it('imports a JSON file; inStock may be left out', async () => {
    await oldCatalogue();
    const json = JSON.stringify([
      jsonFilm('SW900-180-O', 'Matte Black'),
      jsonFilm('SW900-190-O', 'Gloss Black', { finish: 'gloss', inStock: false }),
    ]);
    expect(await importFilmFile(database.db, await file('shop.json', json))).toEqual({ films: 2, removed: 2 });
    expect(await catalogue()).toEqual([
      { brand: 'Avery Dennison', code: 'SW900-180-O', name: 'Matte Black', finish: 'matte', hex: '#aabbcc', inStock: true },
      { brand: 'Avery Dennison', code: 'SW900-190-O', name: 'Gloss Black', finish: 'gloss', hex: '#aabbcc', inStock: false },
    ]);
  });

  it('refuses a file that is neither JSON nor CSV, by its name and by its content', async () => {
    await expectRefused('films.xlsx', 'PK\u0003\u0004', /must be a \.json or \.csv file/);
    await expectRefused('films.json', '{"brand": "3M",', /not valid JSON/);
    await expectRefused('films.json', '{"brand": "3M"}', /must be an array of films/);
    await expectRefused('films.csv', `${HEADER}\n3M,"Wrap Film,2080-G1`, /not valid CSV/);
  });

  it('refuses a CSV file whose header lacks a column, naming it', async () => {
    await expectRefused(
      'films.csv',
      ['brand,line,code,name,finish', '3M,2080,2080-G12,Gloss Black,gloss'].join('\n'),
      /line 1: the header lacks the column hex/,
    );
  });

  it('refuses a bad hex colour, naming its CSV line or JSON index', async () => {
    const csv = [HEADER, csvRow('2080-G12', 'Gloss Black'), '', csvRow('2080-G13', 'Gloss Hot Rod Red', 'gloss', '#b5121')].join('\n');
    await expectRefused('films.csv', csv, /^line 4: hex must be a colour like #1d4ed8 \(found "#b5121"\)$/);
    const json = JSON.stringify([jsonFilm('SW900-180-O', 'Matte Black'), jsonFilm('SW900-190-O', 'Gloss Black', { hex: 'black' })]);
    await expectRefused('films.json', json, /^item \[1\]: hex must be a colour like #1d4ed8 \(found "black"\)$/);
  });

  it('refuses an unknown finish and a missing field', async () => {
    await expectRefused(
      'films.csv',
      [HEADER, csvRow('2080-G12', 'Gloss Black', 'glitter')].join('\n'),
      /^line 2: finish must be one of gloss, matte, satin, metallic, colour-flip, chrome \(found "glitter"\)$/,
    );
    const { name: _name, ...nameless } = jsonFilm('SW900-180-O', 'Matte Black');
    await expectRefused('films.json', JSON.stringify([nameless]), /^item \[0\]: name must be 1 to 80 characters \(found missing\)$/);
    await expectRefused(
      'films.csv',
      [HEADER, csvRow('2080-G12', 'Gloss Black', 'gloss', '#112233', 'maybe')].join('\n'),
      /^line 2: inStock must be true or false/,
    );
  });

  it('refuses a film listed twice (same brand and code, any case)', async () => {
    const csv = [
      HEADER,
      csvRow('2080-G12', 'Gloss Black'),
      csvRow('2080-M12', 'Matte Black', 'matte'),
      csvRow('2080-g12', 'Gloss Black again'),
    ].join('\n');
    await expectRefused('films.csv', csv, /^line 4: 3M 2080-g12 is listed twice \(first at line 2\)$/);
  });

  it('refuses an empty file, and a CSV file with only its header', async () => {
    await expectRefused('films.csv', '', /holds no films/);
    await expectRefused('films.csv', `${HEADER}\n`, /holds no films/);
    await expectRefused('films.json', '[]', /holds no films/);
  });

  it('keeps the old catalogue whole when the database fails halfway through an import', async () => {
    const before = await oldCatalogue();
    // A real database error in the second statement (dropping the films the file no longer lists),
    // after the first has renamed one film and added another: the transaction must undo both.
    await database.db.execute(sql`
      CREATE FUNCTION refuse_film() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'disk full';
      END $$ LANGUAGE plpgsql`);
    await database.db.execute(sql`CREATE TRIGGER refuse_film BEFORE DELETE ON wrap_films FOR EACH ROW EXECUTE FUNCTION refuse_film()`);
    try {
      const csv = [HEADER, csvRow('2080-G12', 'Gloss Black Renamed'), csvRow('2080-G13', 'Gloss Hot Rod Red')].join('\n');
      const error = await importFilmFile(database.db, await file('shop.csv', csv)).catch((e: unknown) => e);
      expect(String((error as Error).cause ?? error)).toMatch(/disk full/);
      expect(await catalogue()).toEqual(before);
    } finally {
      await database.db.execute(sql`DROP TRIGGER refuse_film ON wrap_films`);
      await database.db.execute(sql`DROP FUNCTION refuse_film()`);
    }
  });
});
