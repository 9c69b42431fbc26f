import type { FastifyInstance } from 'fastify';
import type { Language } from '../../domain/i18n/languages';
import { languageOf, translated, type LanguageSettings } from './messagesFor';

/**
 * Every `{ error }` answer of this scope in the request's language: routes and services say the
 * English text, the one source, and this hook puts it into the request's language just before it
 * is sent. The visitor texts by default; a scope with texts of its own (the back office) passes
 * its own translation.
 */
export function installErrorLanguage(
  app: FastifyInstance,
  settings: LanguageSettings,
  translate: (text: string, language: Language) => string = translated,
): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('error' in payload) || typeof payload.error !== 'string') return payload;
    const language = languageOf(request, settings);
    return language === 'en' ? payload : { ...payload, error: translate(payload.error, language) };
  });
}
