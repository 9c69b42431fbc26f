import { useMessages } from '../../shared/i18n/LanguageProvider';
import type { ReactNode } from 'react';
import { colorLabel, finishLabel, styleLabel } from '../../../domain/catalog/catalogTexts';
import { chosenColor, chosenColorName, fixedFinish } from '../../../domain/wizard/stepMachine';
import { FinishSwatch } from './FinishSwatch';
import { StyleSwatch } from './StyleSwatch';
import { swatchHex } from './swatchColors';
import type { WrapWizardState } from './useWizard';

function SummaryRow({ label, swatch, value }: { label: string; swatch: ReactNode; value: string }) {
  return (
    <div className="flex items-center justify-between gap-2 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
        {swatch}
        <span className="truncate">{value}</span>
      </dd>
    </div>
  );
}

/** What the visitor picked in the steps that are now hidden, so they know what they will get. */
export function ChoicesSummary({ state }: { state: WrapWizardState }) {
  const { CATALOG_TEXT, FILM_TEXT, FLOW_TEXT } = useMessages();
  const color = chosenColor(state);
  const hex = swatchHex(color);
  const colorName = chosenColorName(state);
  const fixed = fixedFinish(state);
  const { finish, style } = state;
  if (!colorName && !finish && !style) return null;
  return (
    <dl className="divide-y divide-slate-100 text-xs" aria-label={FLOW_TEXT.summaryTitle}>
      {colorName && (
        <SummaryRow
          label={FLOW_TEXT.summaryLabels.color}
          swatch={
            <span className="h-4 w-4 shrink-0 rounded-full ring-1 ring-black/15" style={{ backgroundColor: hex }} aria-hidden="true" />
          }
          value={colorLabel(CATALOG_TEXT, colorName)}
        />
      )}
      {finish && (
        <SummaryRow
          label={FLOW_TEXT.summaryLabels.finish}
          swatch={<FinishSwatch finish={finish} hex={hex} className="h-4 w-4 shrink-0 rounded-full" />}
          value={fixed ? FILM_TEXT.finishSetByFilm(finishLabel(CATALOG_TEXT, fixed)) : finishLabel(CATALOG_TEXT, finish)}
        />
      )}
      {style && (
        <SummaryRow
          label={FLOW_TEXT.summaryLabels.style}
          swatch={<StyleSwatch style={style} hex={hex} className="h-4 w-8 shrink-0" />}
          value={styleLabel(CATALOG_TEXT, style)}
        />
      )}
    </dl>
  );
}
