import { APIConnectionTimeoutError, APIError, AuthenticationError, PermissionDeniedError } from 'openai';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { ProviderError } from './provider';

/**
 * Turns an OpenAI SDK failure into the sentence the visitor sees: the API's own error.message
 * (OpenAI's error body: error.message), a timeout sentence, or the step's fallback.
 */
export function openAiFailure(error: unknown, fallback: string): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return new ProviderError(ERRORS.providerTimeout);
  // OpenAI's key errors quote part of the key: the visitor gets the spec's sentence instead.
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) return new ProviderError(MESSAGES.keyNotAvailable.description);
  if (error instanceof APIError) {
    const body = error.error as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message.trim()) return new ProviderError(body.message.trim());
  }
  return new ProviderError(fallback);
}
