/**
 * Makes a shop's own file the film catalogue the colour step shows.
 *   npm run films:import -- films.csv      (or films.json)
 * The whole file is checked first; a bad one changes nothing. Format: docs/catalogue-and-prices.md.
 * Writes to the database the app is configured with (DATA_DIR / DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRuntime } from '../src/server/bootstrap';
import { FilmFileError, importFilmFile } from '../src/server/catalog/importFilms';
import { ConfigError, loadConfig } from '../src/server/config';
import { DatabaseError } from '../src/server/db/client';

const USAGE = `usage: npm run films:import -- FILE.json|FILE.csv [--force]
  FILE      the shop's film catalogue: a JSON array of films, or a CSV file with the header
            brand,line,code,name,finish,hex[,inStock]; it replaces the whole catalogue
  --force   import although the embedded database looks in use (after the app stopped without
            closing it, say by a power cut)
With the embedded database (no DATABASE_URL), stop the app first: only one process can open it.
With PostgreSQL the app may keep running.`;

function fail(message: string, code = 2): never {
  console.error(`error: ${message}`);
  if (code === 2) console.error(`\n${USAGE}`);
  process.exit(code);
}

function commandLine(): { file: string; force: boolean } {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  try {
    const { values, positionals } = parseArgs({ args, options: { force: { type: 'boolean' } }, allowPositionals: true, strict: true });
    if (positionals.length !== 1) fail('name one catalogue file');
    return { file: positionals[0]!, force: values.force === true };
  } catch (error) {
    return fail((error as Error).message);
  }
}

const { file, force } = commandLine();

async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite keeps postmaster.pid in its folder while a process has it open, and removes it on close.
  const pidFile = path.join(config.dataDir, 'db', 'postmaster.pid');
  if (!config.DATABASE_URL && !force && fs.existsSync(pidFile)) {
    fail(`the embedded database in ${path.dirname(pidFile)} is in use: stop the app, then import (or --force if it is not running)`, 1);
  }
  const runtime = await createRuntime(config);
  try {
    const { films, removed } = await importFilmFile(runtime.ctx.db, file);
    console.log(`Imported ${films} films from ${path.basename(file)}${removed ? `; ${removed} no longer listed were removed` : ''}.`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof FilmFileError) fail(`${path.basename(file)}: ${error.message}. Nothing was changed.`, 1);
  if (error instanceof ConfigError || error instanceof DatabaseError) console.error(error.message);
  else console.error('Importing the films failed; nothing was changed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
