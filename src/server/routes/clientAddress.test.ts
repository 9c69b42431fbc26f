import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { createTestApp, type TestApp } from '../testApp.testutil';

// No wrap is made here, so the light segmenter spares three apps loading the car model.
const LIMITS = { AI_PROVIDER: 'local', SEGMENTER: 'classic', GENERATION_RATE_LIMIT: '3', QUOTE_RATE_LIMIT: '2' };

/** The status of `times` requests from one connection address, each claiming another client in X-Forwarded-For. */
async function statuses(t: TestApp, url: string, times: number, remoteAddress: string, forwardedFor: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    // A request the route refuses (400, or 404 for a wrap that does not exist): the limit counts it before the route reads it, so no wrap is made.
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: {},
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    codes.push(response.statusCode);
    if (response.statusCode === 429) expect(response.json()).toEqual({ error: ERRORS.tooManyRequests });
  }
  return codes;
}

const rotating = (i: number) => `203.0.113.${i + 1}`;
const quoteUrl = () => `/api/wraps/${randomUUID()}/quote`;

/** A made-up X-Forwarded-For no longer dodges the per-client limits; a named proxy's is believed. */
describe('the client address behind TRUST_PROXY', () => {
  const apps: TestApp[] = [];
  const app = async (env: Record<string, string>) => {
    const t = await createTestApp({ env: { ...LIMITS, ...env } });
    apps.push(t);
    return t;
  };
  let direct: TestApp;
  let oneHop: TestApp;
  let namedProxy: TestApp;
  beforeAll(async () => {
    direct = await app({});
    oneHop = await app({ TRUST_PROXY: '1' });
    namedProxy = await app({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' });
  }, 120_000);
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  it('by default ignores X-Forwarded-For: 15 wraps and quotes with rotating addresses still meet the limits', async () => {
    const wraps = await statuses(direct, '/api/wraps', 15, '198.51.100.5', rotating);
    expect(wraps.filter((s) => s !== 429)).toHaveLength(3);
    expect(wraps.slice(3).every((s) => s === 429)).toBe(true);
    const changes = await statuses(direct, `/api/wraps/${randomUUID()}/changes`, 5, '198.51.100.5', rotating);
    expect(changes.slice(3)).toEqual([429, 429]);

    const quotes: number[] = [];
    for (let i = 0; i < 6; i++) quotes.push(...(await statuses(direct, quoteUrl(), 1, '198.51.100.5', () => rotating(i))));
    expect(quotes.filter((s) => s !== 429)).toHaveLength(2);
  });

  it('with a hop count, takes the client from X-Forwarded-For: each visitor behind the proxy has a limit of their own', async () => {
    const wraps = await statuses(oneHop, '/api/wraps', 8, '10.0.0.2', rotating);
    expect(wraps).not.toContain(429);
    const sameVisitor = await statuses(oneHop, '/api/wraps', 5, '10.0.0.2', () => '198.51.100.77');
    expect(sameVisitor.slice(3)).toEqual([429, 429]);
    // A visitor who puts an address of their own in front of the proxy's still is the proxy's nearest hop.
    const prepended = await statuses(oneHop, '/api/wraps', 5, '10.0.0.2', (i) => `192.0.2.${i + 1}, 198.51.100.88`);
    expect(prepended.slice(3)).toEqual([429, 429]);
  });

  it('with a list of proxies, believes X-Forwarded-For only from them', async () => {
    const viaProxy = await statuses(namedProxy, '/api/wraps', 8, '10.20.30.40', rotating);
    expect(viaProxy).not.toContain(429);
    const viaOther = await statuses(namedProxy, '/api/wraps', 6, '198.51.100.9', rotating);
    expect(viaOther.slice(3)).toEqual([429, 429, 429]);
    const quotes: number[] = [];
    for (let i = 0; i < 4; i++) quotes.push(...(await statuses(namedProxy, quoteUrl(), 1, '192.0.2.7', () => rotating(i))));
    expect(quotes).not.toContain(429);
  });
});
