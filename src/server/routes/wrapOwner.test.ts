import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_TOKEN_HEADER } from '../../domain/api';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { migrateDatabase } from '../db/client';
import { migrationsUpTo } from '../db/olderMigrations.testutil';
import { carWrapRequests, quotes } from '../db/schema';
import { insertFinishedWrap, plainPicture } from '../db/testData.testutil';
import { DATABASE_KINDS, openTestDatabase } from '../db/testDatabases.testutil';
import { hashOwnerToken, issueOwnerToken, ownerTokenMatches } from '../generation/ownerToken';
import { multipart } from '../image/photoForm.testutil';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testApp.testutil';

type Write = 'changes' | 'area' | 'size' | 'quote';
const WRITES: Write[] = ['changes', 'area', 'size', 'quote'];

/** One write on a wrap as the page sends it, with `headers` (the owner token, or not). */
async function write(kind: Write, id: string, headers: Record<string, string | string[]> = {}): Promise<InjectOptions> {
  const url = `/api/wraps/${id}/${kind}`;
  if (kind === 'area') {
    const form = await multipart({}, undefined, {
      paintMask: { data: await plainPicture('#ffffff', 8, 8), name: 'paint-mask.png', type: 'image/png' },
    });
    return { method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } };
  }
  const body = {
    changes: { instructions: 'make it matte black' },
    size: { sizeClass: 'small' },
    quote: { name: 'Mallory', phone: '+44 20 7946 0000', city: 'Leeds', consent: true },
  }[kind];
  return { method: 'POST', url, payload: body, headers };
}

const owner = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });

/**
 * Capabilities, not ids: a wrap's id (its share link, its public read) cannot change it. Every
 * write needs the owner token its browser got with the wrap; without it, nothing changes.
 */
describe.each(DATABASE_KINDS)('writes on a wrap need its owner token (%s)', (db) => {
  let t: TestApp;
  const lines: string[] = [];
  // Two visitors' finished wraps, and one made before owner tokens existed.
  const mine = issueOwnerToken();
  const theirs = issueOwnerToken();
  let myWrap: string;
  let theirWrap: string;
  let oldWrap: string;

  beforeAll(async () => {
    const log = createLogger(
      'trace',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    t = await createTestApp({
      db,
      log,
      env: {
        AI_PROVIDER: 'local',
        SEGMENTER: 'classic',
        SHOP_EMAIL: 'shop@test.example',
        // Each test sends dozens of writes from one address: the limits are not what is tested here.
        GENERATION_RATE_LIMIT: '1000',
        QUOTE_RATE_LIMIT: '1000',
      },
    });
    myWrap = (await insertFinishedWrap(t.ctx.db, t.ctx.storage, { ownerTokenHash: mine.hash })).row.id;
    theirWrap = (await insertFinishedWrap(t.ctx.db, t.ctx.storage, { ownerTokenHash: theirs.hash, email: 'them@test.example' })).row.id;
    oldWrap = (await insertFinishedWrap(t.ctx.db, t.ctx.storage, { ownerTokenHash: null })).row.id;
  });
  afterAll(async () => t?.close());

  /** Everything a write could change: the rows, the quotes, the stored files and the e-mails (the outbox). */
  const state = async () => ({
    requests: await t.ctx.db.select().from(carWrapRequests).orderBy(carWrapRequests.id),
    quotes: await t.ctx.db.select().from(quotes),
    files: await fs.readdir(t.ctx.config.filesDir, { recursive: true }).catch(() => []),
    mails: await fs.readdir(t.ctx.config.outboxDir).catch(() => []),
  });

  it.each(WRITES)('refuses %s with the share id alone, a wrong token or another wrap’s token: 401, nothing changed', async (kind) => {
    const before = await state();
    const strangers: Array<[string, string, Record<string, string | string[]>]> = [
      ['no token', myWrap, {}],
      ['an empty token', myWrap, owner('')],
      ['a made-up token', myWrap, owner(issueOwnerToken().token)],
      ['the token’s hash', myWrap, owner(mine.hash)],
      ['the id as the token', myWrap, owner(myWrap)],
      ['another wrap’s token', myWrap, owner(theirs.token)],
      ['the token as a bearer', myWrap, { authorization: `Bearer ${mine.token}` }],
      ['the token twice', myWrap, { [OWNER_TOKEN_HEADER]: [mine.token, mine.token] }],
      ['a token on a wrap from before tokens', oldWrap, owner(mine.token)],
    ];
    for (const [who, id, headers] of strangers) {
      const response = await t.app.inject(await write(kind, id, headers));
      expect({ who, status: response.statusCode, body: response.json() }).toEqual({
        who,
        status: 401,
        body: { error: ERRORS.notWrapOwner },
      });
    }
    expect(await state()).toEqual(before);
  });

  it.each(WRITES)('answers %s on a wrap that does not exist with 404, as the public read does, token or not', async (kind) => {
    const before = await state();
    for (const id of [randomUUID(), 'not-an-id']) {
      for (const headers of [{}, owner(mine.token)]) {
        const response = await t.app.inject(await write(kind, id, headers));
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 404,
          body: { error: MESSAGES.noRequestFound.description },
        });
      }
    }
    expect(await state()).toEqual(before);
  });

  it('lets the owner’s token through: a size correction and a quote are saved', async () => {
    const size = await t.app.inject(await write('size', myWrap, owner(mine.token)));
    expect([size.statusCode, size.json().estimate.sizeClass]).toEqual([200, 'small']);
    const quote = await t.app.inject(await write('quote', myWrap, owner(mine.token)));
    expect(quote.statusCode).toBe(200);
    const saved = await t.ctx.db.select().from(quotes);
    expect(saved.map((q) => [q.carWrapRequestId, q.name])).toEqual([[myWrap, 'Mallory']]);
  });

  it('lets the owner’s token through to a change and a touch-up, which the wrap’s own state then answers', async () => {
    // A wrap still being made: past the owner check, the route's own rule answers (409) and no job starts.
    await t.ctx.db
      .update(carWrapRequests)
      .set({ status: 'rendering' })
      .where(sql`${carWrapRequests.id} = ${myWrap}`);
    try {
      for (const kind of ['changes', 'area'] as const) {
        const response = await t.app.inject(await write(kind, myWrap, owner(mine.token)));
        expect([kind, response.statusCode, response.json()]).toEqual([kind, 409, { error: ERRORS.wrapInProgress }]);
      }
    } finally {
      await t.ctx.db
        .update(carWrapRequests)
        .set({ status: 'done' })
        .where(sql`${carWrapRequests.id} = ${myWrap}`);
    }
  });

  it('keeps the token out of every log line (at trace level), the public read, the event stream and the share page', async () => {
    // Every write, form or JSON, as its owner sends it: whatever each answers, the token is logged nowhere.
    for (const kind of WRITES) await t.app.inject(await write(kind, theirWrap, owner(theirs.token)));
    for (const url of [`/api/wraps/${theirWrap}`, `/api/wraps/${theirWrap}/events`, `/w/${theirWrap}`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(theirs.token);
      expect(response.body).not.toContain(theirs.hash);
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(theirs.token))).toEqual([]);
  });
});

