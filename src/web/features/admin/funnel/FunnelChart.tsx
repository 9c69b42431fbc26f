import type { AdminFunnel } from '../../../../domain/admin/api';
import { FUNNEL_EVENTS } from '../../../../domain/funnel/funnelEvents';
import { useBackOffice } from '../useBackOffice';
import { niceTop, SERIES_COLOURS } from './funnelSeries';

const WIDTH = 720;
const HEIGHT = 260;
const LEFT = 40;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;
const GRID_LINES = 4;

/**
 * The daily counts as bars, one group per day and a bar per event, drawn in SVG by hand: a chart
 * library would weigh more than the whole back office. Bars, not lines: equal counts would hide
 * one line under another. Each bar's <title> is its day and count, for a pointer or a screen reader.
 */
export function FunnelChart({ days, title }: { days: AdminFunnel['days']; title: string }) {
  const { FUNNEL_EVENT_LABELS, number, shortDay } = useBackOffice();
  const top = niceTop(Math.max(0, ...days.flatMap((d) => FUNNEL_EVENTS.map((e) => d.counts[e]))));
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, days.length);
  const bar = (slot * 0.8) / FUNNEL_EVENTS.length;
  const y = (n: number) => TOP + (1 - n / top) * (HEIGHT - TOP - BOTTOM);
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1];
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="h-auto w-full" data-testid="funnel-chart">
        {Array.from({ length: GRID_LINES + 1 }, (_, i) => (top * i) / GRID_LINES).map((n) => (
          <g key={n}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(n)} y2={y(n)} stroke="#e2e8f0" />
            <text x={LEFT - 6} y={y(n) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {number(n)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text key={i} x={LEFT + (i + 0.5) * slot} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#64748b">
            {days[i] && shortDay(days[i].day)}
          </text>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            {FUNNEL_EVENTS.map((event, k) =>
              d.counts[event] > 0 ? (
                <rect
                  key={event}
                  data-event={event}
                  x={LEFT + i * slot + slot * 0.1 + k * bar}
                  y={y(d.counts[event])}
                  width={bar}
                  height={y(0) - y(d.counts[event])}
                  fill={SERIES_COLOURS[event]}
                >
                  <title>{`${shortDay(d.day)} · ${FUNNEL_EVENT_LABELS[event]}: ${number(d.counts[event])}`}</title>
                </rect>
              ) : null,
            )}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {FUNNEL_EVENTS.map((event) => (
            <li key={event} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: SERIES_COLOURS[event] }} />
              {FUNNEL_EVENT_LABELS[event]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
