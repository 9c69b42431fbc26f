import { createBackOffice, type BackOffice } from './admin/backOffice';
import { pickProvider } from './ai/pickProvider';
import { createFilmCatalogue, type FilmCatalogue } from './catalog/filmCatalogue';
import { seedDefaultFilms } from './catalog/seedFilms';
import type { AppContext } from './context';
import { keepSilhouettesIn, warmUpEngine } from './engine/index';
import { createSilhouetteStore } from './engine/storedSilhouettes';
import { createGalleryService, type GalleryService } from './gallery/galleryService';
import { createWrapService, type WrapService } from './generation/wrapService';
import { startQuoteMail } from './quotes/quoteMail';
import type { QuoteService } from './quotes/quoteService';

/** Every service the routes call, built once per app; routes only parse, call and answer. */
export interface Services {
  wraps: WrapService;
  quotes: QuoteService;
  gallery: GalleryService;
  films: FilmCatalogue;
  backOffice: BackOffice;
  /** Work before the first visitor: the default films, interrupted wraps failed, the engine warmed up. */
  start(): Promise<void>;
  /** Stops the quote mail worker (then its mailer), then the wrap jobs. */
  stop(): Promise<void>;
}

/** The composition root: the app's services and workers, built from its context. */
export function buildServices(ctx: AppContext): Services {
  const { db, storage, config, log } = ctx;
  const gallery = createGalleryService({ db, listTtlMs: config.GALLERY_CACHE_MS, review: config.GALLERY_REVIEW });
  const films = createFilmCatalogue({ db, listTtlMs: config.GALLERY_CACHE_MS });
  const quoteMail = startQuoteMail(ctx);
  const wraps = createWrapService({ db, storage, config, log, pickProvider: () => pickProvider(ctx) });
  // The back office resends quotes, moderates the gallery and edits films: it wakes and refreshes those.
  const backOffice = createBackOffice(ctx, {
    wakeMailWorker: quoteMail.worker.wake,
    invalidatePublicGallery: gallery.invalidate,
    invalidateFilms: films.invalidate,
  });

  return {
    wraps,
    quotes: quoteMail.quotes,
    gallery,
    films,
    backOffice,
    async start() {
      const added = await seedDefaultFilms(db);
      if (added) log.info({ films: added }, 'film catalogue was empty: added the default films');
      await wraps.failInterrupted();
      keepSilhouettesIn(createSilhouetteStore(storage));
      // Loading the model takes a second or two: better before the first visitor than during their wrap.
      warmUpEngine()
        .then(({ segmenter, fallbackReason, loadMs }) => {
          if (fallbackReason) log.warn({ segmenter, reason: fallbackReason }, 'the car model could not load: the classical segmenter answers');
          else log.info({ segmenter, loadMs }, 'engine ready');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'engine warm-up failed'));
    },
    async stop() {
      try {
        await quoteMail.close();
      } finally {
        await wraps.close();
      }
    },
  };
}
