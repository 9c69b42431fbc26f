import type { Language } from './languages';
import type { VisitorTexts } from './visitorTexts';

/**
 * Each language's module, loaded only when asked for: the browser downloads just the language it
 * shows (English is in the main bundle), the server loads them all at start.
 */
export const LANGUAGE_MODULES: Record<Exclude<Language, 'en'>, () => Promise<{ default: VisitorTexts }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  nl: () => import('./nl'),
  it: () => import('./it'),
};
