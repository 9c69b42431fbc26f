import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../domain/i18n/languages';
import type { FirstViewTexts } from '../domain/i18n/visitorTexts';
import { App } from './app/App';
import { firstViewTexts, initialLanguage, showLanguage } from './shared/i18n/languageChoice';
import { LanguageProvider } from './shared/i18n/LanguageProvider';
import { startEmbeddedFrame } from './shared/embedFrame';
import './styles.css';

startEmbeddedFrame();

function render(language: Language, texts: FirstViewTexts) {
  showLanguage(language, texts);
  // A transition lets React build the first view in slices of a few milliseconds, so no single
  // task holds the main thread for long (a phone's Total Blocking Time) while the page appears.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <LanguageProvider language={language} texts={texts}>
          <App />
        </LanguageProvider>
      </StrictMode>,
    );
  });
}

// The first paint is already in the visitor's language: its texts come first (only that
// language's); if they cannot be fetched, the page still works in English.
const language = initialLanguage();
void firstViewTexts(language).then(
  (texts) => render(language, texts),
  () => firstViewTexts('en').then((texts) => render('en', texts)),
);
