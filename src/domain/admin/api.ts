// zod/mini, like src/domain/api.ts: the back office's chunk stays small too.
import * as z from 'zod/mini';
import { CatalogueFilm } from '../api';
import { lineText, linesText } from '../plainText';
import { REVIEW_STATUSES } from '../gallery/reviewStatus';
import { FUNNEL_EVENTS } from '../funnel/funnelEvents';

/**
 * The back office's HTTP contract: every admin request and answer as one zod schema, and every
 * route's path, shared by the server's routes and the /admin web app. Errors are the product's
 * usual `{ error: string }` (ApiError in src/domain/api.ts).
 *
 * Sign-in and CSRF: the app first GETs ADMIN_ROUTES.csrfToken (it sets an HttpOnly secret
 * cookie) and sends the token in the CSRF_HEADER header on every POST, PATCH and DELETE,
 * the sign-in included. Sign-in sets the HttpOnly session cookie; every other admin route
 * answers 401 without it, and state-changing ones answer 403 without a valid token.
 */

/** The header that carries the CSRF token on every state-changing admin request. */
export const CSRF_HEADER = 'x-csrf-token';

const BASE = '/api/admin';

/** Every admin route. Paths with `:id` are patterns; build real ones with the helpers below. */
export const ADMIN_ROUTES = {
  /** GET -> CsrfTokenResponse (no session needed). */
  csrfToken: `${BASE}/csrf-token`,
  /** POST LoginBody -> AdminMe (no session needed; CSRF token needed). 429 when locked out. */
  login: `${BASE}/login`,
  /** POST (empty body) -> OkResponse; the session ends and its cookie is cleared. */
  logout: `${BASE}/logout`,
  /** GET -> AdminMe, or 401 when not signed in. */
  me: `${BASE}/me`,
  /** GET ?page=&status= (QuoteListQuery) -> AdminQuotePage, newest first. */
  quotes: `${BASE}/quotes`,
  /** GET -> text/csv attachment of every quote, newest first. */
  quotesExport: `${BASE}/quotes/export.csv`,
  /** PATCH QuoteUpdateBody -> AdminQuote. */
  quote: `${BASE}/quotes/:id`,
  /** POST (empty body) -> AdminQuote: both e-mails are queued again and the mail worker woken. */
  quoteResend: `${BASE}/quotes/:id/resend`,
  /** POST (empty body) -> AdminQuote: the quote is POSTed to LEAD_WEBHOOK_URL again, soon. */
  quoteLeadResend: `${BASE}/quotes/:id/lead-webhook`,
  /** GET ?page=&filter= (GalleryListQuery) -> AdminGalleryPage, newest first. */
  gallery: `${BASE}/gallery`,
  /** PATCH GalleryUpdateBody -> AdminGalleryItem; DELETE -> OkResponse (row and files). */
  galleryWrap: `${BASE}/gallery/:id`,
  /** GET -> JSON attachment of everything held about one visitor's wrap (request, quotes, gallery, AI calls). */
  visitorExport: `${BASE}/wraps/:id/visitor-data`,
  /** DELETE -> OkResponse: the visitor's data deleted as their own link would; quotes stay as anonymised leads. */
  visitorData: `${BASE}/wraps/:id/visitor-data`,
  /** GET -> AdminUsage. */
  usage: `${BASE}/usage`,
  /** GET -> AdminFilmsResponse: every film of the catalogue, in stock or not, in its order. */
  films: `${BASE}/films`,
  /** PATCH FilmUpdateBody -> CatalogueFilm. */
  film: `${BASE}/films/:id`,
  /** GET -> AdminFunnel: the last FUNNEL_DAYS days' counts. */
  funnel: `${BASE}/funnel`,
  /** GET -> text/csv attachment of the same counts, a row per day and embedding site. */
  funnelExport: `${BASE}/funnel/export.csv`,
} as const;

export const adminQuotePath = (id: string) => ADMIN_ROUTES.quote.replace(':id', encodeURIComponent(id));
export const adminQuoteResendPath = (id: string) => ADMIN_ROUTES.quoteResend.replace(':id', encodeURIComponent(id));
export const adminQuoteLeadResendPath = (id: string) => ADMIN_ROUTES.quoteLeadResend.replace(':id', encodeURIComponent(id));
export const adminGalleryWrapPath = (id: string) => ADMIN_ROUTES.galleryWrap.replace(':id', encodeURIComponent(id));
export const adminVisitorDataPath = (requestId: string) => ADMIN_ROUTES.visitorData.replace(':id', encodeURIComponent(requestId));
export const adminFilmPath = (id: string) => ADMIN_ROUTES.film.replace(':id', encodeURIComponent(id));

