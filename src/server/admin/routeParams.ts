import { z } from 'zod';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { InvalidInput, NotFound } from '../serviceErrors';

// Far beyond any shop's inbox, and keeps the OFFSET a plain integer on both databases.
const MAX_PAGE = 100_000;

/** The 0-based page of an admin list from its query string; a bad one is InvalidInput, never a crash. */
export function pageParam(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const page = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!(page <= MAX_PAGE)) throw new InvalidInput(ADMIN_ERRORS.badPage);
  return page;
}

const RowId = z.guid();

/** A row's id from the path; anything that is not a UUID is a row that does not exist (NotFound with `missing`). */
export function rowIdParam(id: string, missing: string): string {
  if (!RowId.safeParse(id).success) throw new NotFound(missing);
  return id;
}
