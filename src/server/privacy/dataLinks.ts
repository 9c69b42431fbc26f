import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isId } from '../../domain/api';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';

/**
 * The visitor's private link to their data: `<wrap id>.<HMAC-SHA256 of the id>`, signed with a
 * server secret, so the link cannot be guessed from the wrap's public id (its share link) and
 * needs no table. The secret is PRIVACY_LINK_SECRET, or one made at first start and kept in
 * shop_settings so every process signs alike; it never leaves the server.
 */
export interface DataLinks {
  tokenFor(requestId: string): Promise<string>;
  /** The wrap id a token was signed for, or null for anything we did not sign. */
  requestIdOf(token: string): Promise<string | null>;
}

const SECRET_KEY = 'privacy-link-secret';
const PURPOSE = 'my-data:';

async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(shopSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SECRET_KEY));
  return String(row!.value);
}

export function createDataLinks(db: Db, configuredSecret: string | undefined): DataLinks {
  let secret: Promise<string> | undefined;
  const secretOnce = () =>
    (secret ??= configuredSecret ? Promise.resolve(configuredSecret) : storedSecret(db)).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
  const sign = async (requestId: string) =>
    createHmac('sha256', await secretOnce())
      .update(PURPOSE + requestId.toLowerCase())
      .digest();

  return {
    async tokenFor(requestId) {
      return `${requestId.toLowerCase()}.${(await sign(requestId)).toString('base64url')}`;
    },
    async requestIdOf(token) {
      const [id, mac, extra] = token.split('.');
      if (!id || !mac || extra !== undefined || !isId(id)) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = await sign(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id.toLowerCase() : null;
    },
  };
}
