import { describe, expect, it } from 'vitest';
import { textLeaves as leaves } from '../textLeaves.testutil';
import { LANGUAGES, type Language } from '../languages';
import ENGLISH, { type BackOfficeTexts } from './en';
import { BACK_OFFICE_MODULES } from './modules';

const OTHERS = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

/** Arguments each text function is tried with, by its path: numbers where a count goes, else a name. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  'ADMIN_TEXT.quotes.count': [3],
  'ADMIN_TEXT.quotes.attempts': [2],
  'ADMIN_TEXT.gallery.count': [5],
  'ADMIN_TEXT.gallery.pendingCount': [2],
  'ADMIN_TEXT.usage.ofBudget': [12, 200],
  'ADMIN_TEXT.usage.budgetLeft': [188],
  'ADMIN_TEXT.usage.failures': [4],
  'ADMIN_TEXT.usage.providerName': ['local'],
  'ADMIN_TEXT.films.count': [40],
  'ADMIN_ERRORS.lockedOut': [15],
  'FUNNEL_TEXT.intro': [30],
  'FUNNEL_TEXT.chartTitle': [30],
  'FUNNEL_TEXT.conversionValue': [0.25],
  'FUNNEL_TEXT.conversionDetail': [3, 12],
};

function rendered(path: string, value: unknown): string {
  if (typeof value === 'string') return value;
  const fn = value as (...args: unknown[]) => unknown;
  return String(fn(...(SAMPLE_ARGS[path] ?? Array.from({ length: fn.length }, () => 'shop@example.com'))));
}

const english = leaves(ENGLISH);
const load = async (language: Exclude<Language, 'en'>): Promise<BackOfficeTexts> => (await BACK_OFFICE_MODULES[language]()).default;

describe('the back office texts', () => {
  it('are tried with arguments of their kind', () => {
    const functions = english.filter(([, value]) => typeof value === 'function').map(([path]) => path);
    expect(Object.keys(SAMPLE_ARGS).filter((path) => !functions.includes(path))).toEqual([]);
    // A function of a number that got a name would print NaN: each such one has its sample above.
    expect(english.filter(([path, value]) => rendered(path, value).includes('NaN')).map(([path]) => path)).toEqual([]);
  });

  describe.each(OTHERS)('in %s', (language) => {
    it('have exactly the keys of English, each a text or a function of the same arguments', async () => {
      const own = leaves(await load(language));
      expect(own.map(([path]) => path)).toEqual(english.map(([path]) => path));
      for (const [index, [path, value]] of own.entries()) {
        const source = english[index]![1];
        expect(typeof value, path).toBe(typeof source);
        if (typeof value === 'function') expect(value.length, path).toBe((source as () => unknown).length);
        expect(rendered(path, value).trim(), path).not.toBe('');
      }
    });

    it('are translated, not copied from English', async () => {
      const own = new Map(leaves(await load(language)).map(([path, value]) => [path, rendered(path, value)]));
      // Words the languages share with English (E-mail, Status, Position, Notes, Site) may stay alike.
      const same = english.filter(([path, value]) => own.get(path) === rendered(path, value)).map(([path]) => path);
      expect(same.length, same.join(', ')).toBeLessThan(12);
    });
  });
});

describe('the back office counts', () => {
  it('follow each language’s plural rules and digits', async () => {
    const [de, fr, es, nl, it] = await Promise.all(OTHERS.map(load));
    expect([ENGLISH.ADMIN_TEXT.quotes.count(1), ENGLISH.ADMIN_TEXT.quotes.count(1200)]).toEqual(['(1 request)', '(1,200 requests)']);
    expect([de!.ADMIN_TEXT.quotes.count(1), de!.ADMIN_TEXT.quotes.count(1200)]).toEqual(['(1 Anfrage)', '(1.200 Anfragen)']);
    // French counts zero as singular.
    expect([fr!.ADMIN_TEXT.quotes.attempts(0), fr!.ADMIN_TEXT.quotes.attempts(2)]).toEqual(['0 tentative', '2 tentatives']);
    expect(es!.ADMIN_ERRORS.lockedOut(1)).toContain('1 minuto.');
    expect(nl!.ADMIN_TEXT.gallery.pendingCount(3)).toBe('3 wraps wachten op uw beoordeling.');
    expect(it!.FUNNEL_TEXT.conversionValue(0.125)).toMatch(/^12,5\s?%$/);
  });
});
