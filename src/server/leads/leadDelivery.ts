import { and, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueQuotes, type QuoteRow } from '../quotes/claimDueQuotes';
import { isId } from '../../domain/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { carWrapRequests, quotes } from '../db/schema';
import { quoteFacts } from '../quotes/quoteFacts';
import { absolute } from '../share/siteOrigin';
import { leadBody, leadHeaders } from './leadMessage';
import { postLead } from './leadPost';

/**
 * Each quote's POST to the webhook, its state on the quote row as the e-mails' is: a sender
 * first claims a due quote by pushing lead_webhook_next_attempt_at past a lease in one UPDATE
 * that only matches due rows, so two processes (or a job and a round) never POST the same
 * quote twice; a 2xx marks it delivered, anything else is recorded and tried again after a
 * backoff that doubles up to an hour, for as long as it takes.
 */

const MAX_BACKOFF_MS = 3_600_000;

export type LeadSettings = Pick<
  Config,
  | 'LEAD_WEBHOOK_URL'
  | 'LEAD_WEBHOOK_SECRET'
  | 'LEAD_WEBHOOK_ALLOW_PRIVATE'
  | 'LEAD_WEBHOOK_FORMAT'
  | 'LEAD_WEBHOOK_TIMEOUT_MS'
  | 'LEAD_WEBHOOK_RETRY_BASE_MS'
  | 'BRAND_NAME'
  | 'PUBLIC_URL'
  | 'ALLOWED_HOSTS'
  | 'PORT'
> & { LEAD_WEBHOOK_URL: string };

export interface LeadDelivery {
  /** POSTs one quote if it is due: 'delivered', 'failed' (recorded for the retry) or 'not due'. */
  deliverQuote(quoteId: string): Promise<'delivered' | 'failed' | 'not due'>;
  /** POSTs every quote that is due; returns how many it tried. */
  deliverDue(): Promise<number>;
}

export function createLeadDelivery(deps: { db: Db; log: FastifyBaseLogger; settings: LeadSettings; now?: () => Date }): LeadDelivery {
  const { db, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const after = (ms: number) => new Date(now().getTime() + ms);
  // Longer than an attempt can take, so a lease only lapses after a crash.
  const leaseMs = settings.LEAD_WEBHOOK_TIMEOUT_MS * 2 + 30_000;
  // Without PUBLIC_URL no request is at hand here: the first allowed host, else this machine's address (the start warns).
  const origin =
    settings.PUBLIC_URL?.replace(/\/+$/, '') ??
    (settings.ALLOWED_HOSTS[0] ? `https://${settings.ALLOWED_HOSTS[0]}` : `http://127.0.0.1:${settings.PORT}`);
  const target = {
    url: settings.LEAD_WEBHOOK_URL,
    allowPrivate: settings.LEAD_WEBHOOK_ALLOW_PRIVATE,
    timeoutMs: settings.LEAD_WEBHOOK_TIMEOUT_MS,
  };

  const backoff = (attempts: number) => Math.min(settings.LEAD_WEBHOOK_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

  function claim(which: SQL | undefined): Promise<QuoteRow[]> {
    // An anonymised quote names nobody: there is no lead left to pass on.
    const isDue = () =>
      and(eq(quotes.leadWebhookStatus, 'pending'), lte(quotes.leadWebhookNextAttemptAt, now()), isNull(quotes.anonymizedAt));
    return claimDueQuotes(db, {
      columns: { nextAttemptAt: 'leadWebhookNextAttemptAt', attempts: 'leadWebhookAttempts' },
      isDue,
      which,
      leaseUntil: after(leaseMs),
    });
  }

  async function deliver(quote: QuoteRow): Promise<boolean> {
    const [request] = quote.carWrapRequestId
      ? await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, quote.carWrapRequestId))
      : [];
    // Its wrap was deleted meanwhile (which anonymises the quote too): nothing to send.
    if (!request) return false;
    const facts = quoteFacts(quote, request, (url) => absolute(origin, url));
    const body = leadBody({ quoteId: quote.id, createdAt: quote.createdAt, facts }, settings);
    try {
      await postLead(target, body, leadHeaders(body, settings.LEAD_WEBHOOK_SECRET, Math.floor(now().getTime() / 1000)));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'unknown error';
      await db
        .update(quotes)
        .set({ leadWebhookLastError: message, leadWebhookNextAttemptAt: after(backoff(quote.leadWebhookAttempts)) })
        .where(and(eq(quotes.id, quote.id), eq(quotes.leadWebhookStatus, 'pending')));
      log.warn({ quoteId: quote.id, attempts: quote.leadWebhookAttempts, error: message }, 'lead webhook not delivered');
      return false;
    }
    await db
      .update(quotes)
      .set({ leadWebhookStatus: 'delivered', leadWebhookDeliveredAt: now(), leadWebhookLastError: null })
      .where(eq(quotes.id, quote.id));
    log.info({ quoteId: quote.id, attempts: quote.leadWebhookAttempts }, 'lead webhook delivered');
    return true;
  }

  return {
    async deliverQuote(quoteId) {
      if (!isId(quoteId)) return 'not due';
      const [quote] = await claim(eq(quotes.id, quoteId));
      if (!quote) return 'not due';
      return (await deliver(quote)) ? 'delivered' : 'failed';
    },
    async deliverDue() {
      const claimed = await claim(undefined);
      for (const quote of claimed) await deliver(quote);
      return claimed.length;
    },
  };
}
