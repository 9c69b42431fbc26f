import { stringify } from 'csv-stringify/sync';
import { FUNNEL_EVENT_LABELS, FUNNEL_TEXT } from '../../domain/admin/texts';
import { FUNNEL_EVENTS } from '../../domain/funnel/funnelEvents';
import { spreadsheetSafe } from '../admin/quotesCsv';
import type { FunnelDayOfSite } from './funnelCounts';

/** The funnel as CSV (csv-stringify's quoting), a row per day and site, with a header row. */
export function funnelCsv(rows: FunnelDayOfSite[]): string {
  const header = [FUNNEL_TEXT.day, FUNNEL_TEXT.site, ...FUNNEL_EVENTS.map((event) => FUNNEL_EVENT_LABELS[event])];
  // A site is an origin the page sent: kept from being read as a formula all the same.
  const lines = rows.map((row) => [row.day, spreadsheetSafe(row.site || FUNNEL_TEXT.ownSite), ...FUNNEL_EVENTS.map((e) => row.counts[e])]);
  return stringify([header, ...lines]);
}
