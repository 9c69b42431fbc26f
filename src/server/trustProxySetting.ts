import net from 'node:net';

/** What Fastify's `trustProxy` takes: off, every proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

// proxy-addr's names for whole ranges (Fastify passes the list to it unchanged).
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written: unset or `false` trusts no proxy (the client's address is the
 * connection's), `true` every hop, a whole number that many hops, else a comma-separated list of
 * proxy addresses or CIDR ranges. Null when the text is none of these.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy | null {
  if (text === undefined || /^false$/i.test(text)) return false;
  if (/^true$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text) <= 64 ? Number(text) : null;
  const entries = text.split(',').map((e) => e.trim().toLowerCase());
  return entries.every(isProxyAddress) ? entries : null;
}

/**
 * The setting as Fastify's `trustProxy`. A hop count becomes "trust the nearest N hops": Fastify
 * itself now reads a bare number as trusting nobody, since it cannot check the peer.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
