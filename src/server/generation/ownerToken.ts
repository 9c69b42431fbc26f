import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { isId, OWNER_TOKEN_HEADER } from '../../domain/api';
import { ERRORS } from '../../domain/messages';
import type { Db } from '../db/client';
import { carWrapRequests } from '../db/schema';
import { NotSignedIn, type ServiceError } from '../serviceErrors';

/**
 * Capabilities, not ids: a wrap's id is public (its share link, the event stream) and only reads.
 * Writing on the visitor's behalf needs the owner token their browser got with the wrap: 256
 * random bits, of which the database keeps only the SHA-256, so a leaked table or backup changes
 * nobody's wrap. A plain hash is enough (no salt, no slow hash): the token is random, not a
 * password a person chose.
 */

// Far beyond the 43 characters we issue; anything longer is not ours and is not hashed.
const MAX_TOKEN_LENGTH = 256;

export const hashOwnerToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new owner token for a wrap: the token for the visitor's browser, its hash for the row. */
export function issueOwnerToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOwnerToken(token) };
}

/**
 * Whether `presented` is the token whose hash is `storedHash`, in constant time: both sides are
 * SHA-256 digests of the same length, so the comparison takes as long whatever matches. A wrap
 * without a hash (made before tokens existed) matches nothing.
 */
export function ownerTokenMatches(presented: unknown, storedHash: string | null): boolean {
  if (typeof presented !== 'string' || presented.length === 0 || presented.length > MAX_TOKEN_LENGTH) return false;
  const given = createHash('sha256').update(presented).digest();
  const expected = Buffer.from(storedHash ?? '', 'hex');
  return expected.length === given.length && timingSafeEqual(given, expected);
}

/**
 * A write route's check, before its body is read (preParsing: after the rate limit, so refused
 * requests count too, and before a touch-up's upload is parsed): an id that is not a wrap gets
 * the route's own not-found answer, as the public read would; a missing or wrong token, or a
 * wrap without one, gets 401 with one sentence that says nothing more about the wrap.
 */
export function ownerOnly(owners: WrapOwners, notFound: () => ServiceError): preParsingAsyncHookHandler {
  return async function ownerOnlyHook(request: FastifyRequest, _reply, payload) {
    const { id } = request.params as { id?: unknown };
    if (typeof id !== 'string' || !isId(id)) throw notFound();
    const stored = await owners.tokenHashOf(id);
    if (stored === undefined) throw notFound();
    if (!ownerTokenMatches(request.headers[OWNER_TOKEN_HEADER], stored)) throw new NotSignedIn(ERRORS.notWrapOwner);
    return payload;
  };
}

/** Where a wrap's owner-token hash is kept: undefined for no such wrap, null for one made before tokens. */
export interface WrapOwners {
  tokenHashOf(id: string): Promise<string | null | undefined>;
}

export function createWrapOwners(db: Db): WrapOwners {
  return {
    async tokenHashOf(id) {
      const [row] = await db
        .select({ ownerTokenHash: carWrapRequests.ownerTokenHash })
        .from(carWrapRequests)
        .where(eq(carWrapRequests.id, id))
        .limit(1);
      return row ? row.ownerTokenHash : undefined;
    },
  };
}
