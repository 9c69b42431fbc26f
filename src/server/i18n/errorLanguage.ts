import type { FastifyInstance } from 'fastify';
import { languageOf, translated, type LanguageSettings } from './messagesFor';

/**
 * Every `{ error }` answer in the visitor's language: routes and services say the English text,
 * the one source, and this hook puts it into the request's language just before it is sent.
 */
export function installErrorLanguage(app: FastifyInstance, settings: LanguageSettings): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('error' in payload) || typeof payload.error !== 'string') return payload;
    const language = languageOf(request, settings);
    return language === 'en' ? payload : { ...payload, error: translated(payload.error, language) };
  });
}
