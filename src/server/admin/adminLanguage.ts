import type { FastifyInstance } from 'fastify';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import DE from '../../domain/i18n/backOffice/de';
import type { BackOfficeTexts } from '../../domain/i18n/backOffice/en';
import ES from '../../domain/i18n/backOffice/es';
import FR from '../../domain/i18n/backOffice/fr';
import IT from '../../domain/i18n/backOffice/it';
import NL from '../../domain/i18n/backOffice/nl';
import type { Language } from '../../domain/i18n/languages';
import { installErrorLanguage } from '../i18n/errorLanguage';
import type { LanguageSettings } from '../i18n/messagesFor';

type AdminErrors = BackOfficeTexts['ADMIN_ERRORS'];
type ErrorKey = keyof AdminErrors;

const ERRORS_IN: Record<Language, AdminErrors> = {
  en: ADMIN_ERRORS,
  de: DE.ADMIN_ERRORS,
  fr: FR.ADMIN_ERRORS,
  es: ES.ADMIN_ERRORS,
  nl: NL.ADMIN_ERRORS,
  it: IT.ADMIN_ERRORS,
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How to read each English sentence back: a fixed one by its text; one with a number in it (the
 * lockout's minutes) by its wording around the number, in its singular and its plural.
 */
const READERS = (Object.entries(ADMIN_ERRORS) as [ErrorKey, AdminErrors[ErrorKey]][]).flatMap(([key, english]) => {
  if (typeof english === 'string') return [{ key, pattern: new RegExp(`^${escaped(english)}$`) }];
  return [1, 2].flatMap((n) => {
    const around = english(n).split(String(n));
    return around.length === 2 ? [{ key, pattern: new RegExp(`^${escaped(around[0]!)}(\\d+)${escaped(around[1]!)}$`) }] : [];
  });
});

/** A back-office error the services said in English, in another language; any other text as it is. */
export function adminErrorIn(text: string, language: Language): string {
  for (const { key, pattern } of READERS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const own = ERRORS_IN[language][key];
    return typeof own === 'string' ? own : own(Number(found[1]));
  }
  return text;
}

/**
 * The back office's `{ error }` answers in the language its page shows (sent as Accept-Language),
 * in the admin scope only, by the same hook as the visitor answers with the back office's texts.
 */
export function installAdminLanguage(admin: FastifyInstance, settings: LanguageSettings): void {
  installErrorLanguage(admin, settings, adminErrorIn);
}
