import * as z from 'zod/mini';
import { lineText } from '../plainText';
import { PageNumber } from '../requestChecks';
import { GalleryFilter, QuoteStatus } from './api';

/**
 * The back office's requests as the server checks them (sign-in, list queries). Apart from api.ts
 * for the same reason as ../requestChecks.ts: the browser only needs their types, and their zod
 * features (regex, pipe, length checks) would otherwise ship in every visitor's first view.
 */

/** Both filled in (the e-mail may not be blank). */
export const LoginBody = z.object({
  email: lineText().check(z.refine((email) => email.trim() !== '')),
  password: lineText().check(z.minLength(1)),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Query of ADMIN_ROUTES.quotes; numbers travel as strings in the URL. */
export const QuoteListQuery = z.object({
  page: PageNumber,
  status: z.optional(QuoteStatus),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

export const GalleryListQuery = z.object({
  page: PageNumber,
  filter: z._default(GalleryFilter, 'all'),
});
export type GalleryListQuery = z.infer<typeof GalleryListQuery>;
