import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/**
 * Who a request counts as for every per-client limit (rate limits, the daily AI pictures, open
 * event streams): an IPv4 address as it is, an IPv6 address by its first IPV6_CLIENT_PREFIX bits.
 * One subscriber is handed a whole /56 or /48, so counting single IPv6 addresses would give them
 * millions of fresh limits.
 */
export function clientGroupOf(ip: string, ipv6Prefix: number): string {
  const address = ip.replace(/%.*$/, '');
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d: it is that IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const network = ipv6Groups(address).map((group, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${network.map((group) => group.toString(16)).join(':')}/${ipv6Prefix}`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` filled in and an IPv4 tail turned into two groups. */
function ipv6Groups(address: string): number[] {
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(':'),
  );
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16));
}

/** The client a request counts as (see clientGroupOf). */
export const clientOf = (request: FastifyRequest, config: Pick<Config, 'IPV6_CLIENT_PREFIX'>) =>
  clientGroupOf(request.ip, config.IPV6_CLIENT_PREFIX);

/** A one-way hash of a client (clientGroupOf), kept with a wrap: enough to tell clients apart, not to identify them. */
export const hashedClient = (client: string) => createHash('sha256').update(client).digest('hex').slice(0, 16);

/** The hashed client a request counts as. */
export const clientKeyOf = (request: FastifyRequest, config: Pick<Config, 'IPV6_CLIENT_PREFIX'>) => hashedClient(clientOf(request, config));
