import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AdminUsage } from '../../domain/admin/api';
import { midnightUtc, paidImagesToday } from '../ai/dailyBudget';
import type { Db } from '../db/client';
import { apiRequestLogs, carWrapRequests } from '../db/schema';
import { retentionUsage } from '../retention/retentionRules';

const RECENT_FAILURES = 10;

/** Today's generations and AI spend, from the wrap requests and api_request_logs. */
export async function usageToday(db: Db, dailyAiBudget: number, now: Date = new Date()): Promise<AdminUsage> {
  const since = midnightUtc(now);
  const provider = sql<string>`coalesce(${carWrapRequests.provider}, 'unknown')`;
  const [paidAiCalls, byProvider, [failedSteps], recentFailures, retention] = await Promise.all([
    paidImagesToday(db, now),
    db
      .select({
        provider,
        generations: count(),
        failures: sql<number>`cast(count(*) filter (where ${carWrapRequests.status} = 'failed') as integer)`,
      })
      .from(carWrapRequests)
      .where(gte(carWrapRequests.createdAt, since))
      .groupBy(provider)
      .orderBy(desc(count())),
    db
      .select({ n: count() })
      .from(apiRequestLogs)
      .where(and(eq(apiRequestLogs.success, false), gte(apiRequestLogs.createdAt, since))),
    db
      .select({
        at: apiRequestLogs.createdAt,
        service: apiRequestLogs.apiService,
        requestType: apiRequestLogs.requestType,
        message: apiRequestLogs.errorMessage,
      })
      .from(apiRequestLogs)
      .where(and(eq(apiRequestLogs.success, false), gte(apiRequestLogs.createdAt, since)))
      .orderBy(desc(apiRequestLogs.createdAt))
      .limit(RECENT_FAILURES),
    retentionUsage(db, now),
  ]);
  return {
    since: since.toISOString(),
    paidAiCalls,
    dailyAiBudget,
    byProvider: byProvider.map((row) => ({ provider: row.provider, generations: row.generations, failures: Number(row.failures) })),
    failedSteps: failedSteps?.n ?? 0,
    recentFailures: recentFailures.map((row) => ({ ...row, at: row.at.toISOString() })),
    retention,
  };
}
