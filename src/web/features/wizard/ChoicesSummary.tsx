import { FINISHES } from '../../../domain/catalog/finishes';
import { STYLES } from '../../../domain/catalog/styles';
import { resolveColor } from '../../../domain/catalog/colors';
import { FLOW_TEXT } from '../../../domain/messages';
import { chosenColor } from '../../../domain/wizard/stepMachine';
import { FinishSwatch } from './FinishSwatch';
import { StyleSwatch } from './StyleSwatch';
import { swatchHex } from './swatchColors';
import type { WrapWizardState } from './useWizard';

/** What the visitor picked in the steps that are now hidden, so they know what they will get. */
export function ChoicesSummary({ state }: { state: WrapWizardState }) {
  const color = chosenColor(state);
  const hex = swatchHex(color);
  const colorName = color ? resolveColor(color)?.name : null;
  const finish = FINISHES.find((f) => f.id === state.finish);
  const style = STYLES.find((s) => s.id === state.style);
  if (!colorName && !finish && !style) return null;
  return (
    <dl className="divide-y divide-slate-100 text-xs" aria-label={FLOW_TEXT.summaryTitle}>
      {colorName && (
        <div className="flex items-center justify-between gap-2 py-1.5">
          <dt className="text-slate-500">{FLOW_TEXT.summaryLabels.color}</dt>
          <dd className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
            <span className="h-4 w-4 shrink-0 rounded-full ring-1 ring-black/15" style={{ backgroundColor: hex }} aria-hidden="true" />
            <span className="truncate">{colorName}</span>
          </dd>
        </div>
      )}
      {finish && (
        <div className="flex items-center justify-between gap-2 py-1.5">
          <dt className="text-slate-500">{FLOW_TEXT.summaryLabels.finish}</dt>
          <dd className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
            <FinishSwatch finish={finish.id} hex={hex} className="h-4 w-4 shrink-0 rounded-full" />
            <span className="truncate">{finish.name}</span>
          </dd>
        </div>
      )}
      {style && (
        <div className="flex items-center justify-between gap-2 py-1.5">
          <dt className="text-slate-500">{FLOW_TEXT.summaryLabels.style}</dt>
          <dd className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
            <StyleSwatch style={style.id} hex={hex} className="h-4 w-8 shrink-0" />
            <span className="truncate">{style.name}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
