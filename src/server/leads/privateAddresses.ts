import { BlockList, isIP } from 'node:net';

/**
 * Addresses a lead webhook must not reach unless the shop allows it: this machine, private
 * networks, link-local (cloud metadata services live there), and the ranges no public site uses.
 */
const PRIVATE = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
];
const IPV6: [string, number][] = [
  ['::', 127],
  // NAT64 and 6to4 carry an IPv4 address that may be a private one.
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];
for (const [network, prefix] of IPV4) PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6) PRIVATE.addSubnet(network, prefix, 'ipv6');

/** True for an IP address a webhook may not reach without LEAD_WEBHOOK_ALLOW_PRIVATE (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
