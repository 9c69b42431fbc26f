import { useMessages } from '../i18n/LanguageProvider';
import { LoaderCircle } from 'lucide-react';

/**
 * The interstitial ad's overlay: dark, full screen, covering the app from the
 * colour tap until the native ad is on screen, so the wizard cannot be tapped underneath.
 */
export function AdOverlay() {
  const { MESSAGES } = useMessages();
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="ad-overlay"
      className="fixed inset-0 z-[1000] flex flex-col items-center justify-center gap-3 bg-slate-950 px-6 text-center text-white"
    >
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-cyan-300" />
      <p className="text-lg font-semibold">{MESSAGES.adLoading}</p>
      <p className="text-sm text-slate-300">{MESSAGES.adWait}</p>
    </div>
  );
}
