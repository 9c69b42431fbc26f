import type { Language } from '../languages';
import type { BackOfficeTexts } from './en';

/** Each language's back office texts, a chunk of its own that only the back office asks for. */
export const BACK_OFFICE_MODULES: Record<Exclude<Language, 'en'>, () => Promise<{ default: BackOfficeTexts }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  nl: () => import('./nl'),
  it: () => import('./it'),
};
