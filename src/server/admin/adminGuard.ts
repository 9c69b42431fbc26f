import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUser } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { NotSignedIn } from '../serviceErrors';
import type { AdminActor } from './actor';
import type { SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shop user on back-office routes (null on the sign-in and CSRF-token routes). */
    adminUser: AdminUser | null;
  }
  interface FastifyContextConfig {
    /** A back-office route that needs no session: the CSRF token and the sign-in itself. */
    adminPublic?: boolean;
  }
}

export const SESSION_COOKIE = 'wrap_admin_session';
const CSRF_COOKIE = 'wrap_admin_csrf';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Secures every route registered after it in this (encapsulated) scope: a session for each
 * route not marked `adminPublic` (401 otherwise), then a valid CSRF token on every
 * state-changing method (403 otherwise), the sign-in included, so no other site can sign a
 * shop's browser in to an account of its choosing. The CSRF secret lives in its own HttpOnly
 * cookie (@fastify/csrf-protection); the page reads the token from a GET and sends it in a header.
 */
export async function installAdminGuard(admin: FastifyInstance, sessions: SessionStore): Promise<void> {
  await admin.register(fastifyCookie);
  await admin.register(fastifyCsrfProtection, {
    cookieKey: CSRF_COOKIE,
    cookieOpts: { path: '/api/admin', httpOnly: true, sameSite: 'strict', secure: 'auto' },
  });
  admin.decorateRequest('adminUser', null);

  admin.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.adminPublic) return;
    request.adminUser = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!request.adminUser) throw new NotSignedIn(ADMIN_ERRORS.notSignedIn);
  });
  admin.addHook('onRequest', (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    admin.csrfProtection(request, reply, done);
  });
  admin.addHook('onSend', async (_request, reply) => {
    // Shop data never sits in a shared or browser cache.
    reply.header('cache-control', 'no-store');
  });
}

/** Who is acting, for the audit; only called on routes the guard let through with a session. */
export function actorOf(request: FastifyRequest): AdminActor {
  if (!request.adminUser) throw new NotSignedIn(ADMIN_ERRORS.notSignedIn);
  return { userId: request.adminUser.id, email: request.adminUser.email, ip: request.ip };
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', expires });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
