import { z } from 'zod';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { badRequest, notFound } from '../httpError';

// Far beyond any shop's inbox, and keeps the OFFSET a plain integer on both databases.
const MAX_PAGE = 100_000;

/** The 0-based page of an admin list from its query string; a bad one is a 400, never a 500. */
export function pageParam(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const page = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!(page <= MAX_PAGE)) throw badRequest(ADMIN_ERRORS.badPage);
  return page;
}

const RowId = z.guid();

/** A row's id from the path; anything that is not a UUID is a row that does not exist (404 with `missing`). */
export function rowIdParam(id: string, missing: string): string {
  if (!RowId.safeParse(id).success) throw notFound(missing);
  return id;
}
