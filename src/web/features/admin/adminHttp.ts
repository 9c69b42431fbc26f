import type * as z from 'zod/mini';
import { ADMIN_ROUTES, CSRF_HEADER, CsrfTokenResponse } from '../../../domain/admin/api';
import { ApiRequestError, requestJson } from '../../shared/http';

/**
 * The back office's requests: reads as they are, and every state-changing request with the CSRF
 * token in its header. The token is fetched once; a 403 (a token the server no longer takes, e.g.
 * after its secret cookie changed) fetches a fresh one and tries once more.
 */

let token: Promise<string> | null = null;

function csrfToken(): Promise<string> {
  token ??= requestJson(CsrfTokenResponse, ADMIN_ROUTES.csrfToken, { cache: 'no-store' }).then(
    (answer) => answer.token,
    (error: unknown) => {
      token = null;
      throw error;
    },
  );
  return token;
}

/** Called when the server says the session is over: the app shows the sign-in form again. */
let onSignedOut: () => void = () => {};
export const whenSignedOut = (callback: () => void) => {
  onSignedOut = callback;
};

async function noticingSignOut<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) onSignedOut();
    throw error;
  }
}

export function adminGet<T extends z.ZodMiniType>(schema: T, url: string): Promise<z.infer<T>> {
  return noticingSignOut(requestJson(schema, url, { cache: 'no-store' }));
}

type Method = 'POST' | 'PATCH' | 'DELETE';

export async function adminSend<T extends z.ZodMiniType>(schema: T, method: Method, url: string, body?: unknown): Promise<z.infer<T>> {
  const send = async () => {
    const headers: Record<string, string> = { [CSRF_HEADER]: await csrfToken() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return requestJson(schema, url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
  const once = async () => {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 403)) throw error;
      token = null;
      return send();
    }
  };
  return noticingSignOut(once());
}
