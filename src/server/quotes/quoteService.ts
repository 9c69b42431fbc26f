import type { Language } from '../../domain/i18n/languages';
import { SHOP_EMAIL_TEXT } from '../../domain/i18n/shopEmailTexts';
import { and, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueQuotes, type DeliveryColumns, type QuoteRow } from './claimDueQuotes';
import type { EmailStatus } from '../../domain/admin/api';
import { isId, type QuoteBody, type QuoteResponse } from '../../domain/api';
import { MESSAGES } from '../../domain/messages';
import { QUOTE_TEXT } from '../../domain/quote/quoteTexts';
import { checkQuoteFields, QUOTE_FIELDS } from '../../domain/quote/quoteFields';
import type { Db } from '../db/client';
import { carWrapRequests, quotes } from '../db/schema';
import { imagesForEmail } from '../email/emailImages';
import {
  AFTER_CID,
  BEFORE_CID,
  customerConfirmationEmail,
  shopQuoteEmail,
  type InlineImage,
  type QuoteEmailFields,
} from '../email/quoteEmails';
import { loadPriceTable } from '../estimate/priceTableStore';
import { estimateFor } from '../estimate/wrapEstimate';
import { quoteFacts } from './quoteFacts';
import type { Mailer, OutgoingMail } from '../email/mailer';
import { Conflict, InvalidInput, NotFound } from '../serviceErrors';
import type { Storage } from '../storage/storage';
import { storedPhotoUrl } from '../db/storedPhoto';
import { hostPageOf } from '../embed/hostPage';

/**
 * A quote request: saved first, then e-mailed. Delivery state lives on the quote row, so an
 * e-mail that fails is retried by the worker until it goes out, from any process:
 *
 *   pending     the shop has not received the request yet (retried forever: it is a customer)
 *   confirming  the shop has it; the customer's confirmation is still to go
 *   sent        both went out
 *   unconfirmed the shop has it; the confirmation was given up after CONFIRMATION_ATTEMPTS
 *
 * A sender first claims the row by pushing email_next_attempt_at past a lease in one UPDATE that
 * only matches due rows, so two workers (or a worker and the request itself) never send the same
 * message; each message's success is recorded before the next is tried, so a retry after a
 * failed confirmation never e-mails the shop twice.
 */

export const CAR_MODEL = SHOP_EMAIL_TEXT.carFromPhoto;

/** Longer than a whole delivery can take (two messages, SMTP timeouts), so a lease only lapses after a crash. */
const CLAIM_LEASE_MS = 5 * 60_000;
const CONFIRMATION_ATTEMPTS = 20;
const DUE_STATUSES: EmailStatus[] = ['pending', 'confirming'];
const EMAIL_COLUMNS: DeliveryColumns = { nextAttemptAt: 'emailNextAttemptAt', attempts: 'emailAttempts' };
/** Mail servers and inboxes refuse or bounce large messages: each e-mail, pictures included, stays under this. */
export const MAX_MESSAGE_BYTES = 1_000_000;

export interface QuoteServiceDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  settings: {
    shopEmail: string;
    brandName: string;
    /** The shop's language (DEFAULT_LANGUAGE): its quote e-mail is written in it; English when unset. */
    shopLanguage?: Language;
    /** The site's public address for the e-mails' links; unset, the address each quote request came in on. */
    publicUrl: string | undefined;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  now?: () => Date;
  /**
   * Hands a new quote's e-mails to the job queue (PostgreSQL's, shared by every process) instead
   * of sending them while the visitor waits; unset, submit sends them itself.
   */
  deliverLater?: (quoteId: string) => Promise<void>;
  /**
   * Set when the shop has a lead webhook: each new quote is born owing its POST, and is handed
   * to this once saved (leads/leadWebhook.ts), which never throws.
   */
  announceLead?: (quoteId: string) => Promise<void>;
  /** The app-relative private link to a wrap's data (privacy/dataLinks.ts), for the confirmation e-mail. */
  dataLinkPath?: (requestId: string) => Promise<string>;
}

type RequestRow = typeof carWrapRequests.$inferSelect;

export interface QuoteService {
  /** `origin`: protocol and host the request came in on, for the e-mails' links when PUBLIC_URL is unset. */
  /** `language`: the visitor's, for their confirmation e-mail. */
  submit(requestId: string, body: QuoteBody, origin?: string, language?: Language): Promise<QuoteResponse>;
  /** Sends every quote e-mail that is due; returns how many quotes it worked on. */
  deliverDue(): Promise<number>;
  /**
   * Sends what is still owed for one quote if it is due: 'sent' when both e-mails are out, 'owed'
   * when one failed (recorded for the retry), 'not due' when there was nothing to do (already sent,
   * being sent by another sender, or waiting for its next attempt).
   */
  deliverQuote(quoteId: string): Promise<'sent' | 'owed' | 'not due'>;
}

