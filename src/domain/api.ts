// zod/mini: the same schemas at a fraction of the browser bundle (functions instead of methods).
import * as z from 'zod/mini';
import { FILM_FINISHES } from './catalog/filmFamilies';
import { FINISH_IDS } from './catalog/finishes';
import { STYLE_IDS } from './catalog/styles';
import { LANGUAGES } from './i18n/languages';
import { priceEstimateSchema, SIZE_CLASSES } from './estimate/priceTable';

/**
 * The HTTP contract between the browser and the server: one zod schema per body, so both
 * sides share the types and the server validates with the same rules the form uses.
 */

/** Every 4xx/5xx answer carries one user-facing sentence. */
export const ApiError = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiError>;

/** How every row id is written (a UUID): anything else names a row that does not exist. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be one of our ids (a UUID); anything else is answered as not found. */
export const isId = (value: string): boolean => ID_PATTERN.test(value);

export const ProviderName = z.enum(['local', 'openai']);
export type ProviderName = z.infer<typeof ProviderName>;

export const StatusResponse = z.object({
  /** True when a provider can take a generation: drives the "API Connected" badge. */
  ready: z.boolean(),
  provider: z.nullable(ProviderName),
  brand: z.object({ name: z.string(), site: z.string() }),
  /** Where this site's source code is offered (AGPL-3.0-or-later): the footer's "Source code" link. */
  sourceUrl: z.string(),
  /** The shop's LANGUAGES and DEFAULT_LANGUAGE: the header's language select offers these. */
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
});
export type StatusResponse = z.infer<typeof StatusResponse>;

const unit = () => z.number().check(z.gte(0), z.lte(1));
const extent = () => z.number().check(z.gt(0), z.lte(1));

/** Normalised (0..1) hint to the car's position in the photo, from a tap or a box. */
export const CarHint = z.object({
  point: z.optional(z.object({ x: unit(), y: unit() })),
  box: z.optional(z.object({ x: unit(), y: unit(), w: extent(), h: extent() })),
});
export type CarHint = z.infer<typeof CarHint>;

/** The photo step's id of a normalised photo: the sha256 of its JPEG bytes, lower-case hex. */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Text fields of the multipart wrap request. The photo travels either as the `image` file part
 * or, when the photo step's `POST /api/photos` already has it, as `photoId` (no bytes again).
 */
export const WrapRequestFields = z.object({
  /** The photo step's photoId (POST /api/photos), instead of the `image` file part. */
  photoId: z.optional(z.string()),
  /** The visitor's file name, kept with the request when the photo is named by photoId. */
  fileName: z.optional(z.string()),
  email: z.string(),
  color: z.string(),
  finish: z.enum(FINISH_IDS),
  style: z.enum(STYLE_IDS),
  hint: z.optional(CarHint),
  /** "Show my wrap in the public gallery", sent as "true" or "false"; absent (older clients) is no. */
  galleryConsent: z._default(z.boolean(), false),
  /** A catalogue film's id (GET /api/films): its colour and finish win over `color` and `finish`. */
  filmId: z.optional(z.string()),
});
export type WrapRequestFields = z.infer<typeof WrapRequestFields>;

/**
 * A generation's stage, as the API answers it and car_wrap_requests.status stores it. The code
 * spells "analyse", but 'analyzing' is a word of the contract: open pages and stored rows use it.
 */
export const JobStage = z.enum(['queued', 'analyzing', 'rendering', 'finishing', 'done', 'failed']);
export type JobStage = z.infer<typeof JobStage>;

export const WrapJob = z.object({
  requestId: z.string(),
  stage: JobStage,
  /** Public URL of the watermarked result, once stage is done. */
  imageUrl: z.nullable(z.string()),
  /**
   * The same result as a WebP at display size (1024 px), for showing; imageUrl stays the
   * download. Results stored before display images existed have none at this address.
   */
  displayUrl: z._default(z.nullable(z.string()), null),
  /** The visitor's normalised photo, for the before/after comparison. */
  originalUrl: z.nullable(z.string()),
  /** The sentence the "Processing failed" toast shows, once stage is failed. */
  error: z.nullable(z.string()),
  /** Words of the last change request that could not be applied, if any. */
  unapplied: z._default(z.array(z.string()), []),
  /** What the last change request changed, e.g. ["finish: Satin", "style: Racing Stripes"]. */
  changed: z._default(z.array(z.string()), []),
  /** The look the wrap holds now (after every change): what the estimate prices and the shop receives. */
  look: z._default(z.nullable(z.object({ color: z.string(), colorName: z.string(), finish: z.string(), style: z.string() })), null),
  /** Why the quick local engine made this result instead of the paid AI (the client's or the shop's pictures for the day were used up), once stage is done; else null. */
  notice: z._default(z.nullable(z.string()), null),
  /**
   * Who makes the picture, once a job has started (null before): not always the one
   * /api/status names, since past the day's budget the local engine answers. The processing
   * dialog paces its countdown for it.
   */
  provider: z._default(z.nullable(ProviderName), null),
  /** The wrap's name: "Custom: Red", or the film's ("3M Gloss Hot Rod Red (2080-G13)"). */
  wrapName: z._default(z.nullable(z.string()), null),
  /** The shop's price range for this wrap, once it is done (the size class comes from the car analysis or the visitor). */
  estimate: z._default(z.nullable(priceEstimateSchema), null),
});
export type WrapJob = z.infer<typeof WrapJob>;

