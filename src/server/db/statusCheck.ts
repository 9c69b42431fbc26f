import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK keeping a status column to the words the code knows, so a typo or a stale writer is
 * refused by the database instead of stored. A CHECK rather than a PostgreSQL enum: a new word
 * is one migration that swaps the constraint, with no ALTER TYPE and no cast of existing rows.
 */
export function statusIn(column: AnyPgColumn, words: readonly string[]): SQL {
  for (const word of words) if (!/^[a-z-]+$/.test(word)) throw new Error(`not a status word: ${word}`);
  return sql`${column} in (${sql.raw(words.map((word) => `'${word}'`).join(', '))})`;
}
