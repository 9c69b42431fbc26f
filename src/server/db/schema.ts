import type { Language } from '../../domain/i18n/languages';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  EMAIL_STATUSES,
  LEAD_WEBHOOK_STATUSES,
  QUOTE_STATUSES,
  type EmailStatus,
  type LeadWebhookStatus,
  type QuoteStatus,
} from '../../domain/admin/api';
import { JobStage } from '../../domain/api';
import type { FilmFinish, WrapFilmRef } from '../../domain/catalog/films';
import type { PriceEstimate, SizeClass } from '../../domain/estimate/priceTable';
import { REVIEW_STATUSES, type ReviewStatus } from '../../domain/gallery/reviewStatus';
import { statusIn } from './statusCheck';
import { PHOTO_NOT_STORED } from './storedPhoto';
import type { OrderChange } from '../../domain/order/settleChange';
import type { FractionBox } from '../engine/plates/plateBoxes';
import { PLATE_COVERS, type PlateCover } from '../privacy/plateCover';
import { FUNNEL_EVENTS, type FunnelEvent } from '../../domain/funnel/funnelEvents';

/**
 * The product's five tables (wraps, requests, quotes, API logs, API keys) with every field it lists, plus what a running service
 * needs: generation status and error, timestamps, e-mail delivery state, and indexes for the
 * gallery's two orderings. One schema serves PGlite and PostgreSQL alike.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const carWrapRequests = pgTable(
  'car_wrap_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    originalImageUrl: text('original_image_url').notNull().default(PHOTO_NOT_STORED),
    originalFileName: text('original_file_name'),
    selectedWrapId: text('selected_wrap_id').notNull().default('custom'),
    selectedWrapName: text('selected_wrap_name').notNull(),
    wrapColor: text('wrap_color').notNull(),
    finishType: text('finish_type').notNull(),
    styleType: text('style_type').notNull(),
    /** Normalised hint the visitor gave to where the car is, if any. */
    carHint: jsonb('car_hint'),
    /** The visitor's touched-up area to wrap (photo step's brush), a binary PNG in storage. */
    paintMaskUrl: text('paint_mask_url'),
    carAnalysis: text('car_analysis'),
    wrappedImageUrl: text('wrapped_image_url'),
    /** The generation's stage (JobStage); the database refuses any other word. */
    status: text('status').$type<JobStage>().notNull().default('queued'),
    errorMessage: text('error_message'),
    provider: text('provider'),
    /** Words of the last change request the renderer could not apply. */
    unapplied: jsonb('unapplied').$type<string[]>(),
    /** Why the local engine made this picture instead of the paid AI (a day's cap reached), for the visitor; else null. */
    notice: text('notice'),
    /** The visitor ticked "Show my wrap in the public gallery". */
    galleryConsent: boolean('gallery_consent').notNull().default(false),
    /** Every change request the visitor sent, oldest first: the installer prices what was asked. */
    changeRequests: jsonb('change_requests').$type<string[]>(),
    /** What each change did to the order (colour, finish, style), oldest first; the columns hold the look now. */
    orderChanges: jsonb('order_changes').$type<OrderChange[]>(),
    /** The catalogue film chosen, as it was then; null for a custom colour. */
    film: jsonb('film').$type<WrapFilmRef>(),
    /** Vehicle size class for the price estimate: the car analysis's guess, or the visitor's correction. */
    sizeClass: text('size_class').$type<SizeClass>(),
    /** The process working this request and until when its claim holds; it renews the claim while it works. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    quoteSubmitted: boolean('quote_submitted').notNull().default(false),
    quoteData: jsonb('quote_data').$type<{ name: string; phone: string; city: string }>(),
    clientKey: text('client_key'),
    /**
     * SHA-256 (hex) of the owner token the visitor's browser got with the wrap: changes, quotes,
     * size corrections and touch-ups need the token; the id alone only reads. Never the token
     * itself. Null for wraps from before tokens existed: nobody can change those.
     */
    ownerTokenHash: text('owner_token_hash'),
    /** The photo step's id of the photo (uploaded_photos), so the upload's files go with the wrap; null for older wraps. */
    photoId: text('photo_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_wrap_requests_status_idx').on(t.status),
    index('car_wrap_requests_created_idx').on(t.createdAt),
    index('car_wrap_requests_photo_idx').on(t.photoId),
    check('car_wrap_requests_status_check', statusIn(t.status, JobStage.options)),
  ],
);

