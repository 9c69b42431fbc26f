import {
  COVERAGES,
  FILM_TIERS,
  SIZE_CLASSES,
  type Coverage,
  type FilmTier,
  type PriceRange,
  type PriceTable,
  type SizeClass,
} from './priceTable';

/**
 * The estimate a shop gets before it imports its own prices: euros, installed, VAT included, in
 * line with what European wrap shops advertised in 2025-2026 (a full wrap of a mid-size car in
 * a standard cast film 2,500-3,500, chrome well over twice that, mirror caps a couple of hundred).
 */
const STANDARD: Record<Coverage, PriceRange> = {
  full: { from: 2500, to: 3500 },
  roof: { from: 300, to: 450 },
  bonnet: { from: 300, to: 450 },
  mirrors: { from: 120, to: 200 },
  stripes: { from: 450, to: 750 },
};

/** A small hatchback takes about 15 m of film, a van about 30 m: labour grows with it. */
const SIZE_FACTOR: Record<SizeClass, number> = { small: 0.85, medium: 1, large: 1.25, 'extra-large': 1.55 };

/** Metallic and colour-flip films cost about a third more; chrome is harder to lay as well as dearer. */
const TIER_FACTOR: Record<FilmTier, number> = { standard: 1, premium: 1.3, specialty: 2.4 };

const roundTo50 = (value: number) => Math.round(value / 50) * 50;
// Mirrors are a fixed job whatever the car; only the film changes their price.
const sizeFactor = (size: SizeClass, coverage: Coverage) => (coverage === 'mirrors' ? 1 : SIZE_FACTOR[size]);
const round = (value: number, coverage: Coverage) => (coverage === 'mirrors' ? Math.round(value / 10) * 10 : roundTo50(value));

function priced(size: SizeClass, coverage: Coverage, tier: FilmTier): PriceRange {
  const factor = sizeFactor(size, coverage) * TIER_FACTOR[tier];
  const base = STANDARD[coverage];
  return { from: round(base.from * factor, coverage), to: round(base.to * factor, coverage) };
}

const table = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

export const DEFAULT_PRICE_TABLE: PriceTable = {
  currency: 'EUR',
  prices: table(SIZE_CLASSES, (size) => table(COVERAGES, (coverage) => table(FILM_TIERS, (tier) => priced(size, coverage, tier)))),
};
