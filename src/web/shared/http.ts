import type * as z from 'zod/mini';
import { currentLanguage, currentTexts } from './i18n/languageChoice';

/** An API answer that was not 2xx; `message` is the server's sentence for the visitor. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fetches JSON and checks it against the shared schema, so a contract drift fails loudly. */
export async function requestJson<T extends z.ZodMiniType>(schema: T, url: string, init?: RequestInit): Promise<z.infer<T>> {
  let response: Response;
  try {
    // The server answers (errors, change requests, the customer's e-mail) in the language the page shows.
    const headers = new Headers(init?.headers);
    if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage());
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new ApiRequestError(0, currentTexts().MESSAGES.serverUnreachable);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : response.statusText;
    throw new ApiRequestError(response.status, message);
  }
  return schema.parse(body);
}

/** `headers`: more to send, e.g. a wrap's owner token (wrapOwner.ts). */
export function postJson<T extends z.ZodMiniType>(
  schema: T,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  return requestJson(schema, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
