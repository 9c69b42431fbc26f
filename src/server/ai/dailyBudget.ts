import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiRequestLogs } from '../db/schema';

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
    .where(and(eq(apiRequestLogs.apiService, OPENAI_SERVICE), inArray(apiRequestLogs.requestType, [...PAID_IMAGE_STEPS]), gte(apiRequestLogs.createdAt, midnight)));
  return row?.n ?? 0;
}
