import { and, gte, lte, sql } from 'drizzle-orm';
import type { AdminFunnel, FunnelCounts } from '../../domain/admin/api';
import { FUNNEL_EVENTS, type FunnelEvent } from '../../domain/funnel/funnelEvents';
import { budgetDay } from '../ai/dailyBudget';
import type { Db } from '../db/client';
import { funnelDays } from '../db/schema';

const DAY_MS = 86_400_000;

export interface FunnelDeps {
  db: Db;
  log: { warn(obj: object, msg: string): void };
  now?: () => Date;
}

export interface Funnel {
  /**
   * Adds one to today's counter of `event` from `site`. Never throws: a count that cannot be
   * written is logged and lost, and the visitor's request goes on as if nothing happened.
   */
  count(event: FunnelEvent, site: string): Promise<void>;
  /** The last `days` days (today included), every day present. */
  lastDays(days: number): Promise<AdminFunnel>;
  /** The same days' counts by day and site, oldest first: only pairs with something counted. */
  daysBySite(days: number): Promise<FunnelDayOfSite[]>;
}

export interface FunnelDayOfSite {
  day: string;
  site: string;
  counts: FunnelCounts;
}

const zeros = (): FunnelCounts => Object.fromEntries(FUNNEL_EVENTS.map((event) => [event, 0])) as FunnelCounts;

/** The shop's funnel counters in funnel_days: one upserted row per day, event and site. */
export function createFunnel({ db, log, now = () => new Date() }: FunnelDeps): Funnel {
  async function read(days: number) {
    const today = now();
    const dayList = Array.from({ length: days }, (_, i) => budgetDay(new Date(today.getTime() - (days - 1 - i) * DAY_MS)));
    const rows = await db
      .select()
      .from(funnelDays)
      .where(and(gte(funnelDays.day, dayList[0]!), lte(funnelDays.day, dayList.at(-1)!)))
      .orderBy(funnelDays.day, funnelDays.site);
    return { dayList, rows };
  }

  return {
    async count(event, site) {
      try {
        await db
          .insert(funnelDays)
          .values({ day: budgetDay(now()), event, site, count: 1 })
          .onConflictDoUpdate({
            target: [funnelDays.day, funnelDays.event, funnelDays.site],
            set: { count: sql`${funnelDays.count} + 1` },
          });
      } catch (error) {
        log.warn({ err: error, event }, 'a funnel count was lost');
      }
    },

    async lastDays(days) {
      const { dayList, rows } = await read(days);
      const byDay = new Map(dayList.map((day) => [day, zeros()]));
      const bySite = new Map<string, FunnelCounts>();
      const totals = zeros();
      for (const row of rows) {
        byDay.get(row.day)![row.event] += row.count;
        if (!bySite.has(row.site)) bySite.set(row.site, zeros());
        bySite.get(row.site)![row.event] += row.count;
        totals[row.event] += row.count;
      }
      const previews = totals['preview-made'];
      return {
        days: dayList.map((day) => ({ day, counts: byDay.get(day)! })),
        totals,
        previewToQuote: previews ? totals['quote-sent'] / previews : null,
        sites: [...bySite]
          .map(([site, counts]) => ({ site, counts }))
          .sort((a, b) => b.counts['page-view'] - a.counts['page-view'] || a.site.localeCompare(b.site)),
      };
    },

    async daysBySite(days) {
      const pairs = new Map<string, FunnelDayOfSite>();
      for (const row of (await read(days)).rows) {
        const key = `${row.day} ${row.site}`;
        if (!pairs.has(key)) pairs.set(key, { day: row.day, site: row.site, counts: zeros() });
        pairs.get(key)!.counts[row.event] += row.count;
      }
      return [...pairs.values()];
    },
  };
}
