import { EMBEDDING_SITE_HEADER, FUNNEL_BEACON_ROUTE, type BeaconEvent } from '../../domain/funnel/funnelEvents';
import { hostPage } from './embedFrame';

/**
 * The shop's funnel, as the page reports it: fire and forget. navigator.sendBeacon queues the
 * count with the browser and returns at once, so counting never waits on the network, survives
 * the page being left, and its failures (no network, a blocker, a 429) are never seen.
 */

/** The header the wrap and quote requests carry, so the server counts them for the embedding site. */
export function embeddingSiteHeaders(): Record<string, string> {
  const site = hostPage();
  return site ? { [EMBEDDING_SITE_HEADER]: site } : {};
}

/** Counts one step of the visitor's way through the page. */
export function countStep(event: BeaconEvent): void {
  try {
    const site = hostPage();
    // A string goes as text/plain: no preflight, and every browser's sendBeacon takes it.
    navigator.sendBeacon?.(FUNNEL_BEACON_ROUTE, JSON.stringify(site ? { event, site } : { event }));
  } catch {
    // Counting never breaks the visitor's flow.
  }
}

let viewCounted = false;

/** Counts the page view once per page load, however often the page's first render runs. */
export function countPageView(): void {
  if (viewCounted) return;
  viewCounted = true;
  countStep('page-view');
}
