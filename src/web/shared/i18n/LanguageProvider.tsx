import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import { ENGLISH, type VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { loadTexts, rememberLanguage, shopLanguages, showLanguage } from './languageChoice';

interface LanguageState {
  language: Language;
  texts: VisitorTexts;
  languages: Language[];
  /** Loads the language's texts, then shows the page in it and remembers the choice. */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: 'en',
  texts: ENGLISH,
  languages: ['en'],
  setLanguage: async () => {},
});

export function LanguageProvider({ language, texts, children }: { language: Language; texts: VisitorTexts; children: ReactNode }) {
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

/** Every visitor text in the language the page shows: the same shape as the English modules. */
export function useMessages(): VisitorTexts {
  return useContext(LanguageContext).texts;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
