import * as z from 'zod/mini';
import { ID_PATTERN } from './api';
import { linesText } from './plainText';

/**
 * The parts of the HTTP contract only the server checks: path ids, page numbers, the change
 * request's words and the load balancer's probes. They live apart from api.ts because the
 * browser's first view evaluates every schema in that file, and these use zod features (regex,
 * pipe, default, literal) that would otherwise ship to every visitor unused.
 */

/** The `:id` of a path: a wrap request, gallery wrap, quote or film. */
export const IdParams = z.object({ id: z.string().check(z.regex(ID_PATTERN)) });
export type IdParams = z.infer<typeof IdParams>;

/** Far beyond any real list, and keeps the OFFSET a plain integer on both databases. */
export const PAGE_MAX = 100_000;

/** A 0-based page number as the query string carries it: plain digits, absent is the first page. */
export const PageNumber = z._default(
  z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.pipe(z.transform(Number), z.number().check(z.lte(PAGE_MAX)))),
  0,
);

/** GET /api/gallery?page=N */
export const GalleryPageQuery = z.object({ page: PageNumber });

/** The visitor's words (the change dialog's textarea), trimmed; blank is no change at all. */
export const ChangeRequestBody = z.object({ instructions: linesText().check(z.trim(), z.minLength(1)) });
export type ChangeRequestBody = z.infer<typeof ChangeRequestBody>;

/** GET /healthz, and GET /readyz when ready: for a load balancer, not the page. */
export const ProbeOk = z.object({ ok: z.literal(true) });
export type ProbeOk = z.infer<typeof ProbeOk>;

/** GET /readyz's 503: the parts that failed by name (database, storage, queue, shutdown), never an error's text. */
export const NotReady = z.object({ ok: z.literal(false), failed: z.array(z.string()) });
export type NotReady = z.infer<typeof NotReady>;
