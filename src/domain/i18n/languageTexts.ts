import type { Language } from './languages';
import type { FirstViewTexts, VisitorTexts } from './visitorTexts';

/**
 * Each language's module, loaded only when asked for: the browser downloads just the language it
 * shows, the server loads them all at start.
 */
export const LANGUAGE_MODULES: Record<Exclude<Language, 'en'>, () => Promise<{ default: VisitorTexts }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  nl: () => import('./nl'),
  it: () => import('./it'),
};

/**
 * Each language's home page texts alone: what the first paint waits for, a few KB, while the rest
 * of the language (dialogs, later pages) comes with the first dialog that needs it.
 */
export const FIRST_VIEW_MODULES: Record<Exclude<Language, 'en'>, () => Promise<{ default: FirstViewTexts }>> = {
  de: () => import('./firstView/de'),
  fr: () => import('./firstView/fr'),
  es: () => import('./firstView/es'),
  nl: () => import('./firstView/nl'),
  it: () => import('./firstView/it'),
};