export function createQuoteService(deps: QuoteServiceDeps): QuoteService {
  const { db, storage, mailer, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const after = (ms: number) => new Date(now().getTime() + ms);

  // Without PUBLIC_URL a retry has no request to read the address from: it uses the one its
  // quote came in on, or failing that (after a restart) the latest this process has seen.
  const originOfQuote = new Map<string, string>();
  let latestOrigin: string | undefined;

  function publicLink(quoteId: string, url: string): string {
    const base = settings.publicUrl ?? originOfQuote.get(quoteId) ?? latestOrigin;
    if (!base || /^https?:\/\//.test(url)) return url;
    return base.replace(/\/+$/, '') + (url.startsWith('/') ? url : `/${url}`);
  }

  function backoff(attempts: number): number {
    return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
  }

  async function readImage(url: string | null): Promise<Buffer | null> {
    const stored = storedPhotoUrl(url);
    if (!stored) return null;
    try {
      return await storage.getByUrl(stored);
    } catch (error) {
      log.warn({ err: error, url }, 'quote preview image unreadable; e-mailing the link only');
      return null;
    }
  }

  async function recordFailure(quote: QuoteRow, status: EmailStatus, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'unknown error';
    const givingUp = status === 'confirming' && quote.emailAttempts >= CONFIRMATION_ATTEMPTS;
    await db
      .update(quotes)
      .set({
        emailStatus: givingUp ? 'unconfirmed' : status,
        emailLastError: message,
        emailNextAttemptAt: after(backoff(quote.emailAttempts)),
      })
      .where(and(eq(quotes.id, quote.id), eq(quotes.emailStatus, status)));
    log.warn({ quoteId: quote.id, status, attempts: quote.emailAttempts, error: message, givingUp }, 'quote e-mail not sent');
  }

  /**
   * The before and after pictures, re-encoded so the e-mail with them stays under MAX_MESSAGE_BYTES:
   * base64 makes a picture about 37% larger, and the text goes out twice (plain and HTML).
   */
  async function emailPictures(
    request: RequestRow,
    fields: QuoteEmailFields,
  ): Promise<{ before: InlineImage | null; after: InlineImage | null }> {
    const textBytes = Buffer.byteLength(JSON.stringify(fields));
    const budget = Math.floor((MAX_MESSAGE_BYTES * 0.9 - 3 * textBytes - 16_000) / 1.37);
    const images = await imagesForEmail(
      [
        { name: 'car-photo', bytes: await readImage(request.originalImageUrl) },
        { name: 'wrap-preview', bytes: await readImage(request.wrappedImageUrl) },
      ],
      budget,
    );
    const named = (name: string, cid: string) => {
      const image = images.find((i) => i.filename === `${name}.jpg`);
      return image ? { ...image, cid } : null;
    };
    return { before: named('car-photo', BEFORE_CID), after: named('wrap-preview', AFTER_CID) };
  }

  /** Sends what is still owed for a quote the caller has claimed; true when both messages are out. */
  async function deliver(quote: QuoteRow, request: RequestRow): Promise<boolean> {
    const dataLink = deps.dataLinkPath ? publicLink(quote.id, await deps.dataLinkPath(request.id)) : null;
    const fields = { ...quoteFacts(quote, request, (url) => publicLink(quote.id, url)), dataLink };
    const context = { brandName: settings.brandName, shopEmail: settings.shopEmail, ...(await emailPictures(request, fields)) };
    let status = quote.emailStatus;
    if (status === 'pending') {
      const sent = await sendStep(quote, 'pending', () => shopQuoteEmail(fields, context, settings.shopLanguage), 'confirming');
      if (!sent) return false;
      status = 'confirming';
    }
    if (status !== 'confirming') return status === 'sent';
    const done = await sendStep(quote, 'confirming', () => customerConfirmationEmail(fields, context, quote.language), 'sent');
    if (done) originOfQuote.delete(quote.id);
    return done;
  }

  /**
   * One of the two e-mails, then the quote moves on from `from` to `next` (the shop's e-mail out
   * stamps emailSentAt); the status guard keeps it from moving twice. A failure is recorded for the retry.
   */
  async function sendStep(
    quote: QuoteRow,
    from: 'pending' | 'confirming',
    mail: () => OutgoingMail,
    next: 'confirming' | 'sent',
  ): Promise<boolean> {
    try {
      await mailer.send(mail());
    } catch (error) {
      await recordFailure(quote, from, error);
      return false;
    }
    await db
      .update(quotes)
      .set({ emailStatus: next, emailLastError: null, ...(next === 'confirming' ? { emailSentAt: now() } : {}) })
      .where(and(eq(quotes.id, quote.id), eq(quotes.emailStatus, from)));
    return true;
  }

  /** Claims the due quotes among `which`, so that no other sender takes them meanwhile. */
  function claim(which: SQL | undefined): Promise<QuoteRow[]> {
    // An anonymised quote names nobody to write to, and no shop needs a request it cannot answer.
    const isDue = () => and(inArray(quotes.emailStatus, DUE_STATUSES), lte(quotes.emailNextAttemptAt, now()), isNull(quotes.anonymizedAt));
    return claimDueQuotes(db, { columns: EMAIL_COLUMNS, isDue, which, leaseUntil: after(CLAIM_LEASE_MS) });
  }

  async function deliverClaimed(quote: QuoteRow): Promise<boolean> {
    if (!quote.carWrapRequestId) return false;
    const [request] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, quote.carWrapRequestId));
    // Its wrap was deleted meanwhile (forgetWrap anonymises the quote in the same transaction).
    return request ? deliver(quote, request) : false;
  }

  return {
    async submit(requestId, body, origin, language = 'en') {
      if (!isId(requestId)) throw new NotFound(MESSAGES.noRequestFound.description);
      if (body.consent !== true) throw new InvalidInput(MESSAGES.consentRequired.description);
      const check = checkQuoteFields(body);
      if (!check.ok) {
        if (check.missing) throw new InvalidInput(MESSAGES.missingInformation.description);
        throw new InvalidInput(QUOTE_FIELDS.map((field) => check.errors[field]).find(Boolean)!);
      }
      const [request] = await db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
      if (!request) throw new NotFound(MESSAGES.noRequestFound.description);
      const wrappedImageUrl = request.wrappedImageUrl;
      if (!wrappedImageUrl) {
        throw new Conflict(request.status === 'failed' ? MESSAGES.noRequestFound.description : QUOTE_TEXT.notReady);
      }

      const { name, phone, city } = check.value;
      // The estimate as the visitor saw it in the dialog: the shop's table of now, for the size they confirmed.
      const estimate = estimateFor(await loadPriceTable(db), request);
      const quote = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quotes)
          .values({
            carWrapRequestId: request.id,
            name,
            email: request.email,
            phone,
            carModel: CAR_MODEL,
            city,
            selectedWrapName: request.selectedWrapName,
            language,
            estimate,
            hostPage: hostPageOf(body.hostPage),
            ...(deps.announceLead ? { leadWebhookStatus: 'pending' as const, leadWebhookNextAttemptAt: now() } : {}),
            // Born claimed by this request, so the worker leaves the first attempt to us; or,
            // handed to the job queue, born due for whichever process takes the job.
            ...(deps.deliverLater
              ? { emailAttempts: 0, emailNextAttemptAt: now() }
              : { emailAttempts: 1, emailNextAttemptAt: after(CLAIM_LEASE_MS) }),
          })
          .returning();
        await tx
          .update(carWrapRequests)
          .set({ quoteSubmitted: true, quoteData: { name, phone, city }, updatedAt: now() })
          .where(eq(carWrapRequests.id, request.id));
        return row!;
      });
      log.info({ quoteId: quote.id, requestId: request.id }, 'quote saved');
      if (origin) {
        originOfQuote.set(quote.id, origin);
        latestOrigin = origin;
      }

      // The quote is safe from here on: whatever the e-mail or the webhook does, the answer is "saved".
      await deps.announceLead?.(quote.id);
      if (deps.deliverLater) {
        // Should the queue not answer, the mail worker's next round finds the quote due all the same.
        await deps
          .deliverLater(quote.id)
          .catch((error: unknown) =>
            log.error({ err: error, quoteId: quote.id }, 'could not queue the quote e-mails; the mail worker will send them'),
          );
        return { saved: true, emailSent: false };
      }
      let emailSent = false;
      try {
        emailSent = await deliver(quote, request);
      } catch (error) {
        log.error({ err: error, quoteId: quote.id }, 'quote e-mail bookkeeping failed; the worker will retry once the lease lapses');
      }
      return { saved: true, emailSent };
    },

    async deliverDue() {
      const claimed = await claim(undefined);
      for (const quote of claimed) await deliverClaimed(quote);
      return claimed.length;
    },

    async deliverQuote(quoteId) {
      if (!isId(quoteId)) return 'not due';
      const [quote] = await claim(eq(quotes.id, quoteId));
      if (!quote) return 'not due';
      return (await deliverClaimed(quote)) ? 'sent' : 'owed';
    },
  };
}
