import { describe, expect, it } from 'vitest';
import { textLeaves as leaves } from './textLeaves.testutil';
import { LANGUAGES, matchLanguage, acceptedLanguages } from './languages';
import { LANGUAGE_MODULES } from './languageTexts';
import { ENGLISH, type VisitorTexts } from './visitorTexts';

/** Every text the product's requirements quote, word for word: English must keep each one. */
const SPEC_QUOTES = [
  'API key not available. Please contact support.',
  'Almost ready to unveil your wrap...',
  "Analyzing your car's unique features...",
  'Car wrap updated!',
  'Configuration Error',
  'Consent required',
  'Creating Your Perfect Wrap',
  'Custom Build',
  'Failed to analyze car image',
  'Failed to apply your changes. Please try again.',
  'Failed to create request record',
  'Failed to generate wrapped car image',
  'Failed to load API configuration. Please contact support.',
  'Failed to process your car image. Please try again.',
  'Failed to submit your quote. Please try again.',
  'File too large',
  'Get Professional Quote',
  'Get Your Quote',
  'Invalid email',
  'Load More',
  'Loading advertisement...',
  'Missing information',
  'Missing wrap selection',
  'No car wraps found in the gallery yet.',
  'No changes specified',
  'Oops! Page not found',
  'Original image not found',
  'PNG, JPG up to 10MB',
  'Please agree to our privacy policy to continue',
  'Please complete all required fields',
  "Please describe what changes you'd like to make",
  'Please enter a valid email address',
  'Please generate a car wrap first',
  'Please select a wrap color',
  'Please upload an image smaller than 10MB',
  'Please wait a moment',
  'Quote request submitted!',
  'Request Changes',
  'Restart Wrapping',
  'Start Over',
  'Start Your Transformation',
  'Submit Quote Request',
  "We'll contact you within 24 hours with a personalized quote.",
  'What would you like to change?',
  'Wrap My Car',
  "You've seen all the amazing transformations!",
  'Your Dream Car Wrap is Ready!',
  'Your car wrap has been generated successfully!',
  "Your quote has been saved, but there was an issue sending the email. We'll contact you soon.",
  'Your tweaked car wrap has been generated successfully.',
  'API Connected',
];

/** Arguments a text function is tried with: by name where a string would not do. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  stepsCompleted: [2, 6],
  processingRemaining: [40],
  wrapsText: [24],
  unapplied: [['sparkly unicorns']],
  changed: [['finish: Matte', 'style: Racing Stripes', 'colour: black']],
  look: ['Royal Blue', 'Glossy', 'Racing Stripes'],
};

function rendered(path: string, value: unknown): string {
  if (typeof value === 'string') return value;
  const fn = value as (...args: unknown[]) => unknown;
  const name = path.split('.').at(-1) ?? '';
  const args = SAMPLE_ARGS[name] ?? Array.from({ length: fn.length }, () => 'Royal Blue');
  return String(fn(...args));
}

const english = leaves(ENGLISH);
const englishTexts = new Set(english.flatMap(([path, value]) => (typeof value === 'string' ? [value] : [rendered(path, value)])));

describe('the visitor texts', () => {
  it('keep every text the requirements quote, word for word, in English', () => {
    expect(SPEC_QUOTES.filter((quote) => !englishTexts.has(quote))).toEqual([]);
    expect(ENGLISH.FLOW_TEXT.stepsCompleted(3, 6)).toBe('3 of 6 steps completed');
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('in %s', (language) => {
    it('have exactly the keys of English, each a text or a function of the same arguments', async () => {
      const texts: VisitorTexts = (await LANGUAGE_MODULES[language as Exclude<typeof language, 'en'>]()).default;
      // The order of the groups is the module's own (the home page's come first, from their own file).
      const own = leaves(texts);
      const source = new Map(english);
      expect(own.map(([path]) => path).sort()).toEqual([...source.keys()].sort());
      for (const [path, value] of own) {
        const original = source.get(path);
        expect(typeof value, path).toBe(typeof original);
        if (typeof value === 'function') expect(value.length, path).toBe((original as () => unknown).length);
        expect(rendered(path, value).trim(), path).not.toBe('');
      }
    });

    it('translate the texts a visitor reads on the way to a quote', async () => {
      const texts = (await LANGUAGE_MODULES[language as Exclude<typeof language, 'en'>]()).default;
      const own = new Map(leaves(texts).map(([path, value]) => [path, rendered(path, value)]));
      // Words the languages share with English (brand names, "Satin", "Style", "Photo") may stay alike.
      const same = english.filter(([path, value]) => own.get(path) === rendered(path, value)).map(([path]) => path);
      expect(same.length, same.join(', ')).toBeLessThan(20);
    });
  });
});

describe('the visitor language', () => {
  it('is the best of the shop languages for what the browser asks for', () => {
    expect(matchLanguage(['de-AT', 'en'], LANGUAGES, 'en')).toBe('de');
    expect(matchLanguage(['nl-BE'], LANGUAGES, 'en')).toBe('nl');
    expect(matchLanguage(['pt-BR', 'es-MX'], LANGUAGES, 'en')).toBe('es');
    expect(matchLanguage(['fr-FR'], ['en', 'de'], 'de')).toBe('de');
    expect(matchLanguage(['not a tag!'], LANGUAGES, 'it')).toBe('it');
  });

  it('reads an Accept-Language header by preference', () => {
    expect(acceptedLanguages('en;q=0.5, fr-FR, fr;q=0.9, *;q=0.1')).toEqual(['fr-FR', 'fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
