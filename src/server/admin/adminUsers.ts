import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import { hasHiddenCharacters } from '../../domain/hiddenCharacters';
import { isValidEmail } from '../../domain/validation';
import { hashPassword, MIN_PASSWORD_LENGTH } from './password';

export type AdminUserRow = typeof adminUsers.$inferSelect;

/** E-mails are compared lower-cased and trimmed, as typed on any keyboard. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class AdminUserError extends Error {}

/** Creates a shop user, or sets a new password when the e-mail already has one (a forgotten password). */
export async function saveAdminUser(db: Db, email: string, password: string): Promise<{ user: AdminUserRow; created: boolean }> {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw new AdminUserError(`"${email}" is not an e-mail address.`);
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AdminUserError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  // The sign-in form refuses them (LoginBody): a password holding one could never be typed there.
  if (hasHiddenCharacters(password)) throw new AdminUserError('The password may not hold control or direction characters.');
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, normalized));
  if (existing) {
    const [user] = await db
      .update(adminUsers)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null })
      .where(eq(adminUsers.id, existing.id))
      .returning();
    // A new password ends every session signed in with the old one.
    await db.delete(adminSessions).where(eq(adminSessions.userId, existing.id));
    return { user: user!, created: false };
  }
  const [user] = await db.insert(adminUsers).values({ email: normalized, passwordHash }).returning();
  return { user: user!, created: true };
}
