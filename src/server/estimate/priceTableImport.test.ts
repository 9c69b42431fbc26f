import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from '../../domain/estimate/defaultPriceTable';
import type { PriceTable } from '../../domain/estimate/priceTable';
import { openDatabase } from '../db/client';
import { DATABASE_KINDS, migratedDataFolder, openTestDatabase } from '../db/testDatabases.testutil';
import { parsePriceTableFile, PriceTableFileError } from './priceTableFile';
import { loadPriceTable, savePriceTable } from './priceTableStore';

const run = promisify(execFile);

/** The shop's own table: pounds, every price a tenth above the default. */
const SHOP_TABLE: PriceTable = {
  currency: 'GBP',
  prices: JSON.parse(
    JSON.stringify(DEFAULT_PRICE_TABLE.prices, (key, value) => (key === 'from' || key === 'to' ? Math.round(value * 1.1) : value)),
  ),
};

/** A table as a file may hold it: anything anywhere. */
type Cells = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
type LooseTable = { currency: unknown; prices: Cells };

function fileWith(edit: (table: LooseTable) => void): string {
  const table = structuredClone(SHOP_TABLE) as unknown as LooseTable;
  edit(table);
  return JSON.stringify(table);
}

function problemOf(text: string): string {
  try {
    parsePriceTableFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(PriceTableFileError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

describe('price table file', () => {
  it('reads a complete table', () => {
    expect(parsePriceTableFile(JSON.stringify(SHOP_TABLE))).toEqual(SHOP_TABLE);
  });

  it.each([
    ['not JSON', () => '{"currency": "EUR",', /not valid JSON/],
    ['a missing cell', () => fileWith((t) => delete t.prices.large!.roof!.premium), /prices\.large\.roof\.premium: missing/],
    ['a missing size class', () => fileWith((t) => delete t.prices.small), /prices\.small: missing/],
    [
      'a reversed range',
      () => fileWith((t) => (t.prices.medium!.full!.standard = { from: 3000, to: 2000 })),
      /prices\.medium\.full\.standard: "to" must not be below "from"/,
    ],
    [
      'a negative price',
      () => fileWith((t) => (t.prices.medium!.mirrors!.standard!.from = -5)),
      /prices\.medium\.mirrors\.standard\.from: must not be negative/,
    ],
    [
      'a price in words',
      () => fileWith((t) => (t.prices.medium!.mirrors!.standard!.to = 'two hundred')),
      /prices\.medium\.mirrors\.standard\.to: must be a number/,
    ],
    ['an unknown size class', () => fileWith((t) => (t.prices.huge = t.prices.large!)), /prices: unknown entry "huge"/],
    ['a currency that is no ISO code', () => fileWith((t) => (t.currency = 'euro')), /currency: must be an ISO 4217 code/],
  ])('refuses %s, naming the place', (_name, file, message) => {
    expect(problemOf(file())).toMatch(message);
  });
});

describe.each(DATABASE_KINDS)('stored price table (%s)', (kind) => {
  it('is the default until the shop imports one, then the import, whole', async () => {
    const database = await openTestDatabase(kind);
    try {
      expect(await loadPriceTable(database.db)).toEqual(DEFAULT_PRICE_TABLE);
      await savePriceTable(database.db, SHOP_TABLE);
      expect(await loadPriceTable(database.db)).toEqual(SHOP_TABLE);
      // A second import replaces the first; it never mixes with it.
      const next = { ...DEFAULT_PRICE_TABLE, currency: 'CHF' };
      await savePriceTable(database.db, next);
      expect(await loadPriceTable(database.db)).toEqual(next);
    } finally {
      await database.close();
    }
  });
});

describe('npm run prices:import', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'prices-import-'));
    // The shop's database, made by the app's first start: the import is what is tested.
    await migratedDataFolder(path.join(dir, 'db'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function importFile(text: string): Promise<{ code: number; stdout: string; stderr: string }> {
    const file = path.join(dir, `prices-${Math.random().toString(36).slice(2)}.json`);
    await fs.writeFile(file, text);
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/prices-import.ts', file], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function stored(): Promise<PriceTable> {
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      return await loadPriceTable(database.db);
    } finally {
      await database.close();
    }
  }

  it('imports a good file, and a bad one changes nothing and says where it is wrong', async () => {
    const good = await importFile(JSON.stringify(SHOP_TABLE));
    expect(good).toMatchObject({ code: 0, stdout: expect.stringContaining('Imported the price table (GBP)') });
    expect(await stored()).toEqual(SHOP_TABLE);

    const bad = await importFile(fileWith((t) => ((t.currency = 'USD'), delete t.prices.large!.roof)));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('prices.large.roof: missing');
    expect(await stored()).toEqual(SHOP_TABLE);
  }, 180_000); // Two tsx runs of the import script: over 60 s on a starved machine.
});
