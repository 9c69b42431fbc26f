import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES, LoginBody, type AdminMe, type CsrfTokenResponse, type OkResponse } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { actorOf, clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import type { AppContext } from '../context';
import { InvalidInput, TooManyTries } from '../serviceErrors';

const LOGIN_WINDOW_MINUTES = 15;

/** Sign-in, sign-out, who is signed in, and the CSRF token the back office sends with each change. */
export async function adminAuthRoutes(admin: FastifyInstance, ctx: AppContext, backOffice: BackOffice): Promise<void> {
  admin.get(ADMIN_ROUTES.csrfToken, { config: { adminPublic: true } }, async (_request, reply): Promise<CsrfTokenResponse> => {
    return { token: reply.generateCsrf() };
  });

  admin.post(
    ADMIN_ROUTES.login,
    {
      config: {
        adminPublic: true,
        // Per client, on top of the per-account lockout: one address cannot try many accounts.
        rateLimit: {
          max: ctx.config.ADMIN_LOGIN_RATE_LIMIT,
          timeWindow: LOGIN_WINDOW_MINUTES * 60_000,
          errorResponseBuilder: (_request, context) => new TooManyTries(ADMIN_ERRORS.lockedOut(Math.max(1, Math.ceil(context.ttl / 60_000)))),
        },
      },
    },
    async (request, reply): Promise<AdminMe> => {
      const body = LoginBody.safeParse(request.body);
      if (!body.success || !body.data.email.trim() || !body.data.password) throw new InvalidInput(ADMIN_ERRORS.missingCredentials);
      const { user, token, expiresAt } = await backOffice.signIn.signIn(body.data.email, body.data.password, request.ip);
      // Signing in again replaces the browser's session rather than leaving the old one alive.
      await backOffice.sessions.end(request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, token, expiresAt);
      return { user };
    },
  );

  admin.post(ADMIN_ROUTES.logout, async (request, reply): Promise<OkResponse> => {
    const actor = actorOf(request);
    await backOffice.sessions.end(request.cookies[SESSION_COOKIE]);
    await backOffice.audit({ ...actor, action: 'signout' });
    clearSessionCookie(reply);
    return { ok: true };
  });

  admin.get(ADMIN_ROUTES.me, async (request): Promise<AdminMe> => ({ user: request.adminUser! }));
}
