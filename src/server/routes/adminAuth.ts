import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, AdminMe, CsrfTokenResponse, OkResponse } from '../../domain/admin/api';
import { LoginBody } from '../../domain/admin/requestChecks';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf, clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import type { AppContext } from '../context';
import { InvalidInput, TooManyTries } from '../serviceErrors';
import { routeContract } from './routeContract';

const LOGIN_WINDOW_MINUTES = 15;

/** Sign-in, sign-out, who is signed in, and the CSRF token the back office sends with each change. */
export async function adminAuthRoutes(admin: FastifyInstance, ctx: AppContext, backOffice: BackOffice): Promise<void> {
  const api = admin.withTypeProvider<ZodTypeProvider>();
  api.get(
    ADMIN_ROUTES.csrfToken,
    { config: { adminPublic: true }, schema: { response: { 200: CsrfTokenResponse } } },
    async (_request, reply) => {
      return { token: reply.generateCsrf() };
    },
  );

  api.post(
    ADMIN_ROUTES.login,
    {
      config: {
        adminPublic: true,
        // Per client, on top of the per-account lockout: one address cannot try many accounts.
        rateLimit: {
          max: ctx.config.ADMIN_LOGIN_RATE_LIMIT,
          timeWindow: LOGIN_WINDOW_MINUTES * 60_000,
          errorResponseBuilder: (_request, context) =>
            new TooManyTries(ADMIN_ERRORS.lockedOut(Math.max(1, Math.ceil(context.ttl / 60_000)))),
        },
      },
      ...routeContract({ body: LoginBody, response: { 200: AdminMe } }, { body: () => new InvalidInput(ADMIN_ERRORS.missingCredentials) }),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { user, token, expiresAt } = await backOffice.signIn.signIn(email, password, request.ip);
      // Signing in again replaces the browser's session rather than leaving the old one alive.
      await backOffice.sessions.end(request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, token, expiresAt);
      return { user };
    },
  );

  api.post(ADMIN_ROUTES.logout, { schema: { response: { 200: OkResponse } } }, async (request, reply) => {
    const actor = actorOf(request);
    await backOffice.sessions.end(request.cookies[SESSION_COOKIE]);
    await backOffice.audit({ ...actor, action: 'signout' });
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  api.get(ADMIN_ROUTES.me, { schema: { response: { 200: AdminMe } } }, async (request) => ({ user: request.adminUser! }));
}
