import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { ConfigError, loadConfig } from '../config';
import { languageOf, messagesFor, translated } from './messagesFor';

describe('the shop languages', () => {
  it('are every language unless LANGUAGES says, with DEFAULT_LANGUAGE among them', () => {
    expect(loadConfig({}).LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'nl', 'it']);
    expect(loadConfig({}).DEFAULT_LANGUAGE).toBe('en');
    const german = loadConfig({ LANGUAGES: 'de, en', DEFAULT_LANGUAGE: '' });
    expect([german.LANGUAGES, german.DEFAULT_LANGUAGE]).toEqual([['de', 'en'], 'de']);
    expect(() => loadConfig({ LANGUAGES: 'de,pt' })).toThrow(/LANGUAGES="de,pt" must be languages among en, de, fr, es, nl, it/);
    expect(() => loadConfig({ LANGUAGES: 'de', DEFAULT_LANGUAGE: 'fr' })).toThrow(ConfigError);
  });

  it('answer a request in the best of them for its Accept-Language, else the default', () => {
    const shop = { LANGUAGES: ['de', 'fr'] as const, DEFAULT_LANGUAGE: 'de' as const };
    expect(languageOf({ headers: { 'accept-language': 'fr-CH, en;q=0.8' } }, shop)).toBe('fr');
    expect(languageOf({ headers: { 'accept-language': 'en-GB' } }, shop)).toBe('de');
    expect(languageOf({ headers: {} }, shop)).toBe('de');
  });

  it('translate the English answers the routes give, and leave any other text as it is', () => {
    expect(translated(ERRORS.noCar, 'es')).toBe(messagesFor('es').ERRORS.noCar);
    expect(translated('No such text anywhere', 'de')).toBe('No such text anywhere');
    expect(translated(ERRORS.noCar, 'en')).toBe(ERRORS.noCar);
  });
});