export const completedWraps = pgTable(
  'completed_wraps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carWrapRequestId: uuid('car_wrap_request_id').references(() => carWrapRequests.id, { onDelete: 'set null' }),
    wrapName: text('wrap_name').notNull(),
    wrapColor: text('wrap_color').notNull(),
    finishType: text('finish_type').notNull(),
    styleType: text('style_type').notNull(),
    wrappedImageUrl: text('wrapped_image_url').notNull(),
    /** Small WebP for the gallery grid; the full PNG is wrapped_image_url. */
    thumbnailUrl: text('thumbnail_url'),
    carMakeModel: text('car_make_model').notNull().default('Unknown Model'),
    isGalleryFeatured: boolean('is_gallery_featured').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** The shop picked it for the home page's before/after: at most one wrap, never a visitor's by default. */
    heroPick: boolean('hero_pick').notNull().default(false),
    /** Copied from the request when the wrap joins the gallery; the shop's own photos have it. */
    galleryConsent: boolean('gallery_consent').notNull().default(false),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default(PHOTO_NOT_STORED),
    createdAt: createdAt(),
  },
  (t) => [
    index('completed_wraps_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('completed_wraps_featured_idx')
      .on(t.displayOrder, t.createdAt.desc())
      .where(sql`${t.isGalleryFeatured}`),
    check('completed_wraps_review_status_check', statusIn(t.reviewStatus, REVIEW_STATUSES)),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the wrap is deleted: the quote stays as an anonymised lead (anonymized_at). */
    carWrapRequestId: uuid('car_wrap_request_id').references(() => carWrapRequests.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    carModel: text('car_model').notNull().default('Vehicle from uploaded image'),
    city: text('city').notNull(),
    selectedWrapName: text('selected_wrap_name').notNull(),
    /** The language the visitor used the site in: their confirmation e-mail is written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The price estimate the visitor saw when asking, null when the shop has no price for it. */
    estimate: jsonb('estimate').$type<PriceEstimate>(),
    /** The shop's page the app was embedded in (origin and path), null on the app's own site. */
    hostPage: text('host_page'),
    /**
     * Where the two e-mails stand (EmailStatus): a quote is saved before the shop's e-mail is
     * tried, then the visitor's confirmation; each is retried until sent or given up.
     */
    emailStatus: text('email_status').$type<EmailStatus>().notNull().default(PHOTO_NOT_STORED),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailLastError: text('email_last_error'),
    emailNextAttemptAt: timestamp('email_next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    /**
     * Where the quote's POST to LEAD_WEBHOOK_URL stands (LeadWebhookStatus); null when no webhook
     * was set when it came in. Claimed and retried like the e-mails (leads/leadDelivery.ts).
     */
    leadWebhookStatus: text('lead_webhook_status').$type<LeadWebhookStatus>(),
    leadWebhookAttempts: integer('lead_webhook_attempts').notNull().default(0),
    leadWebhookLastError: text('lead_webhook_last_error'),
    leadWebhookNextAttemptAt: timestamp('lead_webhook_next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leadWebhookDeliveredAt: timestamp('lead_webhook_delivered_at', { withTimezone: true }),
    /** The shop's own progress on the lead, set in the back office. */
    status: text('status').$type<QuoteStatus>().notNull().default('new'),
    notes: text('notes'),
    /** When name, e-mail, phone and notes were blanked (the visitor's deletion, or QUOTE_RETENTION_DAYS). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotes_car_wrap_request_idx').on(t.carWrapRequestId),
    index('quotes_email_due_idx').on(t.emailStatus, t.emailNextAttemptAt),
    index('quotes_lead_webhook_due_idx').on(t.leadWebhookStatus, t.leadWebhookNextAttemptAt),
    index('quotes_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('quotes_email_status_check', statusIn(t.emailStatus, EMAIL_STATUSES)),
    check('quotes_status_check', statusIn(t.status, QUOTE_STATUSES)),
    check('quotes_lead_webhook_status_check', statusIn(t.leadWebhookStatus, LEAD_WEBHOOK_STATUSES)),
  ],
);

export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carWrapRequestId: uuid('car_wrap_request_id').references(() => carWrapRequests.id, { onDelete: 'set null' }),
    apiService: text('api_service').notNull(),
    requestType: text('request_type').notNull(),
    requestData: jsonb('request_data'),
    responseData: jsonb('response_data'),
    success: boolean('success').notNull(),
    errorMessage: text('error_message'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('api_request_logs_request_idx').on(t.carWrapRequestId)],
);

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  serviceName: text('service_name').notNull().unique(),
  apiKey: text('api_key').notNull(),
  createdAt: createdAt(),
});

/** The shop's people who sign in to the back office (`npm run admin:create`). */
export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased, so sign-in ignores case. */
  email: text('email').notNull().unique(),
  /** scrypt with its parameters and a per-user salt (src/server/admin/password.ts); never the password. */
  passwordHash: text('password_hash').notNull(),
  /** Wrong passwords in a row; reset by a right one or when a lockout ends. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Signed-in browsers. The cookie holds a random token; only its SHA-256 is stored here. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end; the idle end is last_seen_at plus ADMIN_SESSION_IDLE_HOURS. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

/** Every back-office action: who, what, on which row, when. Kept when the user is deleted. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The e-mail as typed or signed in, so failed sign-ins of unknown accounts are traceable too. */
    email: text('email'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at.desc())],
);

/** The shop's catalogue of wrap films (`npm run films:import`); a default ships with the app. */
export const wrapFilms = pgTable(
  'wrap_films',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    line: text('line').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    finish: text('finish').$type<FilmFinish>().notNull(),
    hex: text('hex').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    /** The catalogue's own order within a finish, as imported. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wrap_films_brand_code_idx').on(t.brand, t.code)],
);

/** The shop's own settings that are data rather than deployment (the price table). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Paid AI pictures reserved per UTC day: a call is counted here before it is made, atomically. */
export const aiBudgetDays = pgTable('ai_budget_days', {
  /** YYYY-MM-DD in UTC. */
  day: text('day').primaryKey(),
  reserved: integer('reserved').notNull().default(0),
});

/**
 * Paid AI pictures reserved per UTC day and client (clientKeyOf's hash), counted like
 * ai_budget_days so that AI_DAILY_PER_CLIENT holds across processes; earlier days are dropped as
 * new ones begin.
 */
export const aiClientDays = pgTable(
  'ai_client_days',
  {
    /** YYYY-MM-DD in UTC. */
    day: text('day').notNull(),
    clientKey: text('client_key').notNull(),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.clientKey] })],
);

/** Photos the photo step stored (uploads/<photo id>.jpg), so the retention job finds the ones no wrap request named. */
export const uploadedPhotos = pgTable(
  'uploaded_photos',
  {
    photoId: text('photo_id').primaryKey(),
    /** The latest upload of the same photo: its retention counts from then. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_photos_uploaded_idx').on(t.uploadedAt)],
);

/**
 * Wraps whose data is gone (retention or the visitor's deletion): only the id and why, so the
 * share link answers "this preview has expired" rather than a bare 404.
 */
export const forgottenWraps = pgTable('forgotten_wraps', {
  requestId: uuid('request_id').primaryKey(),
  reason: text('reason').$type<'retention' | 'visitor' | 'shop'>().notNull(),
  forgottenAt: timestamp('forgotten_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each run of the retention job deleted, for the back office's usage view. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    uploads: integer('uploads').notNull(),
    wraps: integer('wraps').notNull(),
    quotes: integer('quotes').notNull(),
    files: integer('files').notNull(),
  },
  (t) => [index('retention_runs_ran_idx').on(t.ranAt.desc())],
);

/**
 * The public copy of a stored picture (a wrap's result or its photo) with its number plates
 * hidden: what strangers are shown instead of the original, made once per way of hiding
 * (PUBLIC_PLATES). Its files have names of their own, so a public URL never leads to the original.
 */
export const publicPictures = pgTable(
  'public_pictures',
  {
    /** The original's URL in storage. */
    sourceUrl: text('source_url').notNull(),
    /** PUBLIC_PLATES when it was made. */
    cover: text('cover').$type<PlateCover>().notNull(),
    /** Full size, in the original's format (PNG for a result, JPEG for a photo). */
    fullUrl: text('full_url').notNull(),
    /** WebP at display size (the share page, the home page's hero). */
    displayUrl: text('display_url').notNull(),
    /** Small WebP for the gallery grid and the carousel. */
    thumbnailUrl: text('thumbnail_url').notNull(),
    /** The plates hidden, as fractions of the picture: a new cover needs no new analysis. */
    plates: jsonb('plates').$type<FractionBox[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sourceUrl, t.cover] }), check('public_pictures_cover_check', statusIn(t.cover, PLATE_COVERS))],
);

/**
 * The shop's funnel, one counter per UTC day, event and embedding site, raised in one upsert so
 * every process counts into the same row. Nothing here names a visitor: no address, no id.
 */
export const funnelDays = pgTable(
  'funnel_days',
  {
    /** YYYY-MM-DD in UTC. */
    day: text('day').notNull(),
    event: text('event').$type<FunnelEvent>().notNull(),
    /** The embedding page's origin; '' for the shop's own site. */
    site: text('site').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.site] }), check('funnel_days_event_check', statusIn(t.event, FUNNEL_EVENTS))],
);
