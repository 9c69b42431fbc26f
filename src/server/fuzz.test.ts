import fs from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFilmPath, adminGalleryWrapPath, adminQuotePath, ADMIN_ROUTES } from '../domain/admin/api';
import { OWNER_TOKEN_HEADER } from '../domain/api';
import { FUNNEL_BEACON_ROUTE } from '../domain/funnel/funnelEvents';
import { PRIVACY_ROUTES } from '../domain/privacy/api';
import { adminClient } from './admin/adminClient.testutil';
import { saveAdminUser } from './admin/adminUsers';
import { apiRequestLogs, carWrapRequests, completedWraps, funnelDays, quotes, wrapFilms } from './db/schema';
import { insertFinishedWrap, insertGalleryWrap, ownerHeader, TEST_OWNER_TOKEN } from './db/testData.testutil';
import { DATABASE_KINDS } from './db/testDatabases.testutil';
import { carPhoto, multipart, orderFields } from './image/photoForm.testutil';
import { storeUploadedPhoto } from './image/uploadedPhotos';
import { createLogger } from './logger';
import { createTestApp, type TestApp } from './testApp.testutil';

/** A small seeded generator (mulberry32), so a failing request can be found again by its number. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

interface Route {
  method: string;
  url: string;
}

/** Every route the app serves, read from its own route tree (so routes added later are fuzzed too). */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*)── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = `${stack[depth - 1] ?? ''}${depth === 1 && !match[2]!.startsWith('/') ? '/' : ''}${match[2]}`.replace(/^\/\//, '/');
    stack[depth] = depth === 0 ? '' : path;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, url: depth === 0 ? '/' : path });
  }
  return routes;
}

const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u202egnp.exe',
  '🚗🔥'.repeat(200),
  'x'.repeat(1024 * 1024),
  "1' OR '1'='1",
  "'; drop table quotes; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\ud800',
  '../../../../etc/passwd',
];
const BAD_IDS = [
  '0',
  '-1',
  'null',
  'undefined',
  "1' OR '1'='1",
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5000),
  '%F0%9F%9A%97',
  '..',
  '%2e%2e',
  'a%2Fb',
];
// A finished wrap that exists: without its owner token every write on it must be refused, changing nothing.
const REAL_ID = '6b1f3c2e-8d4a-4e5b-9c7d-2a1b0c9d8e7f';
const IDS = [...BAD_IDS, REAL_ID, REAL_ID];
// Owner tokens a stranger might try (the last: a real token in the wrong case): none is the wrap's.
const FORGED_TOKENS = ['', 'null', REAL_ID, 'x'.repeat(300), "' OR 1=1 --", TEST_OWNER_TOKEN.toUpperCase()];
const PAGES = ['-1', '1e9', 'NaN', '1.5', '0x10', '', '99999999999999999999', '[]', 'Infinity', '%00'];
const PATH_TRICKS = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/files/..%2f..%2fpackage.json',
  '/files/%2e%2e/%2e%2e/package.json',
  '//api//gallery',
  '/api/gallery/..%2F..%2Fstatus',
  '/api/wraps/%2F%2F',
  '/api/%00',
  '/w/..%5c..%5cwindows',
  '/api/gallery/%ZZ/download',
  '/assets/../../src/server/config.ts',
  '/admin/../../.env',
];
const JSON_BODIES: unknown[] = [
  null,
  42,
  'text',
  [],
  [1, 2],
  { instructions: 42 },
  { instructions: ['a'] },
  { name: {}, phone: [], city: null, consent: 'yes' },
  { sizeClass: 'huge' },
  { email: 1, password: false },
  { status: 'hacked', notes: 7 },
  { hidden: 'no' },
  { featured: 'x', order: -1e308 },
  { inStock: 'maybe' },
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'image/png',
  'application/json; charset=utf-16',
  'nonsense',
];

