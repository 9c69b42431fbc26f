import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../domain/i18n/languages';
import { ENGLISH, type VisitorTexts } from '../domain/i18n/visitorTexts';
import { App } from './app/App';
import { initialLanguage, loadTexts, showLanguage } from './shared/i18n/languageChoice';
import { LanguageProvider } from './shared/i18n/LanguageProvider';
import './styles.css';

function render(language: Language, texts: VisitorTexts) {
  showLanguage(language, texts);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LanguageProvider language={language} texts={texts}>
        <App />
      </LanguageProvider>
    </StrictMode>,
  );
}

// The first paint is already in the visitor's language: its texts (English is built in) come first;
// if they cannot be fetched, the page still works in English.
const language = initialLanguage();
void loadTexts(language).then(
  (texts) => render(language, texts),
  () => render('en', ENGLISH),
);
