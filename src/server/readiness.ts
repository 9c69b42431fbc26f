import { sql } from 'drizzle-orm';
import type { AppContext } from './context';
import type { Shutdown } from './shutdown';

/** A part that keeps the app from taking work; only its name ever leaves the server. */
export type UnreadyPart = 'database' | 'storage' | 'shutdown';

// A key the app never writes (its files are bucket/uuid.ext): reading it proves the storage answers.
const PROBE_KEY = 'health/readiness-probe.txt';

/** What keeps the app from taking work right now; empty when it is ready. */
export async function unreadyParts(ctx: AppContext, shutdown?: Shutdown): Promise<UnreadyPart[]> {
  if (shutdown?.begun) return ['shutdown'];
  const answers = async (check: () => Promise<unknown>) => check().then(() => true, () => false);
  const [database, storage] = await Promise.all([
    answers(() => ctx.db.execute(sql`select 1`)),
    answers(() => ctx.storage.get(PROBE_KEY)),
  ]);
  return [...(database ? [] : ['database' as const]), ...(storage ? [] : ['storage' as const])];
}
