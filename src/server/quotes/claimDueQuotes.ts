import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { quotes } from '../db/schema';

/** A quote's row as a sender claims it. */
export type QuoteRow = typeof quotes.$inferSelect;

/** The pair of columns one kind of delivery (the e-mails, the lead webhook) keeps its turn in. */
export interface DeliveryColumns {
  nextAttemptAt: 'emailNextAttemptAt' | 'leadWebhookNextAttemptAt';
  attempts: 'emailAttempts' | 'leadWebhookAttempts';
}

/** How many due quotes one round claims: a round stays short, the next takes the rest. */
const BATCH = 10;

/**
 * Claims the due quotes among `which`, so that no other sender (another process, a job beside a
 * round) takes them meanwhile: their next attempt moves past a lease in one UPDATE over rows
 * locked with SKIP LOCKED, and `isDue` is checked again on the locked row, so only one claimer
 * wins each quote.
 */
export function claimDueQuotes(
  db: Db,
  claim: { columns: DeliveryColumns; isDue: () => SQL | undefined; which: SQL | undefined; leaseUntil: Date },
): Promise<QuoteRow[]> {
  const { nextAttemptAt, attempts } = claim.columns;
  const due = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(claim.isDue(), claim.which))
    .orderBy(quotes[nextAttemptAt])
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const lease: Partial<typeof quotes.$inferInsert> = { [nextAttemptAt]: claim.leaseUntil, [attempts]: sql`${quotes[attempts]} + 1` };
  return db
    .update(quotes)
    .set(lease)
    .where(and(inArray(quotes.id, due), claim.isDue()))
    .returning();
}
