/** A count's plural forms: `other` always, `one` where the language has it (all six of ours do). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Numbers and plurals the way a language writes them ("1.234 Anfragen", "1 demande"), by the
 * platform's Intl: no rules of our own and no bytes in the bundle.
 */
export function countingIn(locale: string) {
  const rules = new Intl.PluralRules(locale);
  const digits = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const form = (n: number, forms: PluralForms) => forms[rules.select(n)] ?? forms.other;
  return {
    number: (n: number) => digits.format(n),
    percent: (ratio: number) => percent.format(ratio),
    /** The word alone, for a sentence that places the number itself. */
    form,
    /** The number and its word: "3 requests". */
    count: (n: number, forms: PluralForms) => `${digits.format(n)} ${form(n, forms)}`,
  };
}
