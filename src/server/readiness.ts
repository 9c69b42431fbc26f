import { sql } from 'drizzle-orm';
import type { AppContext } from './context';
import type { JobQueue } from './jobs/jobQueue';
import type { Shutdown } from './shutdown';
import { probeStorageWrite } from './storage/writeProbe';

/** A part that keeps the app from taking work; only its name ever leaves the server. */
export type UnreadyPart = 'database' | 'storage' | 'queue' | 'shutdown';

/** What keeps the app from taking work right now; empty when it is ready. */
export async function unreadyParts(ctx: AppContext, shutdown?: Shutdown, jobs?: JobQueue): Promise<UnreadyPart[]> {
  if (shutdown?.begun) return ['shutdown'];
  const answers = async (check: () => Promise<unknown>) =>
    check().then(
      () => true,
      () => false,
    );
  const [database, storage, queue] = await Promise.all([
    answers(() => ctx.db.execute(sql`select 1`)),
    answers(() => probeStorageWrite(ctx.storage)),
    jobs ? jobs.reachable() : true,
  ]);
  return [...(database ? [] : ['database' as const]), ...(storage ? [] : ['storage' as const]), ...(queue ? [] : ['queue' as const])];
}
