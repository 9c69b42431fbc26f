import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES } from '../../../domain/i18n/languages';
import { useLanguage, useMessages } from './LanguageProvider';

/**
 * The header's language select: the shop's languages, each in its own words; hidden when the shop
 * offers one. It shows only an icon and the language's code, so the header fits a 360-px phone (or
 * a frame that narrow); the native select lies over it, invisible, and opens the full names.
 */
export function LanguageSelect() {
  const { language, languages, setLanguage } = useLanguage();
  const { LANGUAGE_TEXT } = useMessages();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <span className="relative inline-flex h-9 items-center gap-1 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-cyan-300 hover:border-cyan-500">
      <Languages className="h-4 w-4 text-slate-500" aria-hidden="true" />
      <span aria-hidden="true" className="hidden min-[400px]:inline">
        {language.toUpperCase()}
      </span>
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
        className="absolute inset-0 cursor-pointer opacity-0"
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
