import { createBackOffice, type BackOffice } from './admin/backOffice';
import { providerForNextJob } from './ai/providerForNextJob';
import { providerStatus, type ProviderStatus } from './ai/providerStatus';
import { createFilmCatalogue, type FilmCatalogue } from './catalog/filmCatalogue';
import { seedDefaultFilms } from './catalog/seedFilms';
import type { AppContext } from './context';
import { keepSilhouettesIn, warmUpEngine } from './engine/index';
import { createSilhouetteStore } from './engine/storedSilhouettes';
import { createGalleryService, type GalleryService } from './gallery/galleryService';
import { createCarDetection, type CarDetection } from './image/carDetection';
import { createShareService, type ShareService } from './share/shareService';
import { createPublicPictures } from './privacy/publicPictures';
import { createLocalWrapChanges, createSharedWrapChanges } from './generation/wrapChanges';
import { createWrapService, type WrapService } from './generation/wrapService';
import type { JobQueue } from './jobs/jobQueue';
import { jobsFromConfig } from './jobs/jobsFromConfig';
import { startQuoteMail } from './quotes/quoteMail';
import { startLeadWebhook } from './leads/leadWebhook';
import type { QuoteService } from './quotes/quoteService';
import { createWrapOwners, type WrapOwners } from './generation/ownerToken';
import { createStreamSeats, type StreamSeats } from './streamSeats';
import { recordUpload } from './image/uploadedPhotos';
import type { PrivacyFacts } from '../domain/privacy/api';
import { MY_DATA_ERRORS } from '../domain/privacy/privacyTexts';
import { createDataLinks, type DataLinks } from './privacy/dataLinks';
import { privacyFacts } from './privacy/privacyFacts';
import { createVisitorData, type VisitorData } from './privacy/visitorData';
import { workRetention } from './retention/retentionJob';
import { createFunnel, type Funnel } from './funnel/funnelCounts';

/** Every service the routes call, built once per app; routes only parse, call and answer. */
export interface Services {
  wraps: WrapService;
  quotes: QuoteService;
  gallery: GalleryService;
  films: FilmCatalogue;
  backOffice: BackOffice;
  /** Which AI provider takes the next generation, if any: the status badge, and the wrap form's refusal when none. */
  providerStatus(): Promise<ProviderStatus>;
  detection: CarDetection;
  share: ShareService;
  /** Whose token may write on a wrap (changes, touch-ups, size, quote). */
  owners: WrapOwners;
  /** Each client's open progress streams in this process (EVENT_STREAMS_PER_CLIENT). */
  streamSeats: StreamSeats;
  /** The privacy page's facts, and the visitor's own data behind their signed link. */
  privacy: { facts(): Promise<PrivacyFacts>; links: DataLinks; visitors: VisitorData };
  /** The job queue, for the readiness probe. */
  jobs: JobQueue;
  /** The shop's funnel counters (page views to quotes). */
  funnel: Funnel;
  /**
   * Work before the first visitor: the default films, interrupted wraps failed, the queue opened;
   * unless ROLE=web, the engine warmed up and this process working wrap, e-mail, lead webhook and retention jobs.
   */
  start(): Promise<void>;
  /** Stops taking jobs and drains them, then the mail rounds and the mailer, then the rest. */
  stop(): Promise<void>;
}

/** The composition root: the app's services and workers, built from its context. */
export function buildServices(ctx: AppContext): Services {
  const { db, storage, config, log } = ctx;
  const jobs = jobsFromConfig(config, log);
  let stopped = false;
  // Several processes share one PostgreSQL database: a visitor's event stream may be held by another process than the job.
  const changes = config.DATABASE_URL
    ? createSharedWrapChanges({ db, connectionString: config.DATABASE_URL, log })
    : createLocalWrapChanges();
  const pictures = createPublicPictures({ db, storage, settings: { cover: config.PUBLIC_PLATES, plateText: config.BRAND_PLATE } });
  const gallery = createGalleryService({ db, listTtlMs: config.GALLERY_CACHE_MS, review: config.GALLERY_REVIEW, pictures });
  const films = createFilmCatalogue({ db, listTtlMs: config.GALLERY_CACHE_MS });
  const dataLinks = createDataLinks(db, config.PRIVACY_LINK_SECRET);
  const leads = startLeadWebhook(ctx, jobs);
  const quoteMail = startQuoteMail(ctx, jobs, dataLinks, leads?.announce);
  const funnel = createFunnel({ db, log });
  const wraps = createWrapService({
    db,
    storage,
    config,
    log,
    providerForNextJob: (clientKey) => providerForNextJob(ctx, clientKey),
    jobs,
    changes,
    publicPictures: pictures,
    funnel,
  });
  // The back office resends quotes, moderates the gallery and edits films: it sends and refreshes those.
  const backOffice = createBackOffice(ctx, {
    sendQuoteMailSoon: quoteMail.sendSoon,
    sendLeadSoon: leads?.announce,
    invalidatePublicGallery: gallery.invalidate,
    invalidateFilms: films.invalidate,
  });

  return {
    wraps,
    quotes: quoteMail.quotes,
    gallery,
    films,
    backOffice,
    providerStatus: () => providerStatus(config, db),
    detection: createCarDetection(storage, (photoId) => recordUpload(db, photoId)),
    privacy: {
      facts: () => privacyFacts(config, db),
      links: dataLinks,
      visitors: createVisitorData({
        db,
        storage,
        log,
        invalidatePublicGallery: gallery.invalidate,
        notFound: MY_DATA_ERRORS.badLink,
        gone: MY_DATA_ERRORS.gone,
      }),
    },
    owners: createWrapOwners(db),
    streamSeats: createStreamSeats(config.EVENT_STREAMS_PER_CLIENT),
    share: createShareService({ db, pictures, settings: { brandName: config.BRAND_NAME, galleryReview: config.GALLERY_REVIEW } }),
    jobs,
    funnel,
    async start() {
      const added = await seedDefaultFilms(db);
      if (added) log.info({ films: added }, 'film catalogue was empty: added the default films');
      await wraps.failInterrupted();
      await jobs.start();
      keepSilhouettesIn(createSilhouetteStore(storage));
      // A web process queues work for the workers: it holds no model and sends no mail.
      if (config.ROLE === 'web') return;
      await quoteMail.workMail();
      await leads?.work();
      await workRetention(ctx, jobs);
      // Loading the model takes a second or two (far more on a busy host): better before the first
      // visitor than during their wrap. Wrap jobs are taken only then, so none spends its expiry
      // waiting for the model while another process could have done it.
      void (config.ENGINE_WARM_UP ? warmUpEngine() : Promise.resolve(null))
        .then((warm) => {
          if (!warm) return;
          const { segmenter, fallbackReason, loadMs } = warm;
          if (fallbackReason)
            log.warn({ segmenter, reason: fallbackReason }, 'the car model could not load: the classical segmenter answers');
          else log.info({ segmenter, loadMs }, 'engine ready');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'engine warm-up failed'))
        .then(() => (stopped ? undefined : wraps.workJobs()))
        .catch((error: unknown) => log.error({ err: error }, 'could not start working wrap jobs'));
    },
    async stop() {
      stopped = true;
      try {
        await jobs.stop();
        await quoteMail.close();
        await leads?.close();
      } finally {
        await wraps.close();
        await changes.close();
      }
    },
  };
}
