import type { FunnelEvent } from '../../../../domain/funnel/funnelEvents';

/** Each event's colour in the chart and its legend, from the funnel's top (the most) to its end. */
export const SERIES_COLOURS: Record<FunnelEvent, string> = {
  'page-view': '#0f172a',
  'photo-chosen': '#0284c7',
  'look-tried': '#d97706',
  'preview-made': '#059669',
  'quote-sent': '#e11d48',
};

/** A round top for the chart's scale, so its grid lines fall on whole numbers. */
export function niceTop(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= max) return m * step;
  return 10 * step;
}
