import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../domain/i18n/languages';
import type { FirstViewTexts } from '../domain/i18n/visitorTexts';
import { App } from './app/App';
import { ENGLISH_FIRST_VIEW } from './shared/i18n/firstViewEnglish';
import { firstViewTexts, initialLanguage, showLanguage } from './shared/i18n/languageChoice';
import { LanguageProvider } from './shared/i18n/LanguageProvider';
import './styles.css';

function render(language: Language, texts: FirstViewTexts) {
  showLanguage(language, texts);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LanguageProvider language={language} texts={texts}>
        <App />
      </LanguageProvider>
    </StrictMode>,
  );
}

// The first paint is already in the visitor's language: English is built in, another language's
// texts come first; if they cannot be fetched, the page still works in English.
const language = initialLanguage();
void firstViewTexts(language).then(
  (texts) => render(language, texts),
  () => render('en', ENGLISH_FIRST_VIEW),
);
