import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { wrapFilmSchema, type WrapFilm } from '../../domain/catalog/films';

/**
 * Reading a shop's film catalogue file (JSON or CSV) into films, checked as a whole: the first
 * problem stops everything with a sentence naming where it is (a CSV line, a JSON array index).
 */
export class FilmFileError extends Error {}

export type FilmFileFormat = 'json' | 'csv';

/** The CSV header's columns; `inStock` may be left out (every film is then in stock). */
const COLUMNS = ['brand', 'line', 'code', 'name', 'finish', 'hex', 'inStock'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = COLUMNS.filter((c) => c !== 'inStock');

const FIELD_RULES: Record<Column, string> = {
  brand: 'brand must be 1 to 60 characters',
  line: 'line must be 1 to 80 characters',
  code: 'code must be 1 to 40 characters',
  name: 'name must be 1 to 80 characters',
  finish: 'finish must be one of gloss, matte, satin, metallic, colour-flip, chrome',
  hex: 'hex must be a colour like #1d4ed8',
  inStock: 'inStock must be true or false',
};

export function filmFileFormat(fileName: string): FilmFileFormat {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.csv') return 'csv';
  throw new FilmFileError(`${path.basename(fileName)}: the catalogue must be a .json or .csv file`);
}

/** Every film of the file, or a FilmFileError for the first problem. */
export function parseFilmFile(text: string, format: FilmFileFormat): WrapFilm[] {
  const entries = format === 'json' ? jsonEntries(text) : csvEntries(text);
  if (entries.length === 0) throw new FilmFileError('the file holds no films: a catalogue needs at least one');
  const films: WrapFilm[] = [];
  const seen = new Map<string, string>();
  for (const { where, value } of entries) {
    const film = checkFilm(where, value);
    // The database keeps one film per brand and code; a second one in the file is a typing slip.
    const key = `${film.brand.toLowerCase()}\u0000${film.code.toLowerCase()}`;
    const first = seen.get(key);
    if (first) throw new FilmFileError(`${where}: ${film.brand} ${film.code} is listed twice (first at ${first})`);
    seen.set(key, where);
    films.push(film);
  }
  return films;
}

interface Entry {
  /** "line 7" or "item [3]". */
  where: string;
  value: unknown;
}

function checkFilm(where: string, value: unknown): WrapFilm {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new FilmFileError(`${where}: a film must be an object with ${COLUMNS.join(', ')}`);
  const withStock = { inStock: true, ...value };
  const film = wrapFilmSchema.safeParse(withStock);
  if (film.success) return { ...film.data, hex: film.data.hex.toLowerCase() };
  const field = film.error.issues[0]?.path[0];
  const rule = typeof field === 'string' && field in FIELD_RULES ? FIELD_RULES[field as Column] : film.error.issues[0]?.message;
  const given = typeof field === 'string' ? (withStock as Record<string, unknown>)[field] : undefined;
  const shown = given === undefined ? 'missing' : JSON.stringify(given);
  throw new FilmFileError(`${where}: ${rule} (found ${shown})`);
}

function jsonEntries(text: string): Entry[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FilmFileError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(json)) throw new FilmFileError('the JSON file must be an array of films, like [{"brand": "3M", ...}]');
  return json.map((value, index) => ({ where: `item [${index}]`, value }));
}

function csvEntries(text: string): Entry[] {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each row comes with the line it ended on (the library's types do not say so).
    rows = parseCsv(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (error) {
    throw new FilmFileError(`not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...records] = rows;
  if (!header) return [];
  const columns = header.record.map(columnOf);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) {
    throw new FilmFileError(
      `line ${header.info.lines}: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (it needs ${REQUIRED.join(', ')}, and may have inStock)`,
    );
  }
  return records.map(({ record, info }) => {
    if (record.length !== columns.length)
      throw new FilmFileError(`line ${info.lines}: ${record.length} values for ${columns.length} columns`);
    const value: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      // An empty inStock cell keeps the default: in stock.
      if (column === 'inStock') {
        if (record[i]) value.inStock = stockOf(record[i]!);
      } else if (column) value[column] = record[i];
    });
    return { where: `line ${info.lines}`, value };
  });
}

/** Header cells as the shop may spell them: "inStock", "in_stock", "In stock", "HEX". */
function columnOf(cell: string): Column | null {
  const plain = cell.toLowerCase().replace(/[\s_-]/g, '');
  return COLUMNS.find((c) => c.toLowerCase() === plain) ?? null;
}

function stockOf(cell: string): boolean | string {
  const word = cell.toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(word)) return true;
  if (['false', 'no', 'n', '0'].includes(word)) return false;
  return cell;
}