/** POST /api/wraps/:id/size: the visitor corrects the vehicle size the estimate starts from. */
export const SizeClassBody = z.object({ sizeClass: z.enum(SIZE_CLASSES) });
export type SizeClassBody = z.infer<typeof SizeClassBody>;

/** The estimate for the corrected size, as the result and quote dialogs show it. */
export const EstimateResponse = z.object({ estimate: priceEstimateSchema });
export type EstimateResponse = z.infer<typeof EstimateResponse>;

/**
 * The header every write on a wrap (changes, touch-up, size, quote) carries its owner token in.
 * Not `Authorization`: a site behind HTTP Basic auth (a staging proxy) needs that header itself.
 */
export const OWNER_TOKEN_HEADER = 'x-wrap-owner';

/**
 * POST /api/wraps: the new request's id, public (share link, reads), and its owner token, which
 * only this answer ever carries: the browser keeps it and sends it with every write.
 */
export const CreateWrapResponse = z.object({ requestId: z.string(), ownerToken: z.string() });
export type CreateWrapResponse = z.infer<typeof CreateWrapResponse>;

/** POST /api/wraps/:id/changes and /area: the same request, being made again. */
export const WrapAccepted = z.object({ requestId: z.string() });
export type WrapAccepted = z.infer<typeof WrapAccepted>;

export const GalleryItem = z.object({
  id: z.string(),
  wrapName: z.string(),
  wrapColor: z.string(),
  finishType: z.string(),
  styleType: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.nullable(z.string()),
  carMakeModel: z.string(),
  createdAt: z.string(),
  /** The visitor's photo the wrap was made from (the "before"); featured list only, null when unknown. */
  originalUrl: z.optional(z.nullable(z.string())),
  /** Where the display-size WebP of the image would be (featured list only); may be missing for older rows. */
  displayUrl: z.optional(z.nullable(z.string())),
});
export type GalleryItem = z.infer<typeof GalleryItem>;

export const GalleryPage = z.object({ items: z.array(GalleryItem), page: z.number(), hasMore: z.boolean() });
export type GalleryPage = z.infer<typeof GalleryPage>;

/**
 * GET /api/gallery/featured: the carousel's wraps, in the shop's order, and the wrap the shop
 * picked for the home page's before/after (null: the page shows the project's own pair).
 */
export const FeaturedWraps = z.object({ items: z.array(GalleryItem), hero: z._default(z.nullable(GalleryItem), null) });
export type FeaturedWraps = z.infer<typeof FeaturedWraps>;

/** A film as the shop's catalogue lists it: the row's id names it in a wrap order (`filmId`). */
export const CatalogueFilm = z.object({
  id: z.string(),
  brand: z.string(),
  line: z.string(),
  code: z.string(),
  name: z.string(),
  finish: z.enum(FILM_FINISHES),
  hex: z.string(),
  inStock: z.boolean(),
});
export type CatalogueFilm = z.infer<typeof CatalogueFilm>;

/** GET /api/films: the shop's films in stock, in the catalogue's order. */
export const FilmsResponse = z.object({ films: z.array(CatalogueFilm) });
export type FilmsResponse = z.infer<typeof FilmsResponse>;

export const QuoteBody = z.object({
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  consent: z.boolean(),
  /** The shop's page the app was embedded in, when it was (a page address; the server keeps only its origin and path). */
  hostPage: z.optional(z.string().check(z.maxLength(2000))),
});
export type QuoteBody = z.infer<typeof QuoteBody>;

export const QuoteResponse = z.object({ saved: z.literal(true), emailSent: z.boolean() });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

const NormalizedPoint = z.object({ x: z.number(), y: z.number() });

const PixelBox = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
const SideHeights = z.object({ left: z.number(), right: z.number() });

/** The car's orientation (src/domain/paint/types.ts CarLayout), in the paint layer's pixels. */
export const CarLayout = z.object({
  view: z.enum(['side', 'end', 'three-quarter']),
  centreline: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), gap: z.optional(z.boolean()) })),
  belt: z.optional(SideHeights),
  sill: z.optional(SideHeights),
});

/**
 * What the browser's live recolour needs besides the photo: the painted body as a greyscale PNG
 * (0..255 of the engine's 0..1 mask, at the normalised photo's size, content-addressed so it is
 * cached for good) and where the car is, in that image's pixels.
 */
export const PaintLayer = z.object({
  maskUrl: z.string(),
  width: z.number(),
  height: z.number(),
  carBox: PixelBox,
  layout: z.optional(CarLayout),
});
export type PaintLayer = z.infer<typeof PaintLayer>;

/** POST /api/detect: where the engine found the car, normalised 0..1, for the photo preview's outline. */
/** POST /api/photos: the photo step's photo, normalised and stored at once under its id. */
export const StoredPhotoResponse = z.object({ photoId: z.string() });
export type StoredPhotoResponse = z.infer<typeof StoredPhotoResponse>;

export const DetectResponse = z.object({
  width: z.number(),
  height: z.number(),
  confidence: z.number(),
  box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
  outline: z.array(NormalizedPoint),
  /** True when the engine is not sure which car to wrap: the visitor is asked to tap it. */
  unsure: z.boolean(),
  /** True when the picture holds no car at all (text, a face, a landscape): it cannot be wrapped. */
  noCar: z.boolean(),
  /** The normalised photo's id (sha256 hex): the wrap request names it instead of sending the photo again. */
  photoId: z.string(),
  /** For the live preview; absent when noCar. */
  paintLayer: z.optional(PaintLayer),
});
export type DetectResponse = z.infer<typeof DetectResponse>;