/** A lone surrogate has no URI form: it goes as the bytes a broken client would send. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** One malformed request, built from the seed. */
async function malformed(routes: Route[], seed: number): Promise<InjectOptions> {
  const r = randomFrom(seed);
  const route = r.pick(routes);
  const url = route.url
    .replace(/:id/g, () => encode(r.pick(IDS)).replace(/%25/g, '%'))
    .replace('*', r.pick(['x', '..%2F..', '%00', 'deep/er/path']));
  const kind = seed % 7;
  if (kind === 0) return { method: 'GET', url: r.pick(PATH_TRICKS) };
  if (kind === 1)
    return {
      method: 'GET',
      url: `${r.pick(['/api/gallery', '/api/admin/quotes', '/api/admin/gallery'])}?page=${r.pick(PAGES)}&page=${r.pick(PAGES)}&filter=${encode(r.pick(ODD_STRINGS).slice(0, 100))}`,
    };
  if (kind === 2 || route.url === '/api/wraps' || route.url === '/api/detect')
    return brokenForm(r, route.url === '/api/detect' ? '/api/detect' : '/api/wraps', seed);
  if (kind === 3)
    return {
      method: route.method as 'POST',
      url,
      payload: JSON.stringify(r.pick(JSON_BODIES)),
      headers: { 'content-type': 'application/json', [OWNER_TOKEN_HEADER]: r.pick(FORGED_TOKENS) },
    };
  if (kind === 4) {
    const text = r.pick(ODD_STRINGS);
    return {
      method: route.method as 'POST',
      url,
      payload: JSON.stringify({
        instructions: text,
        name: text,
        phone: text,
        city: text,
        consent: true,
        email: text,
        password: text,
        notes: text,
        sizeClass: text,
      }),
      headers: { 'content-type': 'application/json', [OWNER_TOKEN_HEADER]: r.pick(FORGED_TOKENS) },
    };
  }
  if (kind === 5)
    return {
      method: route.method as 'POST',
      url,
      payload: r.pick(ODD_STRINGS).slice(0, 20_000) || '{',
      headers: { 'content-type': r.pick(CONTENT_TYPES) },
    };
  return {
    method: route.method as 'GET',
    url,
    headers: {
      cookie: `wrap_admin=${'x'.repeat(4000)}; csrf=${r
        .pick(ODD_STRINGS)
        .slice(0, 200)
        .replace(/[^\x20-\x7e]/g, '')}`,
      'x-csrf-token': 'forged',
      accept: '*/*;q=NaN',
      'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1',
    },
  };
}

