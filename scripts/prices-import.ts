/**
 * Sets the shop's price table for the estimate the visitor sees and the quote e-mail states.
 *   npm run prices:import -- prices.json
 * The file is checked as a whole first: any problem and the stored table stays as it was.
 * Writes to the database the app is configured with (DATA_DIR / DATABASE_URL).
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createRuntime } from '../src/server/bootstrap';
import { ConfigError, loadConfig } from '../src/server/config';
import { DatabaseError } from '../src/server/db/client';
import { PriceTableFileError, parsePriceTableFile } from '../src/server/estimate/priceTableFile';
import { savePriceTable } from '../src/server/estimate/priceTableStore';

const USAGE = `usage: npm run prices:import -- <file.json>
The file holds the currency and a from/to price for every vehicle size class (small, medium,
large, extra-large), coverage (full, roof, bonnet, mirrors, stripes) and film tier (standard,
premium, specialty); see docs/catalogue-and-prices.md. With the embedded database, stop the app first: only one
process can open it.`;

function fail(message: string): never {
  console.error(`error: ${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  let file: string | undefined;
  try {
    [file] = parseArgs({ args, allowPositionals: true, strict: true, options: {} }).positionals;
  } catch (error) {
    fail((error as Error).message);
  }
  if (!file || args.length !== 1) fail('name exactly one price table file');
  const text = await fs
    .readFile(file, 'utf8')
    .catch((error: NodeJS.ErrnoException) => fail(`cannot read ${file}: ${error.code ?? error.message}`));
  // Checked before the database is opened: a bad file changes nothing.
  const table = parsePriceTableFile(text);
  const runtime = await createRuntime(loadConfig());
  try {
    await savePriceTable(runtime.ctx.db, table);
  } finally {
    await runtime.close();
  }
  console.log(`Imported the price table (${table.currency}). Estimates use it from now on.`);
}

main().catch((error: unknown) => {
  if (error instanceof PriceTableFileError || error instanceof ConfigError || error instanceof DatabaseError) console.error(error.message);
  else console.error('Importing the price table failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
