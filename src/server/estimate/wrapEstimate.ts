import { estimatePrice } from '../../domain/estimate/estimatePrice';
import type { PriceEstimate, PriceTable, SizeClass } from '../../domain/estimate/priceTable';
import { guessSizeClass } from '../../domain/estimate/sizeClass';
import { coverageOfStyle, tierOfFinish } from '../../domain/estimate/wrapScope';
import type { carWrapRequests } from '../db/schema';

type RequestRow = Pick<typeof carWrapRequests.$inferSelect, 'sizeClass' | 'carAnalysis' | 'film' | 'finishType' | 'styleType'>;

/** The size the estimate uses: the visitor's correction or the analysis's guess, saved on the row. */
export function sizeClassOf(row: Pick<RequestRow, 'sizeClass' | 'carAnalysis'>): SizeClass {
  return row.sizeClass ?? guessSizeClass(row.carAnalysis);
}

/** What this wrap would cost at the shop: a catalogue film's own finish decides the tier, else the finish chosen. */
export function estimateFor(table: PriceTable, row: RequestRow): PriceEstimate {
  return estimatePrice(table, sizeClassOf(row), coverageOfStyle(row.styleType), tierOfFinish(row.film?.finish ?? row.finishType));
}
