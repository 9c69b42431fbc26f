import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGalleryService } from '../gallery/galleryService';
import { createPublicPictures } from '../privacy/publicPictures';
import { createLocalStorage } from '../storage/localStorage';
import { migrateDatabase } from './client';
import { migrationsUpTo } from './olderMigrations.testutil';
import { carWrapRequests, completedWraps } from './schema';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases.testutil';

const COVER = { cover: 'blur', plateText: 'WRAP ME' } as const;

// An older database is made from nothing (initdb, then each migration), not copied from the run's template.
describe.each(DATABASE_KINDS)('upgrading a %s database from before gallery consent', { timeout: 120_000 }, (kind) => {
  it('keeps every existing request and gallery wrap public, and new ones private by default', async () => {
    const older = await migrationsUpTo('0001_paint_mask');
    const database = await openTestDatabase(kind, { migrationsFolder: older });
    try {
      // Plain SQL: the current schema names columns this database does not have yet.
      await database.db.execute(sql`insert into car_wrap_requests (id, email, selected_wrap_name, wrap_color, finish_type, style_type)
        values ('00000000-0000-4000-8000-000000000001', 'a@b.co', 'Custom: Red', 'red', 'glossy', 'solid-wrap')`);
      await database.db
        .execute(sql`insert into completed_wraps (car_wrap_request_id, wrap_name, wrap_color, finish_type, style_type, wrapped_image_url)
        values ('00000000-0000-4000-8000-000000000001', 'Custom: Red', 'Red', 'glossy', 'solid-wrap', '/files/car-images/old.png')`);
      // What the new release does at start.
      await migrateDatabase(database);

      expect(await database.db.select({ consent: carWrapRequests.galleryConsent }).from(carWrapRequests)).toEqual([{ consent: true }]);
      const [wrap] = await database.db.select().from(completedWraps);
      expect(wrap).toMatchObject({ galleryConsent: true, reviewStatus: 'approved' });
      // Shown whether or not the shop turns on reviewing.
      for (const review of [false, true]) {
        // Lists only read which public copies exist: no file is made or read here.
        const pictures = createPublicPictures({ db: database.db, storage: createLocalStorage('unused'), settings: COVER });
        const gallery = createGalleryService({ db: database.db, listTtlMs: 0, review, pictures });
        expect((await gallery.page(0)).items.map((item) => item.id)).toEqual([wrap!.id]);
      }

      const [fresh] = await database.db
        .insert(completedWraps)
        .values({
          wrapName: 'New',
          wrapColor: 'Red',
          finishType: 'glossy',
          styleType: 'solid-wrap',
          wrappedImageUrl: '/files/car-images/new.png',
        })
        .returning();
      expect(fresh).toMatchObject({ galleryConsent: false, reviewStatus: 'pending' });
    } finally {
      await database.close();
      await fs.rm(older, { recursive: true, force: true });
    }
  });
});
