import type { FastifyRequest } from 'fastify';
import DE from '../../domain/i18n/de';
import ES from '../../domain/i18n/es';
import FR from '../../domain/i18n/fr';
import IT from '../../domain/i18n/it';
import { acceptedLanguages, matchLanguage, type Language } from '../../domain/i18n/languages';
import NL from '../../domain/i18n/nl';
import { ENGLISH, type VisitorTexts } from '../../domain/i18n/visitorTexts';

const TEXTS: Record<Language, VisitorTexts> = { en: ENGLISH, de: DE, fr: FR, es: ES, nl: NL, it: IT };

/** Every visitor text in one language: the server answers, e-mails and pages in it. */
export function messagesFor(language: Language): VisitorTexts {
  // A language a newer version stored and this one does not know reads as English.
  return TEXTS[language] ?? ENGLISH;
}

/** The shop's languages, as the settings give them. */
export interface LanguageSettings {
  LANGUAGES: readonly Language[];
  DEFAULT_LANGUAGE: Language;
}

/**
 * The language a request is answered in: the page sends the one it shows in Accept-Language
 * (src/web/shared/http.ts), a browser its own preferences; the shop's default for anything else.
 */
export function languageOf(request: Pick<FastifyRequest, 'headers'>, settings: LanguageSettings): Language {
  const header = request.headers['accept-language'];
  return matchLanguage(acceptedLanguages(Array.isArray(header) ? header.join(',') : header), settings.LANGUAGES, settings.DEFAULT_LANGUAGE);
}

/** Each English text the server may answer with, by where it sits in the bundle ("ERRORS.noCar"). */
const PATH_OF_ENGLISH = new Map<string, string[]>();
(function index(value: unknown, path: string[]) {
  if (typeof value === 'string') {
    if (!PATH_OF_ENGLISH.has(value)) PATH_OF_ENGLISH.set(value, path);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) index(child, [...path, key]);
  }
})(ENGLISH, []);

/**
 * An English sentence of the visitor texts in another language; anything else as given. The
 * routes and services keep answering with the English texts, and one hook (errorLanguage.ts)
 * translates what reaches the visitor.
 */
export function translated(text: string, language: Language): string {
  if (language === 'en') return text;
  const path = PATH_OF_ENGLISH.get(text);
  if (!path) return text;
  let value: unknown = TEXTS[language];
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : text;
}
