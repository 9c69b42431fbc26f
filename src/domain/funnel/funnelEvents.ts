// zod/mini, like src/domain/api.ts: the beacon ships in the visitor's first view.
import * as z from 'zod/mini';
import { lineText } from '../plainText';

/**
 * The shop's funnel: what is counted per day, in the order a visitor goes through it. Counts
 * only, by day, event and embedding site: no cookie, no address, no id.
 */
export const FUNNEL_EVENTS = ['page-view', 'photo-chosen', 'look-tried', 'preview-made', 'quote-sent'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/**
 * What the page reports itself. Previews and quotes are counted by the server where they
 * happen, so a page cannot add to them.
 */
export const BEACON_EVENTS = ['page-view', 'photo-chosen', 'look-tried'] as const satisfies readonly FunnelEvent[];
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** POST, answered 204 (or 400 / 429): the page's beacon. */
export const FUNNEL_BEACON_ROUTE = '/api/funnel';

/** Longer than any origin a browser sends (scheme, host and port). */
export const SITE_MAX = 300;

/**
 * The beacon's body. `site`: the address of the page that embeds the app (its origin is
 * kept); absent on the shop's own site.
 */
export const FunnelBeacon = z.object({
  event: z.enum(BEACON_EVENTS),
  site: z.optional(lineText().check(z.maxLength(SITE_MAX))),
});
export type FunnelBeacon = z.infer<typeof FunnelBeacon>;

/** The embedding page's address on the visitor's wrap and quote requests (both counted by the server). */
export const EMBEDDING_SITE_HEADER = 'x-embedding-site';
