import { useLaterMessages } from '../i18n/LanguageProvider';
import type { ReactNode } from 'react';
import { formatRange } from '../../../domain/estimate/formatEstimate';
import type { PriceEstimate } from '../../../domain/estimate/priceTable';

/** "Estimated from X to Y" in the shop's currency, what it prices, and that the installer confirms the price. */
export function EstimateSummary({ estimate, children }: { estimate: PriceEstimate; children?: ReactNode }) {
  const { ESTIMATE_TEXT } = useLaterMessages();
  const { from, to } = formatRange(estimate);
  return (
    <div data-testid="estimate" className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900" data-testid="estimate-range">
          {ESTIMATE_TEXT.range(from, to)}
        </p>
        {children}
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="estimate-scope">
        {ESTIMATE_TEXT.scope(ESTIMATE_TEXT.coverages[estimate.coverage], ESTIMATE_TEXT.tiers[estimate.tier])}
      </p>
      <p className="mt-1 text-xs text-slate-600">{ESTIMATE_TEXT.disclaimer}</p>
    </div>
  );
}
