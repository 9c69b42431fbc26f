import { OWNER_TOKEN_HEADER } from '../../domain/api';

/**
 * The owner tokens of the wraps this page made (POST /api/wraps answers each with its own), by
 * request id. Changes, touch-ups, size corrections and quotes send it; the wrap's id alone (its
 * share link) only reads. Kept in memory, not in sessionStorage or localStorage: the page keeps
 * its result in memory too (a reload starts a new wrap), so a stored token could never be used
 * again, and one that is never written down outlives neither the tab nor reaches another script
 * that reads storage later.
 */
const tokens = new Map<string, string>();

export function keepOwnerToken(requestId: string, token: string): void {
  tokens.set(requestId, token);
}

/** The header a write on `requestId` carries; none when this page did not make the wrap (the server then answers 401). */
export function ownerHeaders(requestId: string): Record<string, string> {
  const token = tokens.get(requestId);
  return token ? { [OWNER_TOKEN_HEADER]: token } : {};
}
