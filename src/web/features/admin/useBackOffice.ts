import { use, useDeferredValue } from 'react';
import ENGLISH, { type BackOfficeTexts } from '../../../domain/i18n/backOffice/en';
import { BACK_OFFICE_MODULES } from '../../../domain/i18n/backOffice/modules';
import type { Language } from '../../../domain/i18n/languages';
import { useLanguage } from '../../shared/i18n/LanguageProvider';
import { settled } from '../../shared/i18n/languageChoice';
import { formatsFor, type BackOfficeFormats } from './formatWhen';

// English comes with the back office's chunk, marked as settled so React's `use` reads it at once.
const LOADING = new Map<Language, Promise<BackOfficeTexts>>([['en', settled(ENGLISH)]]);

function textsIn(language: Language): Promise<BackOfficeTexts> {
  let texts = LOADING.get(language);
  if (!texts) {
    texts = BACK_OFFICE_MODULES[language as Exclude<Language, 'en'>]().then(
      (module) => module.default,
      () => {
        // A chunk that could not be fetched: English for now, and another try with the next choice.
        LOADING.delete(language);
        return ENGLISH;
      },
    );
    LOADING.set(language, texts);
  }
  return texts;
}

/**
 * The back office's texts, dates and numbers in the language the header's select shows (the
 * visitor's own choice, remembered). Another language's texts are a small chunk of their own:
 * while it loads after a switch, the screen stays in the language it was in (a deferred value),
 * rather than blanking behind a Suspense fallback.
 */
export function useBackOffice(): BackOfficeTexts & BackOfficeFormats {
  const language = useDeferredValue(useLanguage().language);
  return { ...use(textsIn(language)), ...formatsFor(language) };
}
