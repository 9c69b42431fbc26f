import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGroupOf } from './clientIdentity';
import { createTestApp, type TestApp } from './testApp.testutil';

describe('the client an address counts as', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped on a dual-stack socket', () => {
    expect(clientGroupOf('203.0.113.7', 56)).toBe('203.0.113.7');
    expect(clientGroupOf('::ffff:203.0.113.7', 56)).toBe('203.0.113.7');
  });

  it('is the /56 an IPv6 address lies in, however the address is written', () => {
    const network = '2001:db8:1:100:0:0:0:0/56';
    for (const address of [
      '2001:db8:1:100::1',
      '2001:0db8:0001:01ff:ffff:ffff:ffff:ffff',
      '2001:db8:1:1ab:1:2:3.4.5.6',
      '2001:db8:1:1c0::9%eth0',
    ])
      expect(clientGroupOf(address, 56), address).toBe(network);
    expect(clientGroupOf('2001:db8:1:200::1', 56)).not.toBe(network);
    expect(clientGroupOf('::1', 56)).toBe('0:0:0:0:0:0:0:0/56');
    expect(clientGroupOf('2001:db8::', 48)).toBe('2001:db8:0:0:0:0:0:0/48');
  });

  it('follows IPV6_CLIENT_PREFIX: per /64, or per address at 128', () => {
    expect(clientGroupOf('2001:db8:1:1ff:aaaa::1', 64)).toBe('2001:db8:1:1ff:0:0:0:0/64');
    expect(clientGroupOf('2001:db8:1:1ff:aaaa::1', 128)).toBe('2001:db8:1:1ff:aaaa:0:0:1/128');
    expect(clientGroupOf('2001:db8:1:1ff:aaaa::1', 60)).toBe('2001:db8:1:1f0:0:0:0:0/60');
  });
});

/** A /48 holder had 65,536 rate-limit buckets; now one per IPV6_CLIENT_PREFIX network. */
describe('per-client limits for IPv6 clients', () => {
  const apps: TestApp[] = [];
  let per56: TestApp;
  let per64: TestApp;
  // No wrap is made (the quote of a wrap that does not exist answers 404), so the light segmenter.
  const env = { AI_PROVIDER: 'local', SEGMENTER: 'classic', QUOTE_RATE_LIMIT: '3' };
  beforeAll(async () => {
    per56 = await createTestApp({ env });
    per64 = await createTestApp({ env: { ...env, IPV6_CLIENT_PREFIX: '64' } });
    apps.push(per56, per64);
  }, 120_000);
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  /** The status of one quote request from `address` (404 under the limit, 429 past it). */
  const quoteFrom = async (t: TestApp, address: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/wraps/${randomUUID()}/quote`, payload: {}, remoteAddress: address })).statusCode;

  it('counts every address of one /56 as one client, and another /56 as another', async () => {
    const sameNetwork = ['2001:db8:a:100::1', '2001:db8:a:1ff::2', '2001:db8:a:142:9::3', '2001:db8:a:100::4'];
    const statuses = [];
    for (const address of sameNetwork) statuses.push(await quoteFrom(per56, address));
    expect(statuses).toEqual([404, 404, 404, 429]);
    // The next /56 of the same /48 has limits of its own.
    expect(await quoteFrom(per56, '2001:db8:a:200::1')).toBe(404);
  });

  it('with IPV6_CLIENT_PREFIX=64, two /64 of one /56 are two clients', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await quoteFrom(per64, `2001:db8:b:101::${i + 1}`));
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(await quoteFrom(per64, '2001:db8:b:102::1')).toBe(404);
  });
});