describe('the owner token itself', () => {
  it('is 256 random bits, stored only as its SHA-256, and matches only itself', () => {
    const a = issueOwnerToken();
    const b = issueOwnerToken();
    expect(a.token).toMatch(/^[\w-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashOwnerToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(ownerTokenMatches(a.token, a.hash)).toBe(true);
    for (const wrong of [b.token, a.hash, '', undefined, ['x'], `${a.token} `, 'x'.repeat(10_000)])
      expect(ownerTokenMatches(wrong, a.hash)).toBe(false);
    // A wrap from before tokens (no hash) matches nothing, not even an empty token.
    expect(ownerTokenMatches('', null)).toBe(false);
    expect(ownerTokenMatches(a.token, null)).toBe(false);
  });
});

// An older database is made from nothing (initdb, then each migration), not copied from the run's template.
describe.each(DATABASE_KINDS)('upgrading a %s database from before owner tokens', { timeout: 120_000 }, (kind) => {
  it('keeps its wraps with no owner hash: readable by their share link, changed by nobody', async () => {
    const older = await migrationsUpTo('0005_typed_statuses');
    const database = await openTestDatabase(kind, { migrationsFolder: older });
    try {
      // Plain SQL: the current schema names a column this database does not have yet.
      await database.db.execute(sql`insert into car_wrap_requests (id, email, selected_wrap_name, wrap_color, finish_type, style_type)
        values ('00000000-0000-4000-8000-000000000001', 'a@b.co', 'Custom: Red', 'red', 'glossy', 'solid-wrap')`);
      await migrateDatabase(database);
      const [row] = await database.db.select().from(carWrapRequests);
      expect(row).toMatchObject({ id: '00000000-0000-4000-8000-000000000001', ownerTokenHash: null });
      expect(ownerTokenMatches('', row!.ownerTokenHash)).toBe(false);
    } finally {
      await database.close();
      await fs.rm(older, { recursive: true, force: true });
    }
  });
});
