import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_ROUTES, CSRF_HEADER, CsrfTokenResponse } from '../../domain/admin/api';

/**
 * A browser of the back office for API tests: keeps its cookies between requests like a browser
 * does, fetches a CSRF token the way the /admin page does, and sends it on every change.
 * `ip` stands for the client (sent as X-Forwarded-For: the app must trust it, TRUST_PROXY=true), so tests do not share a rate limit.
 */
export function adminClient(app: FastifyInstance, ip = '198.51.100.1') {
  const jar = new Map<string, string>();
  let csrfToken: string | undefined;

  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= 0);
      if (cleared) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };

  const client = {
    cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    /** The session cookie's value, to replay it after sign-out. */
    cookie: (name: string) => jar.get(name),
    async request(options: InjectOptions & { csrf?: boolean }) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip, ...(options.headers as Record<string, string>) };
      if (jar.size > 0) headers.cookie = client.cookieHeader();
      if (options.csrf !== false && csrfToken && options.method && options.method !== 'GET') headers[CSRF_HEADER] = csrfToken;
      return keep(await app.inject({ ...options, headers }));
    },
    async fetchCsrfToken(): Promise<string> {
      const response = await client.request({ method: 'GET', url: ADMIN_ROUTES.csrfToken });
      csrfToken = CsrfTokenResponse.parse(response.json()).token;
      return csrfToken;
    },
    async signIn(email: string, password: string) {
      if (!csrfToken) await client.fetchCsrfToken();
      return client.request({ method: 'POST', url: ADMIN_ROUTES.login, payload: { email, password } });
    },
  };
  return client;
}
