import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { ProviderError } from './provider';
import { redactSecrets } from './redactSecrets';

// OpenAI's codes for a picture or prompt its safety system refused: the request was read, and may be billed.
const REFUSED = new Set([
  'moderation_blocked',
  'content_policy_violation',
  'image_generation_user_error',
  'invalid_image',
  'invalid_image_format',
]);
// A 429 that no wait will cure: the account's credit or spending limit is used up.
const OUT_OF_CREDIT = new Set(['insufficient_quota', 'billing_hard_limit_reached']);

/**
 * Turns an OpenAI SDK failure into one of the product's own sentences for the visitor (busy,
 * unavailable, photo refused, key not available, too slow, or the step's fallback). The
 * provider's text goes only into `detail`, redacted: real 429 texts name the organisation and a
 * gateway may echo the key (`secrets`: the key in use, removed whatever its shape).
 */
export function openAiFailure(error: unknown, fallback: string, secrets: readonly string[] = []): ProviderError {
  if (error instanceof ProviderError) return error;
  const detail = redactSecrets(error instanceof Error ? error.message : String(error), secrets);
  // The request may have reached OpenAI and been worked on before the answer was lost.
  if (error instanceof APIConnectionTimeoutError) return new ProviderError(ERRORS.providerTimeout, { detail, mayBeCharged: true });
  if (error instanceof APIUserAbortError) return new ProviderError(fallback, { detail, mayBeCharged: true });
  if (error instanceof APIConnectionError) return new ProviderError(ERRORS.providerUnavailable, { detail });
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const code = String(error.code ?? (error.error as { code?: unknown } | undefined)?.code ?? '');
    if (status === 401 || status === 403) return new ProviderError(MESSAGES.keyNotAvailable.description, { detail });
    if (status === 429) return new ProviderError(OUT_OF_CREDIT.has(code) ? ERRORS.providerUnavailable : ERRORS.providerBusy, { detail });
    if (status >= 500) return new ProviderError(ERRORS.providerUnavailable, { detail });
    if (REFUSED.has(code)) return new ProviderError(ERRORS.photoRejected, { detail, mayBeCharged: true });
  }
  return new ProviderError(fallback, { detail });
}