/** An update body names at least one field to change. */
const someField = <T extends object>() => z.refine<T>((body) => Object.values(body).some((value) => value !== undefined));

export const AdminFilmsResponse = z.object({ films: z.array(CatalogueFilm) });
export type AdminFilmsResponse = z.infer<typeof AdminFilmsResponse>;

/** A change to one film: in stock or not, its name, its display colour (#rrggbb). */
export const FilmUpdateBody = z
  .object({
    inStock: z.optional(z.boolean()),
    name: z.optional(lineText()),
    hex: z.optional(lineText()),
  })
  .check(someField());
export type FilmUpdateBody = z.infer<typeof FilmUpdateBody>;

/** Rows per page of the quotes inbox and the moderation list. */
export const ADMIN_PAGE_SIZE = 25;

export const CsrfTokenResponse = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

export const AdminUser = z.object({ id: z.string(), email: z.string() });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminMe = z.object({ user: AdminUser });
export type AdminMe = z.infer<typeof AdminMe>;

/** The shop's own progress on a lead. */
export const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export const QuoteStatus = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

/**
 * Where a quote's two e-mails stand (src/server/quotes/quoteService.ts): pending = the shop's
 * e-mail is not out yet (retried at emailNextAttemptAt); confirming = the shop has it, the
 * customer's confirmation is still to go; sent = both out; unconfirmed = the shop has it, the
 * confirmation was given up.
 */
export const EMAIL_STATUSES = ['pending', 'confirming', 'sent', 'unconfirmed'] as const;
export const EmailStatus = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof EmailStatus>;

/**
 * Where a quote's POST to the shop's lead webhook stands (src/server/leads/): pending = not yet
 * answered with a 2xx (retried at nextAttemptAt), delivered = the receiver took it.
 */
export const LEAD_WEBHOOK_STATUSES = ['pending', 'delivered'] as const;
export const LeadWebhookStatus = z.enum(LEAD_WEBHOOK_STATUSES);
export type LeadWebhookStatus = z.infer<typeof LeadWebhookStatus>;

export const LeadWebhookDelivery = z.object({
  status: LeadWebhookStatus,
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  /** When the next try is due (meaningful while pending). */
  nextAttemptAt: z.string(),
  /** When the receiver last answered 2xx, null until then. */
  deliveredAt: z.nullable(z.string()),
});
export type LeadWebhookDelivery = z.infer<typeof LeadWebhookDelivery>;

export const AdminQuote = z.object({
  id: z.string(),
  /** Null once the visitor's wrap is deleted: the quote is then an anonymised lead. */
  requestId: z.nullable(z.string()),
  /** When name, e-mail, phone and notes were blanked (ISO); null while the quote names its visitor. */
  anonymizedAt: z.nullable(z.string()),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  /** The shop's page the app was embedded in when the quote was asked; null on the app's own site. */
  hostPage: z.nullable(z.string()),
  carModel: z.string(),
  selectedWrapName: z.string(),
  /** The wrap request's look, null when the request is gone. */
  wrapColor: z.nullable(z.string()),
  finishType: z.nullable(z.string()),
  styleType: z.nullable(z.string()),
  /** The full wrapped picture (PNG), and a lighter one to show in the list (the gallery's thumbnail, else the display WebP). */
  imageUrl: z.nullable(z.string()),
  previewUrl: z.nullable(z.string()),
  status: QuoteStatus,
  notes: z.nullable(z.string()),
  emailStatus: EmailStatus,
  emailAttempts: z.number(),
  emailLastError: z.nullable(z.string()),
  /** When the next try is due (meaningful while pending or confirming). */
  emailNextAttemptAt: z.string(),
  /** When the shop's e-mail went out, null until then. */
  emailSentAt: z.nullable(z.string()),
  /** The POST to LEAD_WEBHOOK_URL; null when no webhook was set when the quote came in. */
  leadWebhook: z.nullable(LeadWebhookDelivery),
});
export type AdminQuote = z.infer<typeof AdminQuote>;

export const AdminQuotePage = z.object({
  items: z.array(AdminQuote),
  page: z.number(),
  hasMore: z.boolean(),
  total: z.number(),
});
export type AdminQuotePage = z.infer<typeof AdminQuotePage>;

/** At least one of the two; notes up to QUOTE_NOTES_MAX characters, empty clears them. */
export const QUOTE_NOTES_MAX = 5000;
export const QuoteUpdateBody = z
  .object({
    status: z.optional(QuoteStatus),
    notes: z.optional(linesText().check(z.maxLength(QUOTE_NOTES_MAX))),
  })
  .check(someField());
export type QuoteUpdateBody = z.infer<typeof QuoteUpdateBody>;

