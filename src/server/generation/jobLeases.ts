import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { JobStage } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import type { Db } from '../db/client';
import { carWrapRequests } from '../db/schema';

/** How long a claim on a wrap request holds without renewal: a process that stops renewing has crashed. */
export const JOB_LEASE_MS = 60_000;

export const RUNNING_STAGES: JobStage[] = ['queued', 'analyzing', 'rendering', 'finishing'];

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Which process works which wrap request. A process claims a request when it queues it
 * (lease_owner = its id, lease_until = now + lease), renews the claims of all its unfinished
 * requests every third of the lease, and fails as interrupted only unfinished requests whose
 * claim ran out: another live instance's work is never touched. Times come from the database's
 * clock, so instances with skewed clocks agree.
 */
export function createJobLeases(options: { db: Db; log: Log; leaseMs?: number; owner?: string }) {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const owner = options.owner ?? randomUUID();
  const leaseEnd = () => sql`now() + (${leaseMs}::integer * interval '1 millisecond')`;
  let timer: NodeJS.Timeout | undefined;

  const leases = {
    owner,
    /** The columns that claim a request for this process, for its insert or its reopening. */
    claim: () => ({ leaseOwner: owner, leaseUntil: leaseEnd() }),

    async renew(): Promise<void> {
      await db
        .update(carWrapRequests)
        .set({ leaseUntil: leaseEnd() })
        .where(and(eq(carWrapRequests.leaseOwner, owner), inArray(carWrapRequests.status, RUNNING_STAGES)));
    },

    /** Fails unfinished requests whose claim ran out (and unclaimed ones quiet for a whole lease, from before leases). */
    async failExpired(): Promise<number> {
      const rows = await db
        .update(carWrapRequests)
        .set({ status: 'failed', errorMessage: MESSAGES.processingFailed.description, updatedAt: new Date() })
        .where(
          and(
            inArray(carWrapRequests.status, RUNNING_STAGES),
            or(
              lt(carWrapRequests.leaseUntil, sql`now()`),
              and(
                isNull(carWrapRequests.leaseUntil),
                lt(carWrapRequests.updatedAt, sql`now() - (${leaseMs}::integer * interval '1 millisecond')`),
              ),
            ),
          ),
        )
        .returning({ id: carWrapRequests.id });
      if (rows.length) log.warn({ count: rows.length }, 'marked wraps whose process stopped working on them as failed');
      return rows.length;
    },

    /** Renews this process's claims and looks for expired ones, every third of the lease, until stop(). */
    start(): void {
      if (timer) return;
      timer = setInterval(
        () => {
          leases
            .renew()
            .then(() => leases.failExpired())
            .catch((error: unknown) => log.error({ err: error }, 'could not renew the wrap job leases'));
        },
        Math.max(50, Math.floor(leaseMs / 3)),
      );
      timer.unref();
    },

    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return leases;
}
