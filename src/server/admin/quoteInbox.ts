import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminQuote, type AdminQuotePage, type QuoteStatus, type QuoteUpdateBody } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import type { Db } from '../db/client';
import { carWrapRequests, completedWraps, quotes } from '../db/schema';
import { Conflict, NotFound } from '../serviceErrors';
import { displayPathOf } from '../image/displayImage';
import type { AdminActor } from './actor';
import type { Audit } from './audit';

/** The shop's inbox of quote requests: newest first, with the wrap and where its e-mails stand. */
export interface QuoteInbox {
  list(page: number, status?: QuoteStatus): Promise<AdminQuotePage>;
  /** Every quote, newest first, for the CSV export. */
  all(): Promise<AdminQuote[]>;
  update(id: string, body: QuoteUpdateBody, actor: AdminActor): Promise<AdminQuote>;
  /** Queues both e-mails again and has them sent soon. */
  resend(id: string, actor: AdminActor): Promise<AdminQuote>;
  /** POSTs the quote to the lead webhook again, soon (also one delivered already: the receiver may have lost it). */
  resendLead(id: string, actor: AdminActor): Promise<AdminQuote>;
}

function toAdminQuote(r: {
  quote: typeof quotes.$inferSelect;
  request: typeof carWrapRequests.$inferSelect | null;
  thumbnailUrl: string | null;
}): AdminQuote {
  const { quote, request } = r;
  const imageUrl = request?.wrappedImageUrl ?? null;
  return {
    id: quote.id,
    requestId: quote.carWrapRequestId,
    anonymizedAt: quote.anonymizedAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    city: quote.city,
    hostPage: quote.hostPage,
    carModel: quote.carModel,
    selectedWrapName: quote.selectedWrapName,
    wrapColor: request?.wrapColor ?? null,
    finishType: request?.finishType ?? null,
    styleType: request?.styleType ?? null,
    imageUrl,
    // The gallery's small WebP of this very picture; else the display-size WebP the generation flow stores beside the PNG.
    previewUrl: r.thumbnailUrl ?? (imageUrl ? (displayPathOf(imageUrl) ?? imageUrl) : null),
    status: quote.status,
    notes: quote.notes,
    emailStatus: quote.emailStatus,
    emailAttempts: quote.emailAttempts,
    emailLastError: quote.emailLastError,
    emailNextAttemptAt: quote.emailNextAttemptAt.toISOString(),
    emailSentAt: quote.emailSentAt?.toISOString() ?? null,
    leadWebhook: quote.leadWebhookStatus
      ? {
          status: quote.leadWebhookStatus,
          attempts: quote.leadWebhookAttempts,
          lastError: quote.leadWebhookLastError,
          nextAttemptAt: quote.leadWebhookNextAttemptAt.toISOString(),
          deliveredAt: quote.leadWebhookDeliveredAt?.toISOString() ?? null,
        }
      : null,
  };
}

export function createQuoteInbox(options: {
  db: Db;
  audit: Audit;
  sendQuoteMailSoon: (quoteId: string) => void;
  /** Unset when no lead webhook is configured. */
  sendLeadSoon?: (quoteId: string) => Promise<void>;
  now?: () => Date;
}): QuoteInbox {
  const { db, audit } = options;
  const now = options.now ?? (() => new Date());

  async function select(where: SQL | undefined, limit?: number, offset = 0) {
    const query = db
      .select({ quote: quotes, request: carWrapRequests, thumbnailUrl: completedWraps.thumbnailUrl })
      .from(quotes)
      .leftJoin(carWrapRequests, eq(quotes.carWrapRequestId, carWrapRequests.id))
      .leftJoin(
        completedWraps,
        and(eq(completedWraps.carWrapRequestId, carWrapRequests.id), eq(completedWraps.wrappedImageUrl, carWrapRequests.wrappedImageUrl)),
      )
      .where(where)
      // id breaks ties between quotes saved in the same instant, so pages never overlap.
      .orderBy(desc(quotes.createdAt), desc(quotes.id));
    const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
    return rows.map(toAdminQuote);
  }

  async function one(id: string): Promise<AdminQuote> {
    const [quote] = await select(eq(quotes.id, id));
    if (!quote) throw new NotFound(ADMIN_ERRORS.quoteNotFound);
    return quote;
  }

  return {
    async list(page, status) {
      const where = status ? eq(quotes.status, status) : undefined;
      const items = await select(where, ADMIN_PAGE_SIZE + 1, page * ADMIN_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(quotes).where(where);
      return { items: items.slice(0, ADMIN_PAGE_SIZE), page, hasMore: items.length > ADMIN_PAGE_SIZE, total: total?.n ?? 0 };
    },

    all: () => select(undefined),

    async update(id, body, actor) {
      const before = await one(id);
      const notes = body.notes === undefined ? undefined : body.notes.trim() || null;
      await db.update(quotes).set({ status: body.status, notes }).where(eq(quotes.id, id));
      if (body.status !== undefined && body.status !== before.status) {
        await audit({ ...actor, action: 'quote.status', target: id, details: { from: before.status, to: body.status } });
      }
      if (notes !== undefined && notes !== before.notes) {
        await audit({ ...actor, action: 'quote.notes', target: id, details: { length: notes?.length ?? 0 } });
      }
      return one(id);
    },

    async resend(id, actor) {
      const before = await one(id);
      // Back to the start of the worker's flow: the shop's e-mail, then the customer's confirmation.
      await db
        .update(quotes)
        .set({ emailStatus: 'pending', emailAttempts: 0, emailLastError: null, emailNextAttemptAt: now() })
        .where(eq(quotes.id, id));
      await audit({ ...actor, action: 'quote.resend', target: id, details: { emailStatusBefore: before.emailStatus } });
      options.sendQuoteMailSoon(id);
      return one(id);
    },

    async resendLead(id, actor) {
      const before = await one(id);
      if (!options.sendLeadSoon) throw new Conflict(ADMIN_ERRORS.noLeadWebhook);
      if (before.anonymizedAt) throw new Conflict(ADMIN_ERRORS.leadAnonymized);
      await db
        .update(quotes)
        .set({ leadWebhookStatus: 'pending', leadWebhookAttempts: 0, leadWebhookLastError: null, leadWebhookNextAttemptAt: now() })
        .where(eq(quotes.id, id));
      await audit({
        ...actor,
        action: 'quote.lead-webhook.resend',
        target: id,
        details: { statusBefore: before.leadWebhook?.status ?? null },
      });
      await options.sendLeadSoon(id);
      return one(id);
    },
  };
}
