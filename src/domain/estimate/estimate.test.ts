import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE } from './defaultPriceTable';
import { estimatePrice } from './estimatePrice';
import { formatPrice } from './formatEstimate';
import { COVERAGES, FILM_TIERS, priceTableSchema, SIZE_CLASSES, type PriceTable } from './priceTable';
import { guessSizeClass } from './sizeClass';
import { coverageOfStyle, tierOfFinish } from './wrapScope';

/** A table where every cell is distinct, so a lookup in the wrong cell shows. */
const DISTINCT: PriceTable = {
  currency: 'GBP',
  prices: Object.fromEntries(
    SIZE_CLASSES.map((size, s) => [
      size,
      Object.fromEntries(
        COVERAGES.map((coverage, c) => [
          coverage,
          Object.fromEntries(FILM_TIERS.map((tier, t) => [tier, { from: s * 100 + c * 10 + t, to: s * 100 + c * 10 + t + 1000 }])),
        ]),
      ),
    ]),
  ) as PriceTable['prices'],
};

describe('price estimate', () => {
  it('reads the cell of the size class, coverage and tier, in the table currency', () => {
    SIZE_CLASSES.forEach((size, s) =>
      COVERAGES.forEach((coverage, c) =>
        FILM_TIERS.forEach((tier, t) => {
          expect(estimatePrice(DISTINCT, size, coverage, tier)).toEqual({
            currency: 'GBP',
            from: s * 100 + c * 10 + t,
            to: s * 100 + c * 10 + t + 1000,
            sizeClass: size,
            coverage,
            tier,
          });
        }),
      ),
    );
  });

  it('ships a complete, valid default with realistic euro prices', () => {
    expect(priceTableSchema.safeParse(DEFAULT_PRICE_TABLE).success).toBe(true);
    expect(DEFAULT_PRICE_TABLE.currency).toBe('EUR');
    const medium = estimatePrice(DEFAULT_PRICE_TABLE, 'medium', 'full', 'standard');
    expect(medium.from).toBeGreaterThanOrEqual(2500);
    expect(medium.to).toBeLessThanOrEqual(3500);
    const chrome = estimatePrice(DEFAULT_PRICE_TABLE, 'medium', 'full', 'specialty');
    expect(chrome.from).toBeGreaterThan(2 * medium.from);
    const mirrors = estimatePrice(DEFAULT_PRICE_TABLE, 'medium', 'mirrors', 'standard');
    expect(mirrors.from).toBeGreaterThanOrEqual(100);
    expect(mirrors.to).toBeLessThan(500);
    // A bigger car or a dearer film never costs less.
    for (const coverage of COVERAGES) {
      for (const tier of FILM_TIERS) {
        const bySize = SIZE_CLASSES.map((size) => estimatePrice(DEFAULT_PRICE_TABLE, size, coverage, tier).from);
        expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
      }
      for (const size of SIZE_CLASSES) {
        const byTier = FILM_TIERS.map((tier) => estimatePrice(DEFAULT_PRICE_TABLE, size, coverage, tier).to);
        expect(byTier).toEqual([...byTier].sort((a, b) => a - b));
      }
    }
  });

  it('prices a film or chosen finish by its tier', () => {
    expect(['matte', 'glossy', 'gloss', 'satin'].map(tierOfFinish)).toEqual(['standard', 'standard', 'standard', 'standard']);
    expect(['metallic', 'pearlescent', 'colour-flip'].map(tierOfFinish)).toEqual(['premium', 'premium', 'premium']);
    expect(tierOfFinish('chrome')).toBe('specialty');
  });

  it('prices a style by the part of the car it covers', () => {
    for (const style of ['solid-wrap', 'two-tone', 'gradient', 'custom-design', 'carbon-fibre-accents'])
      expect(coverageOfStyle(style)).toBe('full');
    expect(coverageOfStyle('racing-stripes')).toBe('stripes');
  });

  it('refuses a table with a gap, a reversed range, a negative price or a bad currency', () => {
    const broken = (edit: (t: PriceTable) => void) => {
      const copy = structuredClone(DEFAULT_PRICE_TABLE);
      edit(copy);
      return priceTableSchema.safeParse(copy).success;
    };
    expect(broken(() => undefined)).toBe(true);
    expect(broken((t) => delete (t.prices.large as Partial<PriceTable['prices']['large']>).roof)).toBe(false);
    expect(broken((t) => (t.prices.small.full.premium = { from: 3000, to: 2000 }))).toBe(false);
    expect(broken((t) => (t.prices.small.full.premium = { from: -1, to: 2000 }))).toBe(false);
    expect(broken((t) => (t.currency = 'euro'))).toBe(false);
  });

  it('formats amounts in the shop currency with Intl', () => {
    expect(formatPrice(2500, 'EUR', 'en-IE')).toBe('€2,500');
    expect(formatPrice(2500, 'GBP', 'en-GB')).toBe('£2,500');
  });
});

describe('vehicle size class from the car analysis', () => {
  it.each([
    ['A 2021 Ford F-150 pickup truck in white, three-quarter view.', 'extra-large'],
    ['2018 Volkswagen Transporter van, side view, in a car park.', 'extra-large'],
    ['A 2020 BMW X6 SUV coupe in black.', 'large'],
    ['Toyota Land Cruiser 4x4, dusty road.', 'large'],
    ['A red 2019 Volkswagen Golf hatchback parked on a street.', 'small'],
    ['2016 BMW 4 Series coupe in blue.', 'small'],
    ['A 2019 Toyota Camry sedan in silver.', 'medium'],
    ['No vehicle visible', 'medium'],
  ] as const)('%s -> %s', (analysis, size) => {
    expect(guessSizeClass(analysis)).toBe(size);
  });

  it('calls a car it cannot read medium', () => {
    expect(guessSizeClass(null)).toBe('medium');
    expect(guessSizeClass('')).toBe('medium');
  });
});
