import { useMessages } from '../../shared/i18n/LanguageProvider';
import { useStatus } from '../../shared/useStatus';

/** Every page's footer. The source link is the AGPL's offer of this site's source (SOURCE_URL). */
export function Footer() {
  const { FOOTER_TEXT } = useMessages();
  const sourceUrl = useStatus().data?.sourceUrl;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-slate-600">
        <p>{FOOTER_TEXT.disclaimer}</p>
        <div className="flex gap-4">
          <a className="underline hover:text-slate-900" href="/privacy">
            {FOOTER_TEXT.privacy}
          </a>
          {sourceUrl && (
            <a className="underline hover:text-slate-900" href={sourceUrl} title={FOOTER_TEXT.sourceCodeTitle}>
              {FOOTER_TEXT.sourceCode}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
