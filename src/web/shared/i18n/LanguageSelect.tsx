import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES } from '../../../domain/i18n/languages';
import { useLanguage, useMessages } from './LanguageProvider';

/** The header's language select: the shop's languages, each in its own words; hidden when the shop offers one. */
export function LanguageSelect() {
  const { language, languages, setLanguage } = useLanguage();
  const { LANGUAGE_TEXT } = useMessages();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <span className="inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {LANGUAGE_TEXT.label}
      </label>
      <select
        id={id}
        data-testid="language-select"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:border-cyan-500 focus:outline-none focus:ring-2 focus:ring-cyan-300"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
