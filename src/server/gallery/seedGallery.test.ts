import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryPage } from '../../domain/api';
import { completedWraps } from '../db/schema';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { seedGallery, seedVariants } from './seedGallery';
import { createPublicPictures } from '../privacy/publicPictures';
import { keepGoldenSilhouettes } from '../engine/keptGoldenSilhouette.testutil';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

describe('seedVariants', () => {
  it('gives each photo looks that differ in colour, finish and style', () => {
    for (let photo = 0; photo < 8; photo++) {
      const looks = seedVariants(photo, 6);
      for (const key of ['finish', 'style'] as const) expect(new Set(looks.map((l) => l[key])).size).toBe(6);
      expect(new Set(looks.map((l) => l.color.name)).size).toBe(6);
    }
  });

  it('walks through all 20 named colours across photos', () => {
    const names = new Set(
      Array.from({ length: 7 }, (_, p) => seedVariants(p, 3))
        .flat()
        .map((l) => l.color.name),
    );
    expect(names.size).toBe(20);
    expect(names.has('Custom')).toBe(false);
  });
});

describe.skipIf(!fs.existsSync(COMMITTED_PHOTOS.cars))('seedGallery', () => {
  let t: TestApp;
  const lines: string[] = [];
  let added = 0;
  const photos = [
    { name: 'notes.jpg', read: async () => Buffer.from('not a photo') },
    ...['white-supercar-front34-gravel.jpg', 'orange-coupe-front34-street.jpg'].map((name) => ({
      name,
      read: () => fs.promises.readFile(path.join(COMMITTED_PHOTOS.cars, name)),
    })),
  ];
  const seedDeps = (report: (line: string) => void) => ({
    db: t.ctx.db,
    storage: t.ctx.storage,
    watermark: 'shop.example',
    report,
    pictures: createPublicPictures({ db: t.ctx.db, storage: t.ctx.storage, settings: { cover: 'blur', plateText: 'WRAP ME' } }),
  });
  beforeAll(async () => {
    t = await createTestApp();
    // The model's silhouettes of these photos, kept as the photo step keeps them: the seed runs no model.
    await keepGoldenSilhouettes(t.ctx.storage, ['white-supercar-front34-gravel.jpg', 'orange-coupe-front34-street.jpg']);
    added = await seedGallery(
      seedDeps((l) => lines.push(l)),
      photos,
      3,
    );
  });
  afterAll(async () => t?.close());

  it('renders several looks per photo and skips what is not a photo', () => {
    expect(added).toBe(6);
    expect(lines[0]).toBe('skipped notes.jpg: not a PNG, JPEG or WebP photo');
    expect(lines.filter((l) => l.startsWith('added '))).toHaveLength(6);
  });

  it('stores each look as the generation flow does: PNG, WebP thumbnail, gallery row, public copies', async () => {
    const rows = await t.ctx.db.select().from(completedWraps);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.isGalleryFeatured).toBe(true);
      expect(row.carMakeModel).toBe('Unknown Model');
      const [png, webp] = await Promise.all([t.ctx.storage.getByUrl(row.wrappedImageUrl), t.ctx.storage.getByUrl(row.thumbnailUrl!)]);
      expect((await sharp(png!).metadata()).format).toBe('png');
      expect((await sharp(webp!).metadata()).format).toBe('webp');
    }
    const page = GalleryPage.parse((await t.app.inject('/api/gallery?page=0')).json());
    expect(page.items).toHaveLength(6);
    // Shown through copies made at seeding (plates hidden), never the stored PNG, never made on request.
    for (const item of page.items) {
      expect(item.imageUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.png$/);
      expect(rows.map((row) => row.wrappedImageUrl)).not.toContain(item.imageUrl);
    }
    expect(new Set(page.items.map((i) => `${i.wrapColor} ${i.finishType} ${i.styleType}`)).size).toBe(6);
  });

  it('adds nothing when run again over the same photos: the gallery keeps one of each look', async () => {
    const again: string[] = [];
    expect(
      await seedGallery(
        seedDeps((l) => again.push(l)),
        photos,
        3,
      ),
    ).toBe(0);
    expect(again.filter((l) => l.startsWith('already in the gallery: '))).toHaveLength(6);
    expect(await t.ctx.db.select().from(completedWraps)).toHaveLength(6);
  });
});
