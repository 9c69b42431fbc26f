import type { FinishId } from '../../domain/catalog/finishes';
import type { StyleId } from '../../domain/catalog/styles';
import { customWrapName, type OrderChange, type OrderedLook, type SettledChange } from '../../domain/order/settleChange';
import type { carWrapRequests } from '../db/schema';

type RequestRow = typeof carWrapRequests.$inferSelect;

/** The look a request row holds, as a change starts from it. */
export function lookOfRow(row: RequestRow): OrderedLook {
  return {
    color: row.wrapColor,
    colorName: row.film ? row.film.name : row.selectedWrapName.replace(customWrapName(''), ''),
    finish: row.finishType as FinishId,
    style: row.styleType as StyleId,
  };
}

/** The row's order columns after a change, and the history entry the installer reads. */
export function settledColumns(row: RequestRow, words: string, settled: SettledChange) {
  const keepsFilm = row.film !== null && !settled.filmLeft;
  const entry: OrderChange = {
    at: new Date().toISOString(),
    words,
    applied: settled.applied,
    unapplied: settled.unapplied,
    before: lookOfRow(row),
  };
  return {
    columns: {
      wrapColor: settled.look.color,
      finishType: settled.look.finish,
      styleType: settled.look.style,
      selectedWrapId: keepsFilm ? row.selectedWrapId : 'custom',
      selectedWrapName: keepsFilm ? row.selectedWrapName : customWrapName(settled.look.colorName),
      film: keepsFilm ? row.film : null,
      unapplied: settled.unapplied,
    },
    entry,
  };
}
