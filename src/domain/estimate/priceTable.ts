// zod/mini, like src/domain/api.ts.
import * as z from 'zod/mini';

/**
 * The shop's price table: a from-to price per vehicle size class, coverage and film tier, in the
 * shop's currency. Stored in `shop_settings` under PRICE_TABLE_KEY; a default ships with the app.
 */
export const SIZE_CLASSES = ['small', 'medium', 'large', 'extra-large'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export const COVERAGES = ['full', 'roof', 'bonnet', 'mirrors', 'stripes'] as const;
export type Coverage = (typeof COVERAGES)[number];

export const FILM_TIERS = ['standard', 'premium', 'specialty'] as const;
export type FilmTier = (typeof FILM_TIERS)[number];

export const PRICE_TABLE_KEY = 'price_table';

/** One estimate as the visitor sees it and the shop's e-mail states it. */
export const priceEstimateSchema = z.object({
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  from: z.number().check(z.nonnegative()),
  to: z.number().check(z.nonnegative()),
  sizeClass: z.enum(SIZE_CLASSES),
  coverage: z.enum(COVERAGES),
  tier: z.enum(FILM_TIERS),
});
export type PriceEstimate = z.infer<typeof priceEstimateSchema>;

/** What the shop charges for one size class, coverage and tier: a range, since every car differs. */
export const priceRangeSchema = z
  .strictObject({ from: z.number().check(z.nonnegative()), to: z.number().check(z.nonnegative()) })
  .check(z.refine((range) => range.to >= range.from, { message: '"to" must not be below "from"' }));
export type PriceRange = z.infer<typeof priceRangeSchema>;

/**
 * The whole table, as `npm run prices:import` reads it: every size class, coverage and tier must
 * be priced, so an estimate never falls through a gap.
 */
export const priceTableSchema = z.strictObject({
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, { message: 'must be an ISO 4217 code in capitals, like EUR or GBP' })),
  prices: z.record(z.enum(SIZE_CLASSES), z.record(z.enum(COVERAGES), z.record(z.enum(FILM_TIERS), priceRangeSchema))),
});
export type PriceTable = z.infer<typeof priceTableSchema>;
