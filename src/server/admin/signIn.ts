import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import type { Db } from '../db/client';
import { adminUsers } from '../db/schema';
import { NotSignedIn, TooManyTries } from '../serviceErrors';
import { normalizeEmail } from './adminUsers';
import type { Audit } from './audit';
import { DECOY_HASH, verifyPassword } from './password';
import type { SessionStore } from './sessions';

export interface SignInSettings {
  /** Wrong passwords in a row that lock an account. */
  maxFailures: number;
  lockoutMinutes: number;
}

export interface SignIn {
  /** A session for the right e-mail and password; otherwise NotSignedIn (wrong) or TooManyTries (locked). */
  signIn(email: string, password: string, ip: string): Promise<{ user: AdminUser; token: string; expiresAt: Date }>;
}

// Audited e-mails are cut to this, so a pasted novel does not fill the table.
const AUDIT_EMAIL_MAX = 200;
// Unknown e-mails tracked for the decoy lockout; older ones are forgotten first.
const DECOY_TRACKED = 1_000;

/**
 * Checks a shop user's password with a per-account lockout. An unknown e-mail costs the same
 * scrypt time, gets the same answer, and is "locked" the same way (in this process), so the
 * answers never tell which e-mails have an account.
 */
export function createSignIn(options: {
  db: Db;
  sessions: SessionStore;
  audit: Audit;
  settings: SignInSettings;
  now?: () => Date;
}): SignIn {
  const { db, sessions, audit, settings } = options;
  const now = options.now ?? (() => new Date());
  const lockoutMs = settings.lockoutMinutes * 60_000;
  const decoys = new Map<string, { failures: number; lockedUntil: number }>();

  const locked = (until: number) => new TooManyTries(ADMIN_ERRORS.lockedOut(Math.max(1, Math.ceil((until - now().getTime()) / 60_000))));
  const wrong = () => new NotSignedIn(ADMIN_ERRORS.badCredentials);

  /** Counts a wrong password for an unknown e-mail exactly as for a real account. */
  function decoyFailure(email: string): NotSignedIn | TooManyTries {
    const at = now().getTime();
    const entry = decoys.get(email) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= settings.maxFailures) Object.assign(entry, { failures: 0, lockedUntil: at + lockoutMs });
    decoys.delete(email);
    decoys.set(email, entry);
    if (decoys.size > DECOY_TRACKED) decoys.delete(decoys.keys().next().value!);
    return entry.lockedUntil > at ? locked(entry.lockedUntil) : wrong();
  }

  return {
    async signIn(typedEmail, password, ip) {
      const email = normalizeEmail(typedEmail);
      const auditEmail = email.slice(0, AUDIT_EMAIL_MAX);
      const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
      const at = now();

      if (user?.lockedUntil && user.lockedUntil > at) {
        await audit({ userId: user.id, email: auditEmail, action: 'signin.locked', ip });
        throw locked(user.lockedUntil.getTime());
      }
      if (!user) {
        // The same path as a real account: a locked one is refused before any hashing, others pay for scrypt.
        const decoyLock = decoys.get(email)?.lockedUntil ?? 0;
        if (decoyLock > at.getTime()) {
          await audit({ email: auditEmail, action: 'signin.locked', ip });
          throw locked(decoyLock);
        }
        await verifyPassword(password, DECOY_HASH);
        const decoyAnswer = decoyFailure(email);
        await audit({ email: auditEmail, action: 'signin.failure', ip, details: { reason: 'unknown e-mail' } });
        throw decoyAnswer;
      }
      const right = await verifyPassword(password, user.passwordHash);
      if (!right) {
        // Counted in one UPDATE, so parallel guesses cannot slip past the limit; an expired lock starts a fresh count.
        const [row] = await db
          .update(adminUsers)
          .set({
            failedLogins: sql`case when ${adminUsers.lockedUntil} is not null then 1 else ${adminUsers.failedLogins} + 1 end`,
            lockedUntil: null,
          })
          .where(eq(adminUsers.id, user.id))
          .returning({ failedLogins: adminUsers.failedLogins });
        const failures = row?.failedLogins ?? 1;
        const lockNow = failures >= settings.maxFailures;
        if (lockNow) {
          await db
            .update(adminUsers)
            .set({ failedLogins: 0, lockedUntil: new Date(at.getTime() + lockoutMs) })
            .where(eq(adminUsers.id, user.id));
        }
        await audit({
          userId: user.id,
          email: auditEmail,
          action: 'signin.failure',
          ip,
          details: { reason: 'wrong password', failures, locked: lockNow },
        });
        throw lockNow ? locked(at.getTime() + lockoutMs) : wrong();
      }
      await db.update(adminUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(adminUsers.id, user.id));
      const session = await sessions.start(user.id);
      await audit({ userId: user.id, email: user.email, action: 'signin.success', ip });
      return { user: { id: user.id, email: user.email }, ...session };
    },
  };
}
