import type { AdminUsage } from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { MY_DATA_ERRORS } from '../../domain/privacy/privacyTexts';
import type { AppContext } from '../context';
import { createFunnel, type Funnel } from '../funnel/funnelCounts';
import { createVisitorData, type VisitorData } from '../privacy/visitorData';
import { createAudit, type Audit } from './audit';
import { createFilmEditing, type FilmEditing } from './filmEditing';
import { createGalleryModeration, type GalleryModeration } from './galleryModeration';
import { createQuoteInbox, type QuoteInbox } from './quoteInbox';
import { createSessionStore, type SessionStore } from './sessions';
import { createSignIn, type SignIn } from './signIn';
import { usageToday } from './usage';

/** What the back office needs from the rest of the app. */
export interface BackOfficeLinks {
  /** Sends a resent quote's e-mails now rather than at the mail worker's next round. */
  sendQuoteMailSoon: (quoteId: string) => void;
  /** Queues a quote's POST to the lead webhook; unset when none is configured. */
  sendLeadSoon?: (quoteId: string) => Promise<void>;
  /** Drops the public gallery's cached lists, so moderation shows to visitors at once. */
  invalidatePublicGallery: () => void;
  /** Drops the film catalogue's cached list, so a film changed here shows to visitors at once. */
  invalidateFilms: () => void;
}

export interface BackOffice {
  audit: Audit;
  sessions: SessionStore;
  signIn: SignIn;
  quotes: QuoteInbox;
  gallery: GalleryModeration;
  films: FilmEditing;
  /** One visitor's data by their wrap: the JSON export, and the deletion their private link offers. */
  visitors: VisitorData;
  /** Today's generations, failures and paid AI calls against DAILY_AI_BUDGET. */
  usageToday(): Promise<AdminUsage>;
  /** The shop's funnel: page views to quotes, by day and embedding site. */
  funnel: Pick<Funnel, 'lastDays' | 'daysBySite'>;
}

/** The back office's services, built from the app's context and settings. */
export function createBackOffice(ctx: AppContext, links: BackOfficeLinks): BackOffice {
  const { db, config } = ctx;
  const audit = createAudit(db);
  const sessions = createSessionStore({ db, idleHours: config.ADMIN_SESSION_IDLE_HOURS, maxDays: config.ADMIN_SESSION_DAYS });
  return {
    audit,
    sessions,
    signIn: createSignIn({
      db,
      sessions,
      audit,
      settings: { maxFailures: config.ADMIN_LOCKOUT_ATTEMPTS, lockoutMinutes: config.ADMIN_LOCKOUT_MINUTES },
    }),
    quotes: createQuoteInbox({ db, audit, sendQuoteMailSoon: links.sendQuoteMailSoon, sendLeadSoon: links.sendLeadSoon }),
    gallery: createGalleryModeration({
      db,
      storage: ctx.storage,
      audit,
      reviewRequired: config.GALLERY_REVIEW,
      invalidatePublicGallery: links.invalidatePublicGallery,
    }),
    usageToday: () => usageToday(db, config.DAILY_AI_BUDGET),
    funnel: createFunnel({ db, log: ctx.log }),
    films: createFilmEditing({ db, audit, invalidateFilms: links.invalidateFilms }),
    visitors: createVisitorData({
      db,
      storage: ctx.storage,
      log: ctx.log,
      invalidatePublicGallery: links.invalidatePublicGallery,
      notFound: ADMIN_ERRORS.wrapNotFound,
      gone: MY_DATA_ERRORS.gone,
    }),
  };
}
