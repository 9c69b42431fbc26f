import { createContext, use, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import type { FirstViewTexts, VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { ENGLISH_FIRST_VIEW } from './firstViewEnglish';
import { loadTexts, rememberLanguage, shopLanguages, showLanguage } from './languageChoice';

interface LanguageState {
  language: Language;
  texts: FirstViewTexts;
  languages: Language[];
  /** Loads the language's texts, then shows the page in it and remembers the choice. */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: 'en',
  texts: ENGLISH_FIRST_VIEW,
  languages: ['en'],
  setLanguage: async () => {},
});

export function LanguageProvider({ language, texts, children }: { language: Language; texts: FirstViewTexts; children: ReactNode }) {
  const [shown, setShown] = useState({ language, texts });
  const setLanguage = useCallback(async (next: Language) => {
    const nextTexts = await loadTexts(next);
    rememberLanguage(next);
    showLanguage(next, nextTexts);
    setShown({ language: next, texts: nextTexts });
  }, []);
  const value = useMemo(() => ({ ...shown, languages: shopLanguages().languages, setLanguage }), [shown, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The home page's texts in the language the page shows: the same shape as the English modules. */
export function useMessages(): FirstViewTexts {
  return useContext(LanguageContext).texts;
}

/**
 * Every visitor text, for the dialogs (processing, result, quote, touch-up): the first one shown
 * suspends until its language's texts are here, inside the Suspense its lazy chunk already has.
 */
export function useLaterMessages(): VisitorTexts {
  return use(loadTexts(useContext(LanguageContext).language));
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
