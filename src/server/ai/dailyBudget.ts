import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiBudgetDays, aiClientDays, apiRequestLogs } from '../db/schema';

export const OPENAI_SERVICE = 'openai';
/** The paid steps: one picture each. */
export const PAID_IMAGE_STEPS = ['images.edit', 'images.generate'] as const;

/** The start of the budget's day: midnight UTC. */
export const midnightUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Pictures asked of OpenAI since midnight UTC, counted from the logs so every process agrees. */
export async function paidImagesToday(db: Db, now: Date = new Date()): Promise<number> {
  const midnight = midnightUtc(now);
  const [row] = await db
    .select({ n: count() })
    .from(apiRequestLogs)
    .where(
      and(
        eq(apiRequestLogs.apiService, OPENAI_SERVICE),
        inArray(apiRequestLogs.requestType, [...PAID_IMAGE_STEPS]),
        gte(apiRequestLogs.createdAt, midnight),
      ),
    );
  return row?.n ?? 0;
}

/** The budget's day as ai_budget_days keys it: YYYY-MM-DD in UTC. */
export const budgetDay = (now: Date) => now.toISOString().slice(0, 10);

/** One paid picture reserved for a job: kept once the call may be billed, else given back. */
export interface PaidCallReservation {
  /** The call was made and may be billed: the reservation stays counted. */
  keep(): void;
  /** The call was not made, or failed before OpenAI could bill it: the day gets it back. */
  release(): Promise<void>;
}

/**
 * Reserves one of the day's `limit` paid pictures before the call is made, in one statement, so
 * that any number of jobs and processes at once never reserve more than the limit. Null when
 * the day's pictures are all reserved.
 */
export async function reservePaidCall(db: Db, limit: number, now: Date = new Date()): Promise<PaidCallReservation | null> {
  if (limit <= 0) return null;
  const day = budgetDay(now);
  const rows = await db
    .insert(aiBudgetDays)
    .values({ day, reserved: 1 })
    .onConflictDoUpdate({
      target: aiBudgetDays.day,
      set: { reserved: sql`${aiBudgetDays.reserved} + 1` },
      setWhere: sql`${aiBudgetDays.reserved} < ${limit}`,
    })
    .returning({ reserved: aiBudgetDays.reserved });
  if (rows.length === 0) return null;
  return reservation(() =>
    db
      .update(aiBudgetDays)
      .set({ reserved: sql`greatest(${aiBudgetDays.reserved} - 1, 0)` })
      .where(eq(aiBudgetDays.day, day)),
  );
}

/** A reservation that `giveBack` undoes once, unless it was kept first. */
function reservation(giveBack: () => PromiseLike<unknown>): PaidCallReservation {
  let settled = false;
  return {
    keep() {
      settled = true;
    },
    async release() {
      if (settled) return;
      settled = true;
      await giveBack();
    },
  };
}

/**
 * Reserves one of a client's `limit` paid pictures today, in one statement as reservePaidCall
 * does, so the cap holds however many processes the client's wraps reach. Null when the client
 * has reserved them all.
 */
export async function reserveClientCall(
  db: Db,
  clientKey: string,
  limit: number,
  now: Date = new Date(),
): Promise<PaidCallReservation | null> {
  if (limit <= 0) return null;
  const day = budgetDay(now);
  const rows = await db
    .insert(aiClientDays)
    .values({ day, clientKey, reserved: 1 })
    .onConflictDoUpdate({
      target: [aiClientDays.day, aiClientDays.clientKey],
      set: { reserved: sql`${aiClientDays.reserved} + 1` },
      setWhere: sql`${aiClientDays.reserved} < ${limit}`,
    })
    .returning({ reserved: aiClientDays.reserved });
  if (rows.length === 0) return null;
  // A client's first picture of the day: yesterday's counts are of no more use.
  if (rows[0]!.reserved === 1) await db.delete(aiClientDays).where(lt(aiClientDays.day, day));
  return reservation(() =>
    db
      .update(aiClientDays)
      .set({ reserved: sql`greatest(${aiClientDays.reserved} - 1, 0)` })
      .where(and(eq(aiClientDays.day, day), eq(aiClientDays.clientKey, clientKey))),
  );
}

/** Both reservations as one: kept together, given back together. */
export function bothReservations(a: PaidCallReservation, b: PaidCallReservation): PaidCallReservation {
  return {
    keep() {
      a.keep();
      b.keep();
    },
    async release() {
      await Promise.all([a.release(), b.release()]);
    },
  };
}
