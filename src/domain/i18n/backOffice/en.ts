import {
  ADMIN_ERRORS,
  EMAIL_STATUS_LABELS,
  FUNNEL_EVENT_LABELS,
  FUNNEL_TEXT,
  GALLERY_FILTER_LABELS,
  QUOTE_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
} from '../../admin/texts';
import { RETENTION_ADMIN_TEXT } from '../../privacy/privacyTexts';
import { LANGUAGE_LOCALES } from '../languages';
import type { Wording } from '../visitorTexts';
import { countingIn } from './counting';

const { count, number } = countingIn(LANGUAGE_LOCALES.en);

/**
 * Every text of the shop's back office screens, in English. The server's own sentences (a wrong
 * password, a lockout) come with its answers; the labels of the API's values (quote and e-mail
 * statuses, review states, gallery filters) are the contract's, in src/domain/admin/texts.ts.
 */
export const ADMIN_TEXT = {
  pageTitle: 'Back office',
  signIn: {
    title: 'Shop sign-in',
    intro: 'For the shop’s staff: quote requests, the gallery and AI usage.',
    emailLabel: 'E-mail',
    passwordLabel: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
  },
  signOut: 'Sign out',
  signedInAs: (email: string) => `Signed in as ${email}`,
  sessionEnded: 'Your session has ended. Please sign in again.',
  backToSite: 'View the site',
  tabsLabel: 'Back office sections',
  tabs: { quotes: 'Quotes', gallery: 'Gallery', funnel: FUNNEL_TEXT.tab, usage: 'Usage', films: 'Films' },
  loading: 'Loading…',
  loadMore: 'Load more',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  saveFailed: 'Could not save',
  quotes: {
    heading: 'Quote requests',
    intro: 'Newest first. Set a status and keep notes as you follow up each request.',
    count: (n: number) => `(${count(n, { one: 'request', other: 'requests' })})`,
    empty: 'No quote requests yet.',
    exportCsv: 'Export CSV',
    preview: (wrap: string) => `Preview of the ${wrap} wrap`,
    noPreview: 'No preview',
    fields: {
      received: 'Received',
      email: 'E-mail',
      phone: 'Phone',
      city: 'City',
      hostPage: 'Asked on',
      car: 'Car',
      wrap: 'Wrap',
    },
    statusLabel: 'Status',
    statusSaved: 'Status saved',
    notesLabel: 'Notes',
    notesPlaceholder: 'Calls, prices, appointments…',
    saveNotes: 'Save notes',
    notesSaved: 'Notes saved',
    delivery: 'E-mails',
    sentAt: (when: string) => `Shop e-mail sent ${when}`,
    nextTry: (when: string) => `next try ${when}`,
    attempts: (n: number) => count(n, { one: 'attempt', other: 'attempts' }),
    lastError: 'Last error',
    resend: 'Resend e-mails',
    resending: 'Sending…',
    resent: 'E-mails queued: they go out in a moment',
    leadWebhook: 'Lead webhook',
    leadDelivered: (when: string) => `Delivered ${when}`,
    leadPending: 'Not delivered yet',
    leadResend: 'Resend to webhook',
    leadResent: 'Queued: the webhook gets it in a moment',
  },
  gallery: {
    heading: 'Gallery',
    intro: 'Every wrap made on the site. Only wraps whose owner agreed can be public.',
    introReview: 'Every wrap made on the site. Nothing is public before you approve it, and only wraps whose owner agreed can be.',
    count: (n: number) => `(${count(n, { one: 'wrap', other: 'wraps' })})`,
    empty: 'No wraps here.',
    filterLabel: 'Show',
    pendingCount: (n: number) => `${count(n, { one: 'wrap waits', other: 'wraps wait' })} for your review.`,
    openQueue: 'Open the review queue',
    stateLabel: 'Where it shows',
    public: 'Public',
    notPublic: 'Not public',
    consentYes: 'Owner agreed',
    consentNo: 'No consent: never public',
    approve: 'Approve',
    approved: 'Approved',
    hide: 'Hide',
    hidden: 'Hidden from the gallery',
    show: 'Show',
    shown: 'Shown in the gallery',
    featured: 'Featured',
    hero: 'Home page before/after',
    orderLabel: 'Position',
    moveUp: 'Earlier in the carousel',
    moveDown: 'Later in the carousel',
    saved: 'Saved',
    delete: 'Delete',
    deleteTitle: 'Delete this wrap?',
    deleteBody: 'The wrap and its pictures are removed for good, from the gallery and from its own link. This cannot be undone.',
    deleteConfirm: 'Delete for good',
    cancel: 'Cancel',
    deleted: 'Wrap deleted',
  },
  usage: {
    heading: 'Usage',
    intro: (since: string) => `Since ${since}.`,
    paidToday: 'Paid AI pictures today',
    ofBudget: (used: number, budget: number) => `${number(used)} of ${number(budget)}`,
    budgetLeft: (left: number) => `${number(left)} left today.`,
    budgetReached: 'Daily budget reached: the local engine makes the pictures until tomorrow.',
    byProvider: 'Generations by provider',
    noGenerations: 'No generations today.',
    provider: 'Provider',
    providerName: (id: string) => ({ openai: 'OpenAI', local: 'Local engine', unknown: 'Not started' })[id] ?? id,
    generations: 'Generations',
    failed: 'Failed',
    failures: (n: number) => `Failed steps today: ${number(n)}`,
    noFailures: 'Nothing failed today.',
  },
  films: {
    heading: 'Film catalogue',
    intro:
      'The films visitors can choose. Take a film out of stock, or correct its name or display colour; to change the whole catalogue, import a file (npm run films:import).',
    count: (n: number) => `(${count(n, { one: 'film', other: 'films' })})`,
    empty: 'The catalogue is empty.',
    inStock: 'In stock',
    name: (code: string) => `Name of ${code}`,
    colour: (code: string) => `Display colour of ${code}`,
    stock: (code: string) => `${code} in stock`,
    save: 'Save',
    saved: 'Saved',
  },
} as const;

/**
 * The back office in English, gathered as one bundle: each other language is a module of exactly
 * this shape (BackOfficeTexts makes a missing or extra key a type error; backOffice.test.ts
 * checks them at run time too). It loads with the back office's chunk only, never the home page's.
 */
const ENGLISH = {
  ADMIN_TEXT,
  ADMIN_ERRORS,
  QUOTE_STATUS_LABELS,
  EMAIL_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
  GALLERY_FILTER_LABELS,
  FUNNEL_EVENT_LABELS,
  FUNNEL_TEXT,
  RETENTION_ADMIN_TEXT,
} as const;

export type BackOfficeTexts = Wording<typeof ENGLISH>;

export default ENGLISH satisfies BackOfficeTexts;
