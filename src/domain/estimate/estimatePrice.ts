import type { Coverage, FilmTier, PriceEstimate, PriceTable, SizeClass } from './priceTable';

/** The shop's range for this car size, coverage and film tier, as the visitor and the installer see it. */
export function estimatePrice(table: PriceTable, sizeClass: SizeClass, coverage: Coverage, tier: FilmTier): PriceEstimate {
  const { from, to } = table.prices[sizeClass][coverage][tier];
  return { currency: table.currency, from, to, sizeClass, coverage, tier };
}
