import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTES, AdminFunnel, FUNNEL_DAYS, type FunnelCounts } from '../../domain/admin/api';
import { FUNNEL_EVENT_LABELS, FUNNEL_TEXT } from '../../domain/admin/texts';
import { EMBEDDING_SITE_HEADER, FUNNEL_BEACON_ROUTE, FUNNEL_EVENTS } from '../../domain/funnel/funnelEvents';
import { adminClient } from '../admin/adminClient.testutil';
import { saveAdminUser } from '../admin/adminUsers';
import { DATABASE_KINDS } from '../db/testDatabases.testutil';
import { carPhoto, followJob, multipart, orderFields, ownerHeaderOf } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

const SHOP_USER = 'owner@shop.example';
const PASSWORD = 'Quokka-Saffron-90210!';
// The embedding page's path and query may name a visitor: only its origin may be kept.
const EMBEDDING_PAGE = 'https://cars.wordpress.example/wraps/?utm_source=news&visitor=ana';
const EMBEDDING_SITE = 'https://cars.wordpress.example';
const OWN = '203.0.113.5';
const VISITOR_ELSEWHERE = '203.0.113.7';

const counts = (values: Partial<FunnelCounts>) => ({ ...Object.fromEntries(FUNNEL_EVENTS.map((e) => [e, 0])), ...values });
const today = () => new Date().toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('the shop’s funnel on %s', { timeout: 240_000 }, (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      db: kind,
      env: { AI_PROVIDER: 'local', TRUST_PROXY: 'true', FUNNEL_RATE_LIMIT: '12', GALLERY_CACHE_MS: '0' },
    });
    await saveAdminUser(t.ctx.db, SHOP_USER, PASSWORD);
  });
  afterAll(async () => t?.close());

  /** What navigator.sendBeacon sends: the JSON as text/plain, from the visitor's address. */
  const beacon = (body: unknown, ip = OWN) =>
    t.app.inject({
      method: 'POST',
      url: FUNNEL_BEACON_ROUTE,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
    });

  /** A wrap the local engine makes to its end, then the visitor's quote on it; through the embedding page when `site` is given. */
  async function previewThenQuote(ip: string, site?: string) {
    const siteHeader: Record<string, string> = site ? { [EMBEDDING_SITE_HEADER]: site } : {};
    const form = await multipart(orderFields, { data: carPhoto(), name: 'car.jpg' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/wraps',
      payload: form.payload,
      headers: { ...form.headers, ...siteHeader, 'x-forwarded-for': ip },
    });
    expect(created.statusCode, created.body).toBe(202);
    const { requestId } = created.json() as { requestId: string };
    expect((await followJob(t.app, requestId)).events.at(-1)?.stage).toBe('done');
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${requestId}/quote`,
      payload: { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true, ...(site ? { hostPage: site } : {}) },
      headers: { ...ownerHeaderOf(created), ...siteHeader, 'x-forwarded-for': ip },
    });
    expect(quote.statusCode, quote.body).toBe(200);
  }

  async function shopFunnel() {
    const shop = adminClient(t.app, '198.51.100.80');
    expect((await shop.signIn(SHOP_USER, PASSWORD)).statusCode).toBe(200);
    return {
      read: async () => {
        const response = await shop.request({ method: 'GET', url: ADMIN_ROUTES.funnel });
        expect(response.statusCode).toBe(200);
        return AdminFunnel.parse(response.json());
      },
      csv: () => shop.request({ method: 'GET', url: ADMIN_ROUTES.funnelExport }),
    };
  }

  it('counts visits, previews and quotes per day and site, and the funnel API and its CSV read the same counts', async () => {
    const answers = [
      await beacon({ event: 'page-view' }),
      await beacon({ event: 'page-view' }, '203.0.113.6'),
      await beacon({ event: 'page-view', site: EMBEDDING_PAGE }, VISITOR_ELSEWHERE),
      await beacon({ event: 'photo-chosen' }),
      await beacon({ event: 'photo-chosen', site: EMBEDDING_PAGE }, VISITOR_ELSEWHERE),
      await beacon({ event: 'look-tried' }),
      await beacon({ event: 'look-tried' }),
      await beacon({ event: 'look-tried', site: EMBEDDING_PAGE }, VISITOR_ELSEWHERE),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(204));
    expect(answers.map((a) => a.body).join('')).toBe('');

    // Previews and quotes are counted by the server where they happen.
    await previewThenQuote(OWN);
    await previewThenQuote(VISITOR_ELSEWHERE, EMBEDDING_PAGE);

    const ownSite = counts({ 'page-view': 2, 'photo-chosen': 1, 'look-tried': 2, 'preview-made': 1, 'quote-sent': 1 });
    const elsewhere = counts({ 'page-view': 1, 'photo-chosen': 1, 'look-tried': 1, 'preview-made': 1, 'quote-sent': 1 });
    const total = counts({ 'page-view': 3, 'photo-chosen': 2, 'look-tried': 3, 'preview-made': 2, 'quote-sent': 2 });
    const shop = await shopFunnel();
    // The quote's and the preview's counts are written after the visitor's answer.
    await vi.waitFor(async () => expect((await shop.read()).totals).toEqual(total), { timeout: 30_000, interval: 100 });

    const funnel = await shop.read();
    expect(funnel.days).toHaveLength(FUNNEL_DAYS);
    expect(funnel.days.at(-1)).toEqual({ day: today(), counts: total });
    expect(funnel.days.slice(0, -1).every((d) => Object.values(d.counts).every((n) => n === 0))).toBe(true);
    expect(funnel.previewToQuote).toBe(1);
    expect(funnel.sites).toEqual([
      { site: '', counts: ownSite },
      { site: EMBEDDING_SITE, counts: elsewhere },
    ]);

    const csv = await shop.csv();
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="funnel-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    const asRow = (site: string, c: Record<string, number>) => ({
      [FUNNEL_TEXT.day]: today(),
      [FUNNEL_TEXT.site]: site,
      ...Object.fromEntries(FUNNEL_EVENTS.map((e) => [FUNNEL_EVENT_LABELS[e], String(c[e])])),
    });
    expect(rows).toEqual([asRow(FUNNEL_TEXT.ownSite, ownSite), asRow(EMBEDDING_SITE, elsewhere)]);
  });

  it('keeps only day, event, site and a number: no address, no id, no page path', async () => {
    const { rows } = (await t.ctx.db.execute(sql`select * from funnel_days`)) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['count', 'day', 'event', 'site']);
    const stored = JSON.stringify(rows);
    for (const personal of ['203.0.113', 'visitor=ana', '/wraps/', 'Ana Ruiz']) expect(stored).not.toContain(personal);
  });

  it('refuses what the page may not count, with a sentence, and counts nothing for it', async () => {
    const before = (await (await shopFunnel()).read()).totals;
    for (const body of [
      { event: 'preview-made' },
      { event: 'quote-sent' },
      { event: 'purchase' },
      { event: 'page-view', site: 7 },
      { event: 'page-view', site: 'x'.repeat(400) },
      {},
      'not json',
    ]) {
      const response = await beacon(body, '203.0.113.20');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: FUNNEL_TEXT.badCount });
    }
    // An address that is not http(s) counts as the shop's own site rather than being kept.
    expect((await beacon({ event: 'page-view', site: 'javascript:alert(1)' }, '203.0.113.21')).statusCode).toBe(204);
    const after = (await (await shopFunnel()).read()).totals;
    expect(after).toEqual({ ...before, 'page-view': before['page-view'] + 1 });
    expect((await (await shopFunnel()).read()).sites.map((s) => s.site)).toEqual(['', EMBEDDING_SITE]);
  });

  it('limits each client to FUNNEL_RATE_LIMIT counts a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await beacon({ event: 'look-tried' }, '203.0.113.30')).statusCode);
    expect(statuses).toEqual([...Array(12).fill(204), 429]);
    expect((await beacon({ event: 'look-tried' }, '203.0.113.31')).statusCode).toBe(204);
  });

  it('loses no count when many arrive at once (one upserted row, raised in the database)', async () => {
    const before = (await (await shopFunnel()).read()).totals['photo-chosen'];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => beacon({ event: 'photo-chosen' }, `198.18.0.${i + 1}`)));
    expect(answers.every((a) => a.statusCode === 204)).toBe(true);
    const { rows } = (await t.ctx.db.execute(sql`select count from funnel_days where event = 'photo-chosen' and site = ''`)) as unknown as {
      rows: { count: number }[];
    };
    expect(rows).toHaveLength(1);
    expect((await (await shopFunnel()).read()).totals['photo-chosen']).toBe(before + 40);
  });

  it('answers the funnel and its CSV only to a signed-in shop', async () => {
    for (const url of [ADMIN_ROUTES.funnel, ADMIN_ROUTES.funnelExport])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});
