import { Download } from 'lucide-react';
import { ADMIN_ROUTES, FUNNEL_DAYS, type AdminFunnel } from '../../../../domain/admin/api';
import { FUNNEL_EVENTS } from '../../../../domain/funnel/funnelEvents';
import { buttonClass } from '../../../shared/Button';
import { LoadFailed, Loading, SectionHeader } from '../SectionParts';
import { useBackOffice } from '../useBackOffice';
import { FunnelChart } from './FunnelChart';
import { useFunnel } from './useFunnel';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200';

/** The shop's funnel: the last 30 days as a chart, the totals, preview-to-quote conversion, by site, and the CSV. */
export function FunnelTab() {
  const T = useBackOffice().FUNNEL_TEXT;
  const funnel = useFunnel();
  return (
    <section aria-labelledby="funnel-heading">
      <SectionHeader id="funnel-heading" title={T.heading} intro={T.intro(FUNNEL_DAYS)}>
        <a href={ADMIN_ROUTES.funnelExport} download className={buttonClass('secondary')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {T.exportCsv}
        </a>
      </SectionHeader>
      {funnel.isPending ? (
        <Loading />
      ) : funnel.isError ? (
        <LoadFailed error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          <div className={`${card} lg:col-span-3`}>
            <h3 className="font-semibold text-slate-900">{T.chartTitle(FUNNEL_DAYS)}</h3>
            <FunnelChart days={funnel.data.days} title={T.chartTitle(FUNNEL_DAYS)} />
          </div>
          <Totals funnel={funnel.data} />
          <Conversion funnel={funnel.data} />
          <BySite funnel={funnel.data} />
        </div>
      )}
    </section>
  );
}

function Totals({ funnel }: { funnel: AdminFunnel }) {
  const { FUNNEL_TEXT: T, FUNNEL_EVENT_LABELS, number } = useBackOffice();
  return (
    <div className={card}>
      <h3 className="font-semibold text-slate-900">{T.totals}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="funnel-totals">
        {FUNNEL_EVENTS.map((event) => (
          <div key={event} className="flex justify-between gap-3">
            <dt className="text-slate-600">{FUNNEL_EVENT_LABELS[event]}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{number(funnel.totals[event])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Conversion({ funnel }: { funnel: AdminFunnel }) {
  const T = useBackOffice().FUNNEL_TEXT;
  return (
    <div className={card}>
      <h3 className="font-semibold text-slate-900">{T.conversion}</h3>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="funnel-conversion">
        {T.conversionValue(funnel.previewToQuote)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{T.conversionDetail(funnel.totals['quote-sent'], funnel.totals['preview-made'])}</p>
    </div>
  );
}

function BySite({ funnel }: { funnel: AdminFunnel }) {
  const { FUNNEL_TEXT: T, FUNNEL_EVENT_LABELS, number } = useBackOffice();
  return (
    <div className={card}>
      <h3 className="font-semibold text-slate-900">{T.bySite}</h3>
      {funnel.sites.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.noCounts}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {T.site}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {FUNNEL_EVENT_LABELS['page-view']}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {FUNNEL_EVENT_LABELS['quote-sent']}
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.sites.map((row) => (
              <tr key={row.site} className="border-t border-slate-100">
                <th scope="row" className="break-all py-1.5 font-medium text-slate-900">
                  {row.site || T.ownSite}
                </th>
                <td className="py-1.5 text-right tabular-nums">{number(row.counts['page-view'])}</td>
                <td className="py-1.5 text-right tabular-nums">{number(row.counts['quote-sent'])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
