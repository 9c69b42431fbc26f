import type { PriceEstimate } from './priceTable';

/** An amount in the shop's currency, whole units, in the reader's locale (Intl). */
export function formatPrice(amount: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

export function formatRange(estimate: PriceEstimate, locale?: string): { from: string; to: string } {
  return { from: formatPrice(estimate.from, estimate.currency, locale), to: formatPrice(estimate.to, estimate.currency, locale) };
}
