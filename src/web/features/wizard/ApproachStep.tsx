import { useMessages } from '../../shared/i18n/LanguageProvider';
import { Paintbrush } from 'lucide-react';
import { StepCard } from './StepCard';

export function ApproachStep({ chosen, onChoose }: { chosen: boolean; onChoose: () => void }) {
  const { FLOW_TEXT } = useMessages();
  return (
    <StepCard number={1} title={FLOW_TEXT.steps.approach}>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onChoose}
        className="flex w-full items-center gap-4 rounded-xl border-2 border-slate-200 bg-gradient-to-br from-white to-cyan-50 p-4 text-left transition hover:border-cyan-500 hover:shadow-md sm:max-w-md"
      >
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-cyan-600 text-white">
          <Paintbrush className="h-6 w-6" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-base font-bold text-slate-900">{FLOW_TEXT.customBuild}</span>
          <span className="block text-sm text-slate-600">{FLOW_TEXT.customBuildText}</span>
        </span>
      </button>
    </StepCard>
  );
}
