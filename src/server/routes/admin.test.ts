import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ROUTES,
  AdminGalleryPage,
  AdminQuote,
  AdminQuotePage,
  AdminUsage,
  adminGalleryWrapPath,
  adminQuotePath,
  adminQuoteResendPath,
  CSRF_HEADER,
} from '../../domain/admin/api';
import { ADMIN_ERRORS } from '../../domain/admin/texts';
import { FeaturedWraps, GalleryPage } from '../../domain/api';
import { adminClient } from '../admin/adminClient.testutil';
import { SESSION_COOKIE } from '../admin/adminGuard';
import { saveAdminUser } from '../admin/adminUsers';
import { adminAudit, adminSessions, apiRequestLogs, quotes } from '../db/schema';
import { DATABASE_KINDS } from '../db/testDatabases.testutil';
import { startSmtpServer, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { insertGalleryWraps, minutesAgo } from '../gallery/galleryFixtures.testutil';
import { displayPathOf } from '../image/displayImage';
import { createLogger } from '../logger';
import { FILES_ROUTE } from '../storage/storage';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { insertFinishedWrap, insertGalleryWrap, insertWrapRequests, ownerHeader } from '../db/testData.testutil';

const SHOP_USER = 'owner@shop.example';
// Distinctive, so a search for them cannot hit anything else.
const PASSWORD = 'Quokka-Saffron-90210!';
const WRONG_PASSWORD = 'Quokka-Saffron-90211?';
const SHOP = 'quotes@shop.example';
const CUSTOMER = 'ana@visitor.example';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_SESSION_NEEDED = new Set<string>([ADMIN_ROUTES.csrfToken, ADMIN_ROUTES.login]);

/** Every route Fastify has under /api/admin, read from its own route tree (printRoutes). */
function registeredAdminRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('').replace(/^\/\//, '/');
    for (const method of match[3]?.split(', ') ?? []) if (url.startsWith('/api/admin')) routes.push({ method, url });
  }
  return routes;
}

/** Polls until `check` holds, with vitest's own poller. */
const until = (check: () => boolean | Promise<boolean>, timeout = 10_000) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 50 });

