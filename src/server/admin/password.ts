import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Shop passwords, hashed with scrypt (node:crypto): memory-hard, built in, with a random salt per
 * user. The stored text carries its parameters, so they can be raised later without breaking
 * existing accounts: `scrypt$N$r$p$salt$hash` (salt and hash base64url).
 */

const COST = 2 ** 15; // 32 MiB per hash at r=8: slow for a guesser, ~0.1 s for a sign-in
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r, which Node's 32 MiB default only just matches.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * options.N * options.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows: checked against for unknown e-mails, so they cost the same time. */
export const DECOY_HASH = `scrypt$${COST}$${BLOCK_SIZE}$${PARALLELISM}$${randomBytes(SALT_BYTES).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

/** The shortest password admin:create accepts. */
export const MIN_PASSWORD_LENGTH = 10;
