import { LANGUAGE_LOCALES, type Language } from '../../../domain/i18n/languages';

/** Dates and numbers as the back office shows them: in the shown language, in the shop's own time zone. */
export interface BackOfficeFormats {
  /** A server timestamp: "26 Nov 2026, 16:40", "26.11.2026, 16:40". */
  when: (iso: string) => string;
  /** A YYYY-MM-DD day (UTC), short: "26 Nov", "26. Nov.". */
  shortDay: (day: string) => string;
  number: (n: number) => string;
}

const FORMATS = new Map<Language, BackOfficeFormats>();

export function formatsFor(language: Language): BackOfficeFormats {
  let formats = FORMATS.get(language);
  if (!formats) {
    const locale = LANGUAGE_LOCALES[language];
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const digits = new Intl.NumberFormat(locale);
    formats = {
      when: (iso) => moment.format(new Date(iso)),
      shortDay: (d) => day.format(new Date(`${d}T00:00:00Z`)),
      number: (n) => digits.format(n),
    };
    FORMATS.set(language, formats);
  }
  return formats;
}