/** Multipart of every broken kind: no boundary, cut short, wrong fields, a lying file, odd values. */
async function brokenForm(r: ReturnType<typeof randomFrom>, url: string, seed: number): Promise<InjectOptions> {
  const odd = r.pick(ODD_STRINGS).slice(0, 60_000);
  const fields = {
    ...orderFields,
    [r.pick(['email', 'color', 'finish', 'style', 'hint', 'galleryConsent', 'photoId', 'filmId', 'fileName'])]: odd,
  };
  const photos = [
    { data: Buffer.from('not an image at all'), name: 'car.jpg', type: 'image/jpeg' },
    { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'car.svg', type: 'image/svg+xml' },
    { data: Buffer.alloc(0), name: '', type: 'image/png' },
    { data: carPhoto().subarray(0, 3_000), name: '../../evil.jpg', type: 'image/jpeg' },
    { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), name: odd.slice(0, 300) || 'x.jpg', type: 'image/jpeg' },
  ];
  const form = await multipart(fields, r.pick(photos));
  const boundary = form.headers['content-type']!.split('boundary=')[1]!;
  const variant = seed % 5;
  if (variant === 0) return { method: 'POST', url, payload: form.payload, headers: { 'content-type': 'multipart/form-data' } };
  if (variant === 1)
    return { method: 'POST', url, payload: form.payload.subarray(0, Math.floor(r.next() * form.payload.length)), headers: form.headers };
  if (variant === 2)
    return { method: 'POST', url, payload: form.payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}x` } };
  if (variant === 3)
    return {
      method: 'POST',
      url,
      payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
      headers: form.headers,
    };
  return { method: 'POST', url, payload: form.payload, headers: { 'content-type': r.pick(CONTENT_TYPES) } };
}

async function filesUnder(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

const LEAKS = /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\/work\/|\/tmp\/|"stack"|Error: /;

/** Hundreds of malformed requests over every route get a 4xx and a plain sentence, and change nothing. */
describe('fuzzing every endpoint', () => {
  let t: TestApp;
  const limits = { GENERATION_RATE_LIMIT: '10000', DETECT_RATE_LIMIT: '10000', QUOTE_RATE_LIMIT: '10000', ADMIN_LOGIN_RATE_LIMIT: '10000' };
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local', ...limits } });
    await insertFinishedWrap(t.ctx.db, t.ctx.storage, { id: REAL_ID });
  });
  afterAll(async () => t?.close());

  const tally = async () => ({
    requests: (await t.ctx.db.select({ n: count() }).from(carWrapRequests))[0]!.n,
    gallery: (await t.ctx.db.select({ n: count() }).from(completedWraps))[0]!.n,
    quotes: (await t.ctx.db.select({ n: count() }).from(quotes))[0]!.n,
    logs: (await t.ctx.db.select({ n: count() }).from(apiRequestLogs))[0]!.n,
    files: await filesUnder(t.ctx.config.filesDir),
    realWrap: (await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, REAL_ID)))[0],
  });

  it('answers 350 malformed requests without a 5xx or a stack trace, then still serves, with nothing written', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((r) => r.url !== '/source');
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/wraps',
        'POST /api/detect',
        'POST /api/wraps/:id/quote',
        'POST /api/admin/login',
        'GET /api/gallery',
      ]),
    );
    const before = await tally();
    const problems: string[] = [];
    for (let seed = 1; seed <= 350; seed++) {
      const request = await malformed(routes, seed);
      const response = await t.app.inject(request);
      const body = response.body.slice(0, 100_000);
      if (response.statusCode >= 500 || LEAKS.test(body))
        problems.push(`#${seed} ${request.method} ${String(request.url).slice(0, 120)} -> ${response.statusCode} ${body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    const status = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(status.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery' })).statusCode).toBe(200);
    expect(await tally()).toEqual(before);
  });
});

