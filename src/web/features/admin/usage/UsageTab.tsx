import type { AdminUsage } from '../../../../domain/admin/api';
import { LoadFailed, Loading, SectionHeader } from '../SectionParts';
import { useBackOffice } from '../useBackOffice';
import { useUsage } from './useUsage';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200';

/** Today's paid AI calls against the daily budget, generations by provider, and what failed. */
export function UsageTab() {
  const { ADMIN_TEXT, when } = useBackOffice();
  const T = ADMIN_TEXT.usage;
  const usage = useUsage();
  return (
    <section aria-labelledby="usage-heading">
      <SectionHeader id="usage-heading" title={T.heading} intro={usage.data ? T.intro(when(usage.data.since)) : ''} />
      {usage.isPending ? (
        <Loading />
      ) : usage.isError ? (
        <LoadFailed error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <Budget usage={usage.data} />
          <ByProvider usage={usage.data} />
          <Failures usage={usage.data} />
          <Retention usage={usage.data} />
        </div>
      )}
    </section>
  );
}

function Budget({ usage }: { usage: AdminUsage }) {
  const T = useBackOffice().ADMIN_TEXT.usage;
  const { paidAiCalls: used, dailyAiBudget: budget } = usage;
  const reached = used >= budget;
  return (
    <div className={card}>
      <h3 className="font-semibold text-slate-900">{T.paidToday}</h3>
      <p className="mt-2 text-3xl font-bold text-slate-900">{T.ofBudget(used, budget)}</p>
      <progress
        className="mt-3 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-slate-900 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-slate-900"
        value={Math.min(used, budget)}
        max={Math.max(budget, 1)}
        aria-label={T.paidToday}
      />
      <p className={`mt-2 text-sm ${reached ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
        {reached ? T.budgetReached : T.budgetLeft(budget - used)}
      </p>
    </div>
  );
}

function ByProvider({ usage }: { usage: AdminUsage }) {
  const { ADMIN_TEXT, number } = useBackOffice();
  const T = ADMIN_TEXT.usage;
  return (
    <div className={card}>
      <h3 className="font-semibold text-slate-900">{T.byProvider}</h3>
      {usage.byProvider.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.noGenerations}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {T.provider}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {T.generations}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {T.failed}
              </th>
            </tr>
          </thead>
          <tbody>
            {usage.byProvider.map((row) => (
              <tr key={row.provider} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 font-medium text-slate-900">
                  {T.providerName(row.provider)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{number(row.generations)}</td>
                <td className="py-1.5 text-right tabular-nums">{number(row.failures)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Failures({ usage }: { usage: AdminUsage }) {
  const { ADMIN_TEXT, when } = useBackOffice();
  const T = ADMIN_TEXT.usage;
  return (
    <div className={`${card} lg:col-span-2`}>
      <h3 className="font-semibold text-slate-900">{T.failures(usage.failedSteps)}</h3>
      {usage.recentFailures.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.noFailures}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {usage.recentFailures.map((failure, index) => (
            <li key={`${failure.at}-${index}`} className="py-2">
              <p className="font-medium text-slate-900">
                {when(failure.at)} · {failure.service} · {failure.requestType}
              </p>
              {failure.message && <p className="break-words text-red-700">{failure.message}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the retention rules deleted over the last 30 days (retention/retentionRules.ts). */
function Retention({ usage }: { usage: AdminUsage }) {
  const { RETENTION_ADMIN_TEXT: R, number, when } = useBackOffice();
  const { retention } = usage;
  const counts: [string, number][] = [
    [R.uploads, retention.uploads],
    [R.wraps, retention.wraps],
    [R.quotes, retention.quotes],
    [R.files, retention.files],
  ];
  return (
    <div className={`${card} lg:col-span-2`} data-testid="retention-usage">
      <h3 className="font-semibold text-slate-900">{R.title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {counts.map(([label, n]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">{number(n)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">{retention.lastRunAt ? R.lastRun(when(retention.lastRunAt)) : R.never}</p>
    </div>
  );
}
