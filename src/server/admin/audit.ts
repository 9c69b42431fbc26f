import type { Db } from '../db/client';
import { adminAudit } from '../db/schema';

/** What the back office did: sign-ins, sign-outs and every change the shop makes. */
export type AuditAction =
  | 'signin.success'
  | 'signin.failure'
  | 'signin.locked'
  | 'signout'
  | 'quote.status'
  | 'quote.notes'
  | 'quote.resend'
  | 'quote.lead-webhook.resend'
  | 'quotes.export'
  | 'gallery.hide'
  | 'gallery.show'
  | 'gallery.approve'
  | 'gallery.pending'
  | 'gallery.feature'
  | 'gallery.unfeature'
  | 'gallery.hero'
  | 'gallery.unhero'
  | 'gallery.order'
  | 'gallery.delete'
  | 'visitor.export'
  | 'visitor.delete'
  | 'film.update'
  | 'user.create';

export interface AuditEntry {
  userId?: string | null;
  email?: string | null;
  action: AuditAction;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export type Audit = (entry: AuditEntry) => Promise<void>;

/** One row per action in admin_audit. Never give it a password: it keeps what it is told. */
export function createAudit(db: Db): Audit {
  return async (entry) => {
    await db.insert(adminAudit).values({
      userId: entry.userId ?? null,
      email: entry.email ?? null,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ?? null,
      ip: entry.ip ?? null,
    });
  };
}
