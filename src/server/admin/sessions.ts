import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { AdminUser } from '../../domain/admin/api';
import type { Db } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';

/**
 * Back-office sessions in the database. The browser's cookie holds a random token; the table
 * holds only its SHA-256, so a leaked table signs nobody in. A session ends after
 * `idleHours` without a request, after `maxDays` in any case, or at sign-out.
 */
export interface SessionStore {
  /** A new session for the user: the token for the cookie and when it ends at the latest. */
  start(userId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The signed-in user of a cookie's token, or null when unknown or expired. */
  resolve(token: string | undefined): Promise<AdminUser | null>;
  end(token: string | undefined): Promise<void>;
}

// Last-seen is written at most this often, so browsing the back office is not a write per request.
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionStore(options: { db: Db; idleHours: number; maxDays: number; now?: () => Date }): SessionStore {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const idleMs = options.idleHours * 3_600_000;

  return {
    async start(userId) {
      const token = randomBytes(32).toString('base64url');
      const started = now();
      const expiresAt = new Date(started.getTime() + options.maxDays * 86_400_000);
      await db.insert(adminSessions).values({ tokenHash: hashToken(token), userId, createdAt: started, lastSeenAt: started, expiresAt });
      // Sessions that ended without a sign-out are swept as new ones start.
      await db
        .delete(adminSessions)
        .where(or(lt(adminSessions.expiresAt, started), lt(adminSessions.lastSeenAt, new Date(started.getTime() - idleMs))));
      return { token, expiresAt };
    },

    async resolve(token) {
      if (!token) return null;
      const at = now();
      const [row] = await db
        .select({ tokenHash: adminSessions.tokenHash, lastSeenAt: adminSessions.lastSeenAt, id: adminUsers.id, email: adminUsers.email })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
        .where(
          and(
            eq(adminSessions.tokenHash, hashToken(token)),
            gt(adminSessions.expiresAt, at),
            gt(adminSessions.lastSeenAt, new Date(at.getTime() - idleMs)),
          ),
        );
      if (!row) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(adminSessions).set({ lastSeenAt: at }).where(eq(adminSessions.tokenHash, row.tokenHash));
      }
      return { id: row.id, email: row.email };
    },

    async end(token) {
      if (token) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    },
  };
}
