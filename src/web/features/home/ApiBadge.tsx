import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useStatus } from '../../shared/useStatus';

/** Green "API Connected" badge, shown once the server says a provider is ready. */
export function ApiBadge() {
  const { HOME_TEXT } = useMessages();
  const { data } = useStatus();
  // The slot keeps its width while loading so the header does not jump.
  return (
    <span className="inline-flex justify-end sm:min-w-[8.5rem]" aria-live="polite">
      {data?.ready && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-1 text-xs sm:px-3 font-semibold text-emerald-800 ring-1 ring-emerald-600/20">
          <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
          {HOME_TEXT.apiConnected}
        </span>
      )}
    </span>
  );
}