export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const AdminGalleryItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  wrapName: z.string(),
  wrapColor: z.string(),
  finishType: z.string(),
  styleType: z.string(),
  carMakeModel: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.nullable(z.string()),
  /** The visitor ticked "Show my wrap in the public gallery". */
  galleryConsent: z.boolean(),
  reviewStatus: ReviewStatus,
  /** Whether the public gallery shows it now (consent, review status and GALLERY_REVIEW together). */
  isPublic: z.boolean(),
  featured: z.boolean(),
  displayOrder: z.number(),
  /** The shop's pick for the home page's before/after (one wrap at most). */
  hero: z.boolean(),
});
export type AdminGalleryItem = z.infer<typeof AdminGalleryItem>;

/** all; pending = the review queue; hidden; approved; featured = the carousel, by display order. */
export const GALLERY_FILTERS = ['all', 'pending', 'approved', 'hidden', 'featured'] as const;
export const GalleryFilter = z.enum(GALLERY_FILTERS);
export type GalleryFilter = z.infer<typeof GalleryFilter>;

export const AdminGalleryPage = z.object({
  items: z.array(AdminGalleryItem),
  page: z.number(),
  hasMore: z.boolean(),
  total: z.number(),
  /** GALLERY_REVIEW: nothing is public before the shop approves it. */
  reviewRequired: z.boolean(),
});
export type AdminGalleryPage = z.infer<typeof AdminGalleryPage>;

/**
 * At least one field. reviewStatus 'hidden' hides, 'approved' shows (or approves from the
 * review queue); featured puts it in or takes it out of the carousel; displayOrder is its place
 * there (smaller first); hero makes it the home page's before/after (the one before gives way).
 */
export const DISPLAY_ORDER_MAX = 100_000;
export const GalleryUpdateBody = z
  .object({
    reviewStatus: z.optional(ReviewStatus),
    featured: z.optional(z.boolean()),
    hero: z.optional(z.boolean()),
    displayOrder: z.optional(z.int().check(z.gte(-DISPLAY_ORDER_MAX), z.lte(DISPLAY_ORDER_MAX))),
  })
  .check(someField());
export type GalleryUpdateBody = z.infer<typeof GalleryUpdateBody>;

export const ProviderUsage = z.object({
  /** 'openai', 'local', or 'unknown' for requests that never reached a provider. */
  provider: z.string(),
  generations: z.number(),
  failures: z.number(),
});
export type ProviderUsage = z.infer<typeof ProviderUsage>;

export const FailedStep = z.object({
  at: z.string(),
  service: z.string(),
  requestType: z.string(),
  message: z.nullable(z.string()),
});
export type FailedStep = z.infer<typeof FailedStep>;

/** What the retention rules deleted over the last 30 days, and when they last deleted anything. */
export const RetentionUsage = z.object({
  uploads: z.number(),
  wraps: z.number(),
  quotes: z.number(),
  files: z.number(),
  lastRunAt: z.nullable(z.string()),
});
export type RetentionUsage = z.infer<typeof RetentionUsage>;

/** Today = since midnight UTC, the day DAILY_AI_BUDGET counts. */
export const AdminUsage = z.object({
  since: z.string(),
  paidAiCalls: z.number(),
  dailyAiBudget: z.number(),
  /** Wrap requests made today, by the provider that made (or failed to make) them. */
  byProvider: z.array(ProviderUsage),
  /** Failed steps today in api_request_logs, and the latest of them. */
  failedSteps: z.number(),
  recentFailures: z.array(FailedStep),
  retention: RetentionUsage,
});
export type AdminUsage = z.infer<typeof AdminUsage>;

/** How many days the funnel view and its export cover, today included. */
export const FUNNEL_DAYS = 30;

/** One count per funnel event. */
export const FunnelCounts = z.object(
  Object.fromEntries(FUNNEL_EVENTS.map((event) => [event, z.number()])) as Record<(typeof FUNNEL_EVENTS)[number], z.ZodMiniNumber>,
);
export type FunnelCounts = z.infer<typeof FunnelCounts>;

/** Days are YYYY-MM-DD in UTC, oldest first, every day present (zeros included). */
export const AdminFunnel = z.object({
  days: z.array(z.object({ day: z.string(), counts: FunnelCounts })),
  totals: FunnelCounts,
  /** Quotes sent per preview made over the period (0 to 1, or more); null without previews. */
  previewToQuote: z.nullable(z.number()),
  /** Totals by embedding site's origin ('' is the shop's own site), most page views first. */
  sites: z.array(z.object({ site: z.string(), counts: FunnelCounts })),
});
export type AdminFunnel = z.infer<typeof AdminFunnel>;
