import { match } from '@formatjs/intl-localematcher';

/** The languages the product speaks; English is the source every other one is checked against. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, for the header's language select. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
  it: 'Italiano',
};

/** The locale prices and dates are written in for each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
  it: 'it-IT',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of the shop's languages for what a visitor asks for (navigator.languages, an
 * Accept-Language header), by BCP 47 matching so "de-AT" and "nl-BE" find German and Dutch;
 * the shop's default when none fits.
 */
export function matchLanguage(requested: readonly string[], offered: readonly Language[], fallback: Language): Language {
  const valid = requested.filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length > 0;
    } catch {
      return false;
    }
  });
  if (valid.length === 0 || offered.length === 0) return fallback;
  const found = match(valid, offered, fallback, { algorithm: 'best fit' });
  return isLanguage(found) && offered.includes(found) ? found : fallback;
}

/** The language tags of an Accept-Language header, most wanted first ("de-DE,de;q=0.9,en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