describe.each(DATABASE_KINDS)('the back office API on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const logLines: string[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      db: kind,
      env: {
        // The shop behind its TLS proxy: X-Forwarded-For tells the tests' clients apart, X-Forwarded-Proto says HTTPS.
        TRUST_PROXY: 'true',
        SHOP_EMAIL: SHOP,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        // The worker's own round comes every 30 s: a resent e-mail within seconds was woken for.
        MAIL_RETRY_BASE_MS: '3600000',
        // A minute of list cache: a moderation change seen at once was not waited out.
        GALLERY_CACHE_MS: '60000',
        // Small limits keep the scrypt work (a tenth of a second a sign-in) of these tests small.
        ADMIN_LOCKOUT_ATTEMPTS: '3',
        ADMIN_LOGIN_RATE_LIMIT: '4',
      },
      extend: (ctx) => ({ ...ctx, log: createLogger('trace', { write: (line: string) => void logLines.push(line) }) }),
    });
    await saveAdminUser(t.ctx.db, SHOP_USER, PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A signed-in shop browser whose every answer is kept for the password search. */
  async function signedIn(ip: string) {
    const shop = adminClient(t.app, ip);
    const response = await shop.signIn(SHOP_USER, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    return {
      ...shop,
      async request(options: Parameters<typeof shop.request>[0]) {
        const answer = await shop.request(options);
        bodies.push(answer.body);
        return answer;
      },
    };
  }

  // One signed-in browser for the inbox, gallery and usage tests: each sign-in costs a scrypt.
  let sharedShop: ReturnType<typeof signedIn> | undefined;
  const shopBrowser = () => (sharedShop ??= signedIn('198.51.100.70'));

  const auditActions = async () => (await t.ctx.db.select().from(adminAudit)).map((row) => `${row.action} ${row.target ?? ''}`.trim());

  it('lists every admin route Fastify registered; each answers 401 without a session and, signed in, 403 to a change without a valid CSRF token', async () => {
    const routes = registeredAdminRoutes(t.app);
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        `GET ${ADMIN_ROUTES.me}`,
        `POST ${ADMIN_ROUTES.logout}`,
        `GET ${ADMIN_ROUTES.quotes}`,
        `GET ${ADMIN_ROUTES.quotesExport}`,
        `PATCH ${ADMIN_ROUTES.quote}`,
        `POST ${ADMIN_ROUTES.quoteResend}`,
        `GET ${ADMIN_ROUTES.gallery}`,
        `PATCH ${ADMIN_ROUTES.galleryWrap}`,
        `DELETE ${ADMIN_ROUTES.galleryWrap}`,
        `GET ${ADMIN_ROUTES.usage}`,
      ]),
    );
    const concrete = (url: string) => url.replace(':id', randomUUID());

    // Without a session, even holding a valid CSRF token.
    const stranger = adminClient(t.app, '198.51.100.10');
    await stranger.fetchCsrfToken();
    for (const route of routes.filter((r) => !NO_SESSION_NEEDED.has(r.url))) {
      const response = await stranger.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: STATE_CHANGING.has(route.method) ? {} : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json()).toEqual({ error: ADMIN_ERRORS.notSignedIn });
    }

    // Signed in, a change with no token or a forged one; logout last, as a valid token ends the session.
    const shop = await signedIn('198.51.100.11');
    const changes = routes
      .filter((r) => STATE_CHANGING.has(r.method))
      .sort((a, b) => Number(a.url === ADMIN_ROUTES.logout) - Number(b.url === ADMIN_ROUTES.logout));
    expect(changes.length).toBeGreaterThanOrEqual(6);
    for (const route of changes) {
      for (const headers of [{}, { [CSRF_HEADER]: 'forged-token' }]) {
        const response = await shop.request({
          method: route.method as 'POST',
          url: concrete(route.url),
          payload: {},
          headers,
          csrf: false,
        });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ error: ADMIN_ERRORS.csrf });
      }
      // With the token the same request gets past the check (to its own 400 / 404, or the sign-out).
      const response = await shop.request({ method: route.method as 'POST', url: concrete(route.url), payload: {} });
      expect([200, 400, 404], `${route.method} ${route.url}`).toContain(response.statusCode);
    }

    // The sign-in is protected too: no other site can sign a shop's browser in to its own account.
    const forged = await t.app.inject({
      method: 'POST',
      url: ADMIN_ROUTES.login,
      payload: { email: SHOP_USER, password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.12' },
    });
    expect(forged.statusCode).toBe(403);
  });

  const sessionCookieOf = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));

  it('sets the session cookie Secure when the request came over HTTPS (through the proxy)', async () => {
    const behindProxy = adminClient(t.app, '198.51.100.21');
    await behindProxy.fetchCsrfToken();
    const overHttps = await behindProxy.request({
      method: 'POST',
      url: ADMIN_ROUTES.login,
      payload: { email: SHOP_USER, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.statusCode).toBe(200);
    expect(sessionCookieOf(overHttps)).toMatch(/; Secure/i);
  });

  it('never has a password in clear in a log line, an answer or the database', async () => {
    const shop = adminClient(t.app, '198.51.100.30');
    const answers = [
      await shop.signIn(SHOP_USER, WRONG_PASSWORD),
      await shop.signIn(SHOP_USER.toUpperCase(), PASSWORD),
      await shop.request({ method: 'GET', url: ADMIN_ROUTES.me }),
      await shop.request({ method: 'POST', url: ADMIN_ROUTES.logout }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 200, 200, 200]);
    // Over plain HTTP: HttpOnly, SameSite=Lax, for the whole site, not Secure.
    const cookie = sessionCookieOf(answers[1]!)!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
    expect(answers[2]!.json()).toEqual({ user: { id: expect.any(String), email: SHOP_USER } });
    // The log is really being written (every request is logged), so an empty search proves something.
    expect(logLines.some((line) => line.includes(ADMIN_ROUTES.login))).toBe(true);

    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const tables = await rowsOf(
      sql`select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    );
    const names = tables.map((r) => `"${String(r.table_schema)}"."${String(r.table_name)}"`);
    expect(names).toContain('"public"."admin_users"');
    const dump: string[] = [];
    for (const name of names) dump.push(JSON.stringify(await rowsOf(sql.raw(`select * from ${name}`))));

    for (const haystack of [logLines.join('\n'), [...bodies, ...answers.map((a) => a.body)].join('\n'), dump.join('\n')]) {
      expect(haystack).not.toContain(PASSWORD);
      expect(haystack).not.toContain(WRONG_PASSWORD);
    }
    expect(dump.join('\n')).toMatch(/"password_hash":"scrypt\$/);
  });

  it('locks an account after repeated wrong passwords with a clear message, refuses the right one while locked, and answers an unknown e-mail the same way', async () => {
    await saveAdminUser(t.ctx.db, 'locked@shop.example', PASSWORD);
    const guesser = adminClient(t.app, '198.51.100.40');
    const guesses = [];
    for (let i = 0; i < 3; i++) guesses.push(await guesser.signIn('locked@shop.example', `wrong guess ${i}`));
    expect(guesses.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    expect(guesses.map((r) => r.json().error)).toEqual([
      ADMIN_ERRORS.badCredentials,
      ADMIN_ERRORS.badCredentials,
      'Too many sign-in attempts. Try again in 15 minutes.',
    ]);

    const owner = adminClient(t.app, '198.51.100.41');
    const right = await owner.signIn('locked@shop.example', PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: ADMIN_ERRORS.lockedOut(15) });
    expect(owner.cookie(SESSION_COOKIE)).toBeUndefined();

    // Nobody learns which e-mails have an account: an unknown one gets the same answers.
    const prober = adminClient(t.app, '198.51.100.42');
    const unknown = [];
    for (let i = 0; i < 4; i++) unknown.push(await prober.signIn('nobody@shop.example', `guess ${i}`));
    expect(unknown.map((r) => r.statusCode)).toEqual([401, 401, 429, 429]);
    expect(unknown.map((r) => r.json().error)).toEqual([
      ADMIN_ERRORS.badCredentials,
      ADMIN_ERRORS.badCredentials,
      ADMIN_ERRORS.lockedOut(15),
      ADMIN_ERRORS.lockedOut(15),
    ]);

    const actions = await auditActions();
    expect(actions.filter((a) => a === 'signin.failure').length).toBeGreaterThanOrEqual(6);
    expect(actions.filter((a) => a === 'signin.locked').length).toBeGreaterThanOrEqual(2);
  });

  it('limits sign-in attempts per client, whichever accounts they try', async () => {
    const sprayer = adminClient(t.app, '198.51.100.50');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await sprayer.signIn(`user${i}@shop.example`, 'password guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await sprayer.signIn(SHOP_USER, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  });

  it('signs out: the session row is gone, the cookie cleared, and the old cookie gets 401', async () => {
    const shop = await signedIn('198.51.100.60');
    const oldCookie = shop.cookieHeader();
    expect((await shop.request({ method: 'GET', url: ADMIN_ROUTES.me })).statusCode).toBe(200);
    const sessionsBefore = (await t.ctx.db.select().from(adminSessions)).length;

    const out = await shop.request({ method: 'POST', url: ADMIN_ROUTES.logout });
    expect(out.statusCode).toBe(200);
    expect(shop.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await t.ctx.db.select().from(adminSessions)).length).toBe(sessionsBefore - 1);

    const replay = await t.app.inject({ method: 'GET', url: ADMIN_ROUTES.me, headers: { cookie: oldCookie } });
    expect(replay.statusCode).toBe(401);
    expect(await auditActions()).toContain('signout');
  });

  /** A finished generation with its preview in storage, and a visitor's quote on it through the public route. */
  async function quotedWrap(name = 'Ana Ruiz') {
    const { row: request, url } = await insertFinishedWrap(t.ctx.db, t.ctx.storage, { email: CUSTOMER });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${request.id}/quote`,
      payload: { name, phone: '+44 20 7946 0958', city: 'Leeds', consent: true },
      headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`, ...ownerHeader() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [quote] = await t.ctx.db
      .select()
      .from(quotes)
      .where(sql`${quotes.carWrapRequestId} = ${request!.id}`);
    return { quoteId: quote!.id, requestId: request.id, request, url };
  }

  it('lists quotes newest first with the preview and e-mail state, and resend sends both e-mails again through SMTP at once', async () => {
    const shop = await shopBrowser();
    const { quoteId, request, url } = await quotedWrap();
    const mailsBefore = smtp.received.length;

    const list = AdminQuotePage.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.quotes })).json());
    const listed = list.items[0]!;
    expect(listed).toMatchObject({
      id: quoteId,
      name: 'Ana Ruiz',
      email: CUSTOMER,
      city: 'Leeds',
      status: 'new',
      notes: null,
      emailStatus: 'sent',
      imageUrl: url,
    });
    expect(listed.previewUrl).toBe(displayPathOf(url));
    // Once the picture is in the gallery, the inbox shows its small thumbnail instead.
    const thumbnailUrl = await t.ctx.storage.put(`car-images/${randomUUID()}.webp`, Buffer.from('webp'), 'image/webp');
    await insertGalleryWrap(t.ctx.db, request, { wrapName: 'Red', thumbnailUrl });
    const withThumbnail = AdminQuotePage.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.quotes })).json()).items[0]!;
    expect(withThumbnail.previewUrl).toBe(thumbnailUrl);

    const resent = await shop.request({ method: 'POST', url: adminQuoteResendPath(quoteId) });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(AdminQuote.parse(resent.json())).toMatchObject({ id: quoteId, emailStatus: 'pending', emailAttempts: 0, emailLastError: null });

    await until(() => smtp.received.length >= mailsBefore + 2);
    expect(smtp.received.slice(mailsBefore).map((m) => m.to)).toEqual([[SHOP], [CUSTOMER]]);
    await until(
      async () =>
        AdminQuotePage.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.quotes })).json()).items[0]!.emailStatus === 'sent',
    );
    expect(await auditActions()).toContain(`quote.resend ${quoteId}`);
  });

  it('keeps a status and notes per quote, filters by status, and exports CSV that a spreadsheet cannot run as formulas', async () => {
    const shop = await shopBrowser();
    const { quoteId } = await quotedWrap('Bo "The Wrap" Lee, Jr');
    await t.ctx.db
      .update(quotes)
      .set({ city: '=HYPERLINK("http://evil.example","x")' })
      .where(sql`${quotes.id} = ${quoteId}`);

    const changed = await shop.request({
      method: 'PATCH',
      url: adminQuotePath(quoteId),
      payload: { status: 'contacted', notes: '  Called back, wants satin  ' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(AdminQuote.parse(changed.json())).toMatchObject({ status: 'contacted', notes: 'Called back, wants satin' });

    const contacted = AdminQuotePage.parse((await shop.request({ method: 'GET', url: `${ADMIN_ROUTES.quotes}?status=contacted` })).json());
    expect(contacted.items.map((q) => q.id)).toEqual([quoteId]);
    const bad = await shop.request({ method: 'PATCH', url: adminQuotePath(quoteId), payload: { status: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: ADMIN_ERRORS.badQuoteUpdate });
    expect((await shop.request({ method: 'GET', url: `${ADMIN_ROUTES.quotes}?page=-1` })).statusCode).toBe(400);
    expect((await shop.request({ method: 'PATCH', url: adminQuotePath(randomUUID()), payload: { status: 'won' } })).statusCode).toBe(404);

    const csv = await shop.request({ method: 'GET', url: ADMIN_ROUTES.quotesExport });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Received,Status,Name,E-mail,Phone,City,/);
    const row = lines.find((line) => line.includes(quoteId))!;
    expect(row).toContain('"Bo ""The Wrap"" Lee, Jr"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain('contacted');

    expect(await auditActions()).toEqual(expect.arrayContaining([`quote.status ${quoteId}`, `quote.notes ${quoteId}`, 'quotes.export']));
  });

  it('hides, shows, features, orders and deletes gallery wraps, and the public gallery answers change at once', async () => {
    const shop = await shopBrowser();
    const [older, newer] = await insertGalleryWraps(
      t.ctx,
      minutesAgo(2, Date.UTC(2030, 0, 1)).map((createdAt) => ({ createdAt })),
    );
    const publicIds = async () => GalleryPage.parse((await t.app.inject('/api/gallery')).json()).items.map((i) => i.id);
    const featuredIds = async () =>
      ((await t.app.inject('/api/gallery/featured')).json() as { items: { id: string }[] }).items.map((i) => i.id);
    // Both public and cached for a minute from here on.
    expect((await publicIds()).slice(0, 2)).toEqual([newer, older]);
    expect(await featuredIds()).toEqual(expect.arrayContaining([newer, older]));

    const queue = AdminGalleryPage.parse((await shop.request({ method: 'GET', url: `${ADMIN_ROUTES.gallery}?filter=pending` })).json());
    expect(queue.items.map((i) => i.id)).toEqual(expect.arrayContaining([newer, older]));
    expect(queue.reviewRequired).toBe(false);

    const hidden = await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(newer!), payload: { reviewStatus: 'hidden' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ reviewStatus: 'hidden', isPublic: false });
    expect(await publicIds()).not.toContain(newer);
    expect(await featuredIds()).not.toContain(newer);
    expect((await t.app.inject(`/api/gallery/${newer}/download`)).statusCode).toBe(404);

    await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(newer!), payload: { reviewStatus: 'approved' } });
    expect(await publicIds()).toContain(newer);

    // The home page's hero: nobody's until the shop picks one, and one at a time.
    const heroId = async () => FeaturedWraps.parse((await t.app.inject('/api/gallery/featured')).json()).hero?.id ?? null;
    expect(await heroId()).toBeNull();
    await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(older!), payload: { hero: true } });
    expect(await heroId()).toBe(older);
    const picked = await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(newer!), payload: { hero: true } });
    expect(picked.json()).toMatchObject({ hero: true });
    expect(await heroId()).toBe(newer);
    await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(newer!), payload: { hero: false } });
    expect(await heroId()).toBeNull();

    await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(older!), payload: { displayOrder: -5 } });
    expect((await featuredIds())[0]).toBe(older);
    await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(older!), payload: { featured: false } });
    expect(await featuredIds()).not.toContain(older);
    expect(await publicIds()).toContain(older);
    expect((await shop.request({ method: 'PATCH', url: adminGalleryWrapPath(older!), payload: { displayOrder: 1.5 } })).statusCode).toBe(
      400,
    );

    // Delete: the row and every file of it (the full PNG, its display WebP, the thumbnail).
    const item = AdminGalleryPage.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.gallery })).json()).items.find(
      (i) => i.id === older,
    )!;
    const displayUrl = displayPathOf(item.imageUrl)!;
    await t.ctx.storage.put(displayUrl.slice(FILES_ROUTE.length), Buffer.from('webp'), 'image/webp');
    const files = [item.imageUrl, displayUrl, item.thumbnailUrl!];
    for (const file of files) expect(await t.ctx.storage.getByUrl(file)).not.toBeNull();
    const deleted = await shop.request({ method: 'DELETE', url: adminGalleryWrapPath(older!) });
    expect(deleted.json()).toEqual({ ok: true });
    for (const file of files) expect(await t.ctx.storage.getByUrl(file)).toBeNull();
    expect(await publicIds()).not.toContain(older);
    expect((await shop.request({ method: 'DELETE', url: adminGalleryWrapPath(older!) })).statusCode).toBe(404);

    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `gallery.hide ${newer}`,
        `gallery.show ${newer}`,
        `gallery.order ${older}`,
        `gallery.hero ${newer}`,
        `gallery.unhero ${newer}`,
        `gallery.unfeature ${older}`,
        `gallery.delete ${older}`,
      ]),
    );
  });

  it("reports today's paid AI calls against the budget, generations and failures by provider", async () => {
    const shop = await shopBrowser();
    const before = AdminUsage.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.usage })).json());
    const requests = await insertWrapRequests(
      t.ctx.db,
      (['done', 'failed', 'done'] as const).map((status, i) => ({ email: CUSTOMER, status, provider: i < 2 ? 'openai' : 'local' })),
    );
    await t.ctx.db.insert(apiRequestLogs).values([
      { carWrapRequestId: requests[0]!.id, apiService: 'openai', requestType: 'images.edit', success: true },
      {
        carWrapRequestId: requests[1]!.id,
        apiService: 'openai',
        requestType: 'images.edit',
        success: false,
        errorMessage: 'Rate limited by the provider',
      },
      { carWrapRequestId: requests[1]!.id, apiService: 'openai', requestType: 'chat.completions', success: true },
    ]);

    const usage = AdminUsage.parse((await shop.request({ method: 'GET', url: ADMIN_ROUTES.usage })).json());
    expect(usage.dailyAiBudget).toBe(200);
    expect(usage.paidAiCalls).toBe(before.paidAiCalls + 2);
    const openai = usage.byProvider.find((p) => p.provider === 'openai');
    expect(openai).toEqual({ provider: 'openai', generations: 2, failures: 1 });
    expect(usage.failedSteps).toBe(before.failedSteps + 1);
    expect(usage.recentFailures[0]).toMatchObject({
      service: 'openai',
      requestType: 'images.edit',
      message: 'Rate limited by the provider',
    });
  });
});
