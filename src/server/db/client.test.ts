import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openDatabase, DatabaseError } from './client';
import { PHOTO_NOT_STORED } from './storedPhoto';
import { carWrapRequests, completedWraps } from './schema';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases.testutil';

const columnsQuery = sql`select table_name, column_name, data_type, column_default, is_nullable
  from information_schema.columns where table_schema = 'public' order by table_name, column_name`;

describe.each(DATABASE_KINDS)('database on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('creates the five original tables with their fields', async () => {
    const rows = ((await database.db.execute(columnsQuery)) as { rows: Array<{ table_name: string; column_name: string }> }).rows;
    const tables = new Set(rows.map((r) => r.table_name));
    for (const t of ['completed_wraps', 'car_wrap_requests', 'quotes', 'api_request_logs', 'api_keys']) {
      expect(tables).toContain(t);
    }
    const has = (table: string, column: string) => rows.some((r) => r.table_name === table && r.column_name === column);
    for (const c of [
      'wrap_name',
      'wrap_color',
      'finish_type',
      'style_type',
      'wrapped_image_url',
      'car_make_model',
      'is_gallery_featured',
      'display_order',
      'created_at',
    ]) {
      expect(has('completed_wraps', c), c).toBe(true);
    }
    for (const c of [
      'email',
      'original_image_url',
      'selected_wrap_id',
      'selected_wrap_name',
      'car_analysis',
      'wrapped_image_url',
      'quote_submitted',
      'quote_data',
    ]) {
      expect(has('car_wrap_requests', c), c).toBe(true);
    }
    for (const c of ['car_wrap_request_id', 'name', 'email', 'phone', 'car_model', 'city', 'selected_wrap_name']) {
      expect(has('quotes', c), c).toBe(true);
    }
    for (const c of ['car_wrap_request_id', 'api_service', 'request_type', 'request_data', 'response_data', 'success', 'error_message']) {
      expect(has('api_request_logs', c), c).toBe(true);
    }
    expect(has('api_keys', 'service_name') && has('api_keys', 'api_key')).toBe(true);
  });

  it('applies the column defaults on insert', async () => {
    const [request] = await database.db
      .insert(carWrapRequests)
      .values({ email: 'a@b.co', selectedWrapName: 'Custom: Red', wrapColor: 'Red', finishType: 'glossy', styleType: 'solid-wrap' })
      .returning();
    expect(request!.originalImageUrl).toBe(PHOTO_NOT_STORED);
    expect(request!.selectedWrapId).toBe('custom');
    expect(request!.quoteSubmitted).toBe(false);
    const [wrap] = await database.db
      .insert(completedWraps)
      .values({ wrapName: 'Custom: Red', wrapColor: 'Red', finishType: 'glossy', styleType: 'solid-wrap', wrappedImageUrl: '/files/x.png' })
      .returning();
    expect(wrap!.carMakeModel).toBe('Unknown Model');
    expect(wrap!.isGalleryFeatured).toBe(true);
    expect(wrap!.displayOrder).toBe(0);
  });
});

describe('openDatabase', () => {
  it('names DATABASE_URL when the server cannot be reached', async () => {
    await expect(openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', dataDir: null })).rejects.toThrow(DatabaseError);
    await expect(openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', dataDir: null })).rejects.toThrow(
      /^DATABASE_URL: cannot connect/,
    );
  });

  it('keeps data in its folder across restarts (PGlite)', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-db-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db
        .insert(completedWraps)
        .values({ wrapName: 'Kept', wrapColor: 'Red', finishType: 'matte', styleType: 'solid-wrap', wrappedImageUrl: '/f.png' });
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const rows = await second.db.select().from(completedWraps);
      await second.close();
      expect(rows.map((r) => r.wrapName)).toEqual(['Kept']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the same migrations on both databases', () => {
  it.skipIf(DATABASE_KINDS.length < 2)('produce the same columns (needs TEST_DATABASE_URL)', async () => {
    const [a, b] = await Promise.all([openTestDatabase('pglite'), openTestDatabase('postgres')]);
    try {
      const [ra, rb] = (await Promise.all([a.db.execute(columnsQuery), b.db.execute(columnsQuery)])) as Array<{ rows: unknown[] }>;
      expect(ra!.rows).toEqual(rb!.rows);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
