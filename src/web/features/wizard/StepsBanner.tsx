import { useMessages } from '../../shared/i18n/LanguageProvider';
import { WIZARD_STEP_COUNT } from '../../../domain/wizard/stepMachine';

/** "N of 6 steps completed", shown once the visitor is past step 0 (the wizard's progress banner). */
export function StepsBanner({ step }: { step: number }) {
  const { FLOW_TEXT } = useMessages();
  if (step <= 0) return null;
  return (
    <div className="rounded-xl bg-cyan-50 px-4 py-3 ring-1 ring-cyan-200" role="status" data-testid="steps-banner">
      <p className="text-sm font-semibold text-cyan-900">{FLOW_TEXT.stepsCompleted(step, WIZARD_STEP_COUNT)}</p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-cyan-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-cyan-600 transition-[width] duration-300"
          style={{ width: `${(step / WIZARD_STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