/** The page's funnel beacon takes text from anyone, unsigned: nothing malformed may be counted or crash it. */
describe('fuzzing the funnel beacon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FUNNEL_RATE_LIMIT: '10000' } });
  });
  afterAll(async () => t?.close());

  it('answers 300 malformed counts 4xx with a sentence, counting none of them', async () => {
    const events = [
      ...ODD_STRINGS,
      'preview-made',
      'quote-sent',
      'PAGE-VIEW',
      'page_view',
      null,
      42,
      ['page-view'],
      { event: 'page-view' },
    ];
    const problems: string[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const r = randomFrom(seed);
      const body =
        seed % 3 === 0
          ? JSON.stringify(r.pick(JSON_BODIES))
          : seed % 3 === 1
            ? JSON.stringify({ event: r.pick(events), site: r.pick([...ODD_STRINGS, 'https://ok.example']).slice(0, 2_000) })
            : r.pick(ODD_STRINGS).slice(0, 20_000) || '{';
      const response = await t.app.inject({
        method: 'POST',
        url: FUNNEL_BEACON_ROUTE,
        payload: body,
        headers: { 'content-type': r.pick([...CONTENT_TYPES, 'text/plain;charset=UTF-8']) },
      });
      const error = response.body ? (JSON.parse(response.body) as { error?: unknown }).error : undefined;
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof error !== 'string' || LEAKS.test(response.body))
        problems.push(`#${seed} ${body.slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(await t.ctx.db.select().from(funnelDays)).toEqual([]);
  });
});

// Characters nobody types: NUL (which neither database stores), an escape, a direction override and an isolate.
const HIDDEN = ['\u0000', '\u001b', '\u202e', '\u2066'];
// Routes that take no text: a paint mask or a photo only (its file name is not kept), or nothing at all.
const WITHOUT_TEXT = [
  'POST /api/detect',
  'POST /api/photos',
  'POST /api/wraps/:id/area',
  'POST /api/admin/logout',
  'POST /api/admin/quotes/:id/resend',
  'POST /api/admin/quotes/:id/lead-webhook',
];

/** A route's text fields, each with a value it takes, and how the page (or the back office) sends them. */
interface TextRoute {
  route: string;
  texts: Record<string, string>;
  send(texts: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Names a visitor did not type: cleaned and kept rather than refused. */
  cleaned?: string[];
}

/** A control or direction character in any text field of any route is a 400 with a sentence, never a 500. */
describe.each(DATABASE_KINDS)('hidden characters in every text field, on %s', (kind) => {
  let t: TestApp;
  let textRoutes: TextRoute[];
  const logLines: string[] = [];
  const limits = { GENERATION_RATE_LIMIT: '10000', QUOTE_RATE_LIMIT: '10000', ADMIN_LOGIN_RATE_LIMIT: '10000' };

  beforeAll(async () => {
    t = await createTestApp({
      db: kind,
      env: { AI_PROVIDER: 'local', ...limits },
      extend: (ctx) => ({ ...ctx, log: createLogger('info', { write: (line: string) => void logLines.push(line) }) }),
    });
    const { row: wrap } = await insertFinishedWrap(t.ctx.db, t.ctx.storage, { id: REAL_ID });
    await insertGalleryWrap(t.ctx.db, wrap);
    const [gallery] = await t.ctx.db.select().from(completedWraps);
    const [quote] = await t.ctx.db
      .insert(quotes)
      .values({
        carWrapRequestId: wrap.id,
        name: 'Ana Ruiz',
        email: 'ana@test.example',
        phone: '555 123 4567',
        city: 'Leeds',
        selectedWrapName: 'Custom: Red',
      })
      .returning();
    const [film] = await t.ctx.db.select().from(wrapFilms).limit(1);
    // Too small for the engine: a wrap started from it fails at once, without the model.
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const photoId = await storeUploadedPhoto(t.ctx.storage, tiny);
    await saveAdminUser(t.ctx.db, 'owner@shop.example', 'Quokka-Saffron-90210!');
    const shop = adminClient(t.app);
    expect((await shop.signIn('owner@shop.example', 'Quokka-Saffron-90210!')).statusCode).toBe(200);
    const stranger = adminClient(t.app, '198.51.100.2');
    await stranger.fetchCsrfToken();

    const json =
      (method: 'POST' | 'PATCH', url: string, extra: object = {}) =>
      (texts: Record<string, string>) =>
        t.app.inject({ method, url, payload: { ...texts, ...extra }, headers: ownerHeader() });
    const wrapForm = async (fields: Record<string, string>, photo?: { data: Buffer; name: string }) =>
      t.app.inject({ method: 'POST', url: '/api/wraps', ...(await multipart(fields, photo)) });
    textRoutes = [
      {
        route: 'POST /api/wraps',
        texts: { ...orderFields, hint: '{"point":{"x":0.5,"y":0.5}}', galleryConsent: 'true', imageFileName: 'car.jpg' },
        send: ({ imageFileName, ...fields }) => wrapForm(fields, { data: tiny, name: imageFileName! }),
        cleaned: ['imageFileName'],
      },
      {
        route: 'POST /api/wraps',
        texts: { photoId, fileName: 'car.jpg', filmId: film!.id },
        send: (texts) => wrapForm({ ...orderFields, ...texts }),
        cleaned: ['fileName'],
      },
      {
        route: 'POST /api/wraps/:id/changes',
        texts: { instructions: 'make it matte black' },
        send: json('POST', `/api/wraps/${REAL_ID}/changes`),
      },
      {
        route: 'POST /api/wraps/:id/quote',
        texts: { name: 'Ana Ruiz', phone: '+44 20 7946 0000', city: 'Leeds' },
        send: json('POST', `/api/wraps/${REAL_ID}/quote`, { consent: true }),
      },
      { route: 'POST /api/wraps/:id/size', texts: { sizeClass: 'small' }, send: json('POST', `/api/wraps/${REAL_ID}/size`) },
      {
        // As navigator.sendBeacon sends it: JSON as text/plain.
        route: `POST ${FUNNEL_BEACON_ROUTE}`,
        texts: { event: 'page-view', site: 'https://cars.example/wraps/' },
        send: (texts) =>
          t.app.inject({
            method: 'POST',
            url: FUNNEL_BEACON_ROUTE,
            payload: JSON.stringify(texts),
            headers: { 'content-type': 'text/plain' },
          }),
      },
      ...[PRIVACY_ROUTES.view, PRIVACY_ROUTES.delete, PRIVACY_ROUTES.withdrawConsent].map((url) => ({
        route: `POST ${url}`,
        texts: { token: `${REAL_ID}.${'0'.repeat(64)}` },
        send: json('POST', url),
      })),
      {
        route: 'POST /api/admin/login',
        texts: { email: 'owner@shop.example', password: 'Quokka-Saffron-90210!' },
        send: (texts) => stranger.request({ method: 'POST', url: ADMIN_ROUTES.login, payload: texts }),
      },
      {
        route: 'PATCH /api/admin/quotes/:id',
        texts: { status: 'contacted', notes: 'Called back.\nWants the roof in black.' },
        send: (texts) => shop.request({ method: 'PATCH', url: adminQuotePath(quote!.id), payload: texts }),
      },
      {
        route: 'PATCH /api/admin/films/:id',
        texts: { name: 'Gloss Hot Rod Red', hex: '#c1121f' },
        send: (texts) => shop.request({ method: 'PATCH', url: adminFilmPath(film!.id), payload: texts }),
      },
      {
        route: 'PATCH /api/admin/gallery/:id',
        texts: { reviewStatus: 'approved' },
        send: (texts) => shop.request({ method: 'PATCH', url: adminGalleryWrapPath(gallery!.id), payload: { ...texts, featured: true } }),
      },
      ...[
        ['GET /api/gallery', '/api/gallery', { page: '0' }],
        ['GET /api/admin/quotes', ADMIN_ROUTES.quotes, { page: '0', status: 'new' }],
        ['GET /api/admin/gallery', ADMIN_ROUTES.gallery, { page: '0', filter: 'all' }],
      ].map(([route, url, texts]) => ({
        route: route as string,
        texts: texts as Record<string, string>,
        send: (query: Record<string, string>) => shop.request({ method: 'GET', url: `${url as string}?${new URLSearchParams(query)}` }),
      })),
    ];
  });
  afterAll(async () => t?.close());

  it('covers every route that takes text', () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => /^(POST|PATCH|PUT) /.test(r) && !WITHOUT_TEXT.includes(r));
    expect(new Set(routes)).toEqual(new Set(textRoutes.map((r) => r.route).filter((r) => !r.startsWith('GET'))));
  });

  it('answers a NUL, an escape or a direction character in any text field 400 with a sentence, changing nothing and logging no query', async () => {
    const rows = async () => ({
      wrap: (await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, REAL_ID)))[0],
      quotes: await t.ctx.db.select().from(quotes),
      films: await t.ctx.db.select().from(wrapFilms),
      gallery: await t.ctx.db.select().from(completedWraps),
    });
    const before = await rows();
    const problems: string[] = [];
    for (const { route, texts, send, cleaned = [] } of textRoutes) {
      for (const field of Object.keys(texts)) {
        for (const character of HIDDEN) {
          const response = await send({ ...texts, [field]: `${texts[field]!.slice(0, 3)}${character}${texts[field]!.slice(3)}` });
          const error = response.statusCode === 400 ? (response.json() as { error?: unknown }).error : undefined;
          const refused = typeof error === 'string' && error.length > 10;
          const kept = cleaned.includes(field) && response.statusCode === 202;
          if (!refused && !kept)
            problems.push(`${route} ${field} U+${character.codePointAt(0)!.toString(16)} -> ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The names kept were cleaned: no control or direction character reached a row.
    const names = (await t.ctx.db.select().from(carWrapRequests)).map((r) => r.originalFileName ?? '');
    expect(names.filter((name) => /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(name))).toEqual([]);
    expect(await rows()).toEqual(before);
    expect(logLines.filter((line) => /"level":50|Failed query|params/.test(line))).toEqual([]);
  });
});
