import { useMessages } from '../../shared/i18n/LanguageProvider';
import { CircleCheck } from 'lucide-react';

/** The 3 s success overlay; it sits above the dialogs and never takes clicks. */
export function SuccessOverlay() {
  const { MESSAGES } = useMessages();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-[calc(var(--view-top)+var(--view-height)-1.5rem)] z-[60] -translate-y-full flex justify-center px-4"
      role="status"
      data-testid="success-overlay"
    >
      <p className="flex items-center gap-2 rounded-2xl bg-emerald-600 px-5 py-3 text-sm font-semibold text-white shadow-2xl shadow-emerald-900/30 sm:text-base">
        <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
        {MESSAGES.wrapGenerated}
      </p>
    </div>
  );
}
