import { isLanguage, LANGUAGES, type Language } from '../../../domain/i18n/languages';
import { FIRST_VIEW_MODULES, LANGUAGE_MODULES } from '../../../domain/i18n/languageTexts';
import type { FirstViewTexts, VisitorTexts } from '../../../domain/i18n/visitorTexts';
import { PRODUCT_TITLE } from '../brand';

/**
 * The meta elements the server writes the shop's LANGUAGES and DEFAULT_LANGUAGE into; it also
 * sets `<html lang>` to the best of them for the browser's languages (src/server/brandedPage.ts),
 * so the matching library stays on the server, out of the first view's JavaScript.
 */
export const LANGUAGES_META = 'languages';
export const DEFAULT_LANGUAGE_META = 'default-language';
const STORAGE_KEY = 'language';

function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

/** The shop's languages and default, as the served page names them; every language in a page the server did not write. */
export function shopLanguages(): { languages: Language[]; defaultLanguage: Language } {
  const listed = (meta(LANGUAGES_META) ?? '').split(/[\s,]+/).filter(isLanguage);
  const languages = listed.length > 0 ? listed : [...LANGUAGES];
  const named = meta(DEFAULT_LANGUAGE_META);
  return { languages, defaultLanguage: isLanguage(named) && languages.includes(named) ? named : languages[0]! };
}

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The visitor's own choice if they made one here, else the server's match for the browser's
 * languages; in a page the server did not write (Vite's dev server), the first of
 * navigator.languages whose language the shop speaks.
 */
export function initialLanguage(): Language {
  const { languages, defaultLanguage } = shopLanguages();
  const chosen = remembered();
  if (isLanguage(chosen) && languages.includes(chosen)) return chosen;
  if (meta(LANGUAGES_META) !== undefined) {
    const served = document.documentElement.lang;
    return isLanguage(served) && languages.includes(served) ? served : defaultLanguage;
  }
  const asked = (navigator.languages ?? [navigator.language]).map((tag) => tag.split('-')[0]!.toLowerCase());
  return asked.filter(isLanguage).find((code) => languages.includes(code)) ?? defaultLanguage;
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the page.
  }
}

/** A promise React's `use` reads at once, without suspending, since it is marked as settled as React marks its own. */
export const settled = <T>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

const loading = new Map<Language, Promise<VisitorTexts>>();
const loaded = new Map<Language, VisitorTexts>();

/**
 * All of a language's texts: each language is one small chunk, fetched when first needed;
 * English's dialogs' texts come with the first dialog (useLaterMessages), not with the home page.
 */
export function loadTexts(language: Language): Promise<VisitorTexts> {
  let texts = loading.get(language);
  if (!texts) {
    const load =
      language === 'en'
        ? import('../../../domain/i18n/visitorTexts').then((m) => m.ENGLISH)
        : LANGUAGE_MODULES[language]().then((m) => m.default);
    texts = load.then((value) => {
      loaded.set(language, value);
      loading.set(language, settled(value));
      return value;
    });
    // A chunk that failed to load is fetched again next time.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}

/**
 * The texts the first view needs: English's home page texts or another language's chunk, only the
 * one shown. The server names it in the page it serves (src/server/firstViewPreloads.ts), so it
 * loads with the main script rather than after it.
 */
export async function firstViewTexts(language: Language): Promise<FirstViewTexts> {
  // All of the language if it is here already (a switch back), else only the home page's part.
  const all = loaded.get(language);
  if (all) return all;
  return language === 'en'
    ? import('./firstViewEnglish').then((m) => m.ENGLISH_FIRST_VIEW)
    : FIRST_VIEW_MODULES[language]().then((m) => m.default);
}

let current: Language = 'en';
let currentWords: FirstViewTexts | null = null;

/** The language the page shows now: API requests send it, so the server answers in it. */
export const currentLanguage = (): Language => current;

/** The texts of that language, for code outside React (the HTTP helper's own message). */
export function currentTexts(): FirstViewTexts {
  if (!currentWords) throw new Error('no language shown yet: showLanguage() comes before the first render');
  return currentWords;
}

/** All of the current language's texts if they are here already, else null (nothing is fetched). */
export const allTextsNow = (): VisitorTexts | null => loaded.get(current) ?? null;

/** Marks the page as being in the language (`<html lang>`, its title) and sends it with API requests from now on. */
export function showLanguage(language: Language, texts: FirstViewTexts): void {
  current = language;
  currentWords = texts;
  document.documentElement.lang = language;
  document.title = texts.BRAND_TEXT.pageTitle(PRODUCT_TITLE);
}
