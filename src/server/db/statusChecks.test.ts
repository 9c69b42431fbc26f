import fs from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from './client';
import { migrationsUpTo } from './olderMigrations.testutil';
import { carWrapRequests, completedWraps, quotes } from './schema';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases.testutil';

/** PostgreSQL's code for a row a CHECK constraint refused, wherever the driver put it. */
const CHECK_VIOLATION = '23514';

function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

async function refused(db: Database['db'], statement: SQL): Promise<string | undefined> {
  try {
    await db.execute(statement);
    return undefined;
  } catch (error) {
    return sqlState(error);
  }
}

describe.each(DATABASE_KINDS)('status columns on %s', (kind) => {
  let database: Database;
  let requestId: string;
  let quoteId: string;
  let wrapId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [request] = await database.db
      .insert(carWrapRequests)
      .values({ email: 'a@b.co', selectedWrapName: 'Custom: Red', wrapColor: 'red', finishType: 'glossy', styleType: 'solid-wrap' })
      .returning();
    requestId = request!.id;
    const [quote] = await database.db
      .insert(quotes)
      .values({
        carWrapRequestId: requestId,
        name: 'Ana',
        email: 'a@b.co',
        phone: '600000000',
        city: 'Madrid',
        selectedWrapName: 'Custom: Red',
      })
      .returning();
    quoteId = quote!.id;
    const [wrap] = await database.db
      .insert(completedWraps)
      .values({
        carWrapRequestId: requestId,
        wrapName: 'Custom: Red',
        wrapColor: 'Red',
        finishType: 'glossy',
        styleType: 'solid-wrap',
        wrappedImageUrl: '/files/car-images/a.png',
      })
      .returning();
    wrapId = wrap!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('refuses a word the code does not know, in every status column', async () => {
    const { db } = database;
    expect(
      await refused(
        db,
        sql`insert into car_wrap_requests (email, selected_wrap_name, wrap_color, finish_type, style_type, status)
          values ('a@b.co', 'Custom: Red', 'red', 'glossy', 'solid-wrap', 'processing')`,
      ),
    ).toBe(CHECK_VIOLATION);
    expect(await refused(db, sql`update car_wrap_requests set status = 'Done' where id = ${requestId}`)).toBe(CHECK_VIOLATION);
    expect(await refused(db, sql`update quotes set email_status = 'failed' where id = ${quoteId}`)).toBe(CHECK_VIOLATION);
    expect(await refused(db, sql`update quotes set status = 'closed' where id = ${quoteId}`)).toBe(CHECK_VIOLATION);
    expect(await refused(db, sql`update completed_wraps set review_status = 'rejected' where id = ${wrapId}`)).toBe(CHECK_VIOLATION);
  });

  it('takes every word the code writes', async () => {
    const { db } = database;
    for (const stage of ['queued', 'analyzing', 'rendering', 'finishing', 'done', 'failed']) {
      expect(await refused(db, sql`update car_wrap_requests set status = ${stage} where id = ${requestId}`)).toBeUndefined();
    }
    for (const status of ['pending', 'confirming', 'sent', 'unconfirmed']) {
      expect(await refused(db, sql`update quotes set email_status = ${status} where id = ${quoteId}`)).toBeUndefined();
    }
    for (const status of ['new', 'contacted', 'quoted', 'won', 'lost']) {
      expect(await refused(db, sql`update quotes set status = ${status} where id = ${quoteId}`)).toBeUndefined();
    }
    for (const status of ['pending', 'approved', 'hidden']) {
      expect(await refused(db, sql`update completed_wraps set review_status = ${status} where id = ${wrapId}`)).toBeUndefined();
    }
  });
});

// An older database is made from nothing (initdb, then each migration), not copied from the run's template.
describe.each(DATABASE_KINDS)('upgrading a %s database to typed statuses', { timeout: 120_000 }, (kind) => {
  it('keeps a running job as it is, and stores a stage nobody knows as failed, as it was shown', async () => {
    const older = await migrationsUpTo('0004_catalogue_estimate_lease');
    const database = await openTestDatabase(kind, { migrationsFolder: older });
    try {
      // Plain SQL: before this release any word went in.
      await database.db
        .execute(sql`insert into car_wrap_requests (id, email, selected_wrap_name, wrap_color, finish_type, style_type, status) values
        ('00000000-0000-4000-8000-000000000001', 'a@b.co', 'Custom: Red', 'red', 'glossy', 'solid-wrap', 'analyzing'),
        ('00000000-0000-4000-8000-000000000002', 'a@b.co', 'Custom: Red', 'red', 'glossy', 'solid-wrap', 'processing')`);
      await migrateDatabase(database);

      const rows = await database.db
        .select({ id: carWrapRequests.id, status: carWrapRequests.status })
        .from(carWrapRequests)
        .orderBy(carWrapRequests.id);
      expect(rows.map((row) => row.status)).toEqual(['analyzing', 'failed']);
    } finally {
      await database.close();
      await fs.rm(older, { recursive: true, force: true });
    }
  });
});
