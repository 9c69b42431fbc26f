import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useId } from 'react';

/** The visitor's own choice, unticked until they tick it: without it the wrap is never listed for strangers. */
export function GalleryConsentField({ consent, onConsent }: { consent: boolean; onConsent: (consent: boolean) => void }) {
  const { FLOW_TEXT } = useMessages();
  const id = useId();
  return (
    <div className="mt-3 flex items-start gap-3 rounded-xl bg-slate-50 p-3">
      <input
        id={id}
        type="checkbox"
        checked={consent}
        onChange={(event) => onConsent(event.currentTarget.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-cyan-700"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {FLOW_TEXT.galleryConsent}
      </label>
    </div>
  );
}
