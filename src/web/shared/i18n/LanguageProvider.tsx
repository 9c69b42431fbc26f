import { createContext, use, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import type { FirstViewTexts, VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { loadTexts, rememberLanguage, shopLanguages, showLanguage } from './languageChoice';

interface LanguageState {
  language: Language;
  texts: FirstViewTexts;
  languages: Language[];
  /** Loads the language's texts, then shows the page in it and remembers the choice. */
  setLanguage: (language: Language) => Promise<void>;
}

// No default: the texts are the shown language's, which only the provider knows (main.tsx).
const LanguageContext = createContext<LanguageState | null>(null);

function useLanguageState(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('a visitor text read outside <LanguageProvider>');
  return state;
}

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
  return useLanguageState().texts;
}

/**
 * Every visitor text, for the dialogs (processing, result, quote, touch-up): the first one shown
 * suspends until its language's texts are here, inside the Suspense its lazy chunk already has.
 */
export function useLaterMessages(): VisitorTexts {
  return use(loadTexts(useLanguageState().language));
}

export function useLanguage(): LanguageState {
  return useLanguageState();
}
