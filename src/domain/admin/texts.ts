import type { FunnelEvent } from '../funnel/funnelEvents';
import type { EmailStatus, GalleryFilter, QuoteStatus, ReviewStatus } from './api';

/** Every sentence the back office's server answers with, in one place. */
export const ADMIN_ERRORS = {
  /** The same for an unknown e-mail and a wrong password, so nobody can probe for accounts. */
  badCredentials: 'That e-mail and password do not match a shop account.',
  missingCredentials: 'Please enter your e-mail and password.',
  lockedOut: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notSignedIn: 'Please sign in to the back office.',
  csrf: 'This page is out of date or the request did not come from the back office. Reload the page and try again.',
  quoteNotFound: 'This quote does not exist (any more).',
  noLeadWebhook: 'No lead webhook is set (LEAD_WEBHOOK_URL): there is nowhere to send this quote.',
  leadAnonymized: "This quote's visitor data was deleted: there is no lead left to send.",
  wrapNotFound: 'This wrap is not in the gallery (any more).',
  badPage: 'The page must be a whole number, 0 or more.',
  badQuoteFilter: 'Filter quotes by new, contacted, quoted, won or lost.',
  badGalleryFilter: 'Filter the gallery by all, pending, approved, hidden or featured.',
  badQuoteUpdate: 'Send a status (new, contacted, quoted, won or lost) or notes of at most 5000 characters.',
  badGalleryUpdate:
    'Send a review status (pending, approved or hidden), featured (true or false), hero (true or false) or a whole-number display order.',
  filmNotFound: 'This film is not in the catalogue (any more).',
  badFilmUpdate: 'Send in stock (true or false), a name of 1 to 80 characters or a colour like #1d4ed8.',
} as const;

/** Labels the back office shows for the values the API returns. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Not sent yet',
  confirming: 'Sent to the shop; confirmation to the customer pending',
  sent: 'Sent',
  unconfirmed: 'Sent to the shop; confirmation to the customer failed',
};

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Awaiting review',
  approved: 'Shown',
  hidden: 'Hidden',
};

export const GALLERY_FILTER_LABELS: Record<GalleryFilter, string> = {
  all: 'All wraps',
  pending: 'Review queue',
  approved: 'Shown',
  hidden: 'Hidden',
  featured: 'Featured carousel',
};

/** The funnel's events as the back office's chart, table and CSV name them. */
export const FUNNEL_EVENT_LABELS: Record<FunnelEvent, string> = {
  'page-view': 'Page views',
  'photo-chosen': 'Photos chosen',
  'look-tried': 'Looks tried',
  'preview-made': 'Previews made',
  'quote-sent': 'Quotes sent',
};

/** The shop's funnel in the back office and its CSV export. */
export const FUNNEL_TEXT = {
  tab: 'Funnel',
  heading: 'Funnel',
  intro: (days: number) =>
    `The last ${days} days, counted per day without cookies or personal data: how many visitors try a photo, see a preview and ask for a quote.`,
  exportCsv: 'Export CSV',
  chartTitle: (days: number) => `Daily counts, last ${days} days`,
  totals: 'Totals',
  conversion: 'From preview to quote',
  conversionValue: (ratio: number | null) => (ratio === null ? 'No previews yet' : `${Math.round(ratio * 1000) / 10}%`),
  conversionDetail: (quotes: number, previews: number) =>
    `${quotes} ${quotes === 1 ? 'quote' : 'quotes'} from ${previews} ${previews === 1 ? 'preview' : 'previews'}`,
  bySite: 'By site',
  site: 'Site',
  ownSite: 'Your own site',
  day: 'Day',
  noCounts: 'Nothing counted yet.',
  /** The beacon's refusal: only a page that was changed by hand ever reads it. */
  badCount: 'Send one of page-view, photo-chosen or look-tried as the event, and optionally the embedding page as the site.',
} as const;
