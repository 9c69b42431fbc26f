import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryPage, GalleryItem } from '../../domain/api';
import { ERRORS } from '../../domain/messages';
import { completedWraps } from '../db/schema';
import { DATABASE_KINDS } from '../db/testDatabases.testutil';
import { insertGalleryWraps, minutesAgo } from '../gallery/galleryFixtures.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

const FeaturedAnswer = z.array(GalleryItem);

describe.each(DATABASE_KINDS)('gallery API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // These tests change the rows between requests: the list cache (unit-tested on its own) is off.
    t = await createTestApp({ db: kind, env: { GALLERY_CACHE_MS: '0' } });
  });
  afterAll(async () => t?.close());

  const getPage = async (query: string) => {
    const res = await t.app.inject(`/api/gallery${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return GalleryPage.parse(res.json());
  };
  const clear = () => t.ctx.db.delete(completedWraps);

  it('answers an empty first page without more pages when nothing was generated yet', async () => {
    await clear();
    expect(await getPage('?page=0')).toEqual({ items: [], page: 0, hasMore: false });
    expect(await getPage('')).toEqual({ items: [], page: 0, hasMore: false });
  });

  describe('with 14 wraps', () => {
    // Oldest first; two of them saved in the same instant, which the id must order.
    let idsNewestFirst: string[];
    beforeAll(async () => {
      await clear();
      const times = minutesAgo(13);
      const ids = await insertGalleryWraps(
        t.ctx,
        [...times, times[12]!].map((createdAt, i) => ({ createdAt, wrapName: `Wrap ${i}` })),
      );
      const tied = ids.slice(12).sort().reverse();
      idsNewestFirst = [...tied, ...ids.slice(0, 12).reverse()];
    });

    it('gives page 0 the 6 newest and says more exist', async () => {
      const page = await getPage('?page=0');
      expect(page.page).toBe(0);
      expect(page.hasMore).toBe(true);
      expect(page.items.map((i) => i.id)).toEqual(idsNewestFirst.slice(0, 6));
    });

    it('gives a middle page the next 6', async () => {
      const page = await getPage('?page=1');
      expect(page.hasMore).toBe(true);
      expect(page.items.map((i) => i.id)).toEqual(idsNewestFirst.slice(6, 12));
    });

    it('gives the last, short page the 2 oldest and ends paging', async () => {
      const page = await getPage('?page=2');
      expect(page.hasMore).toBe(false);
      expect(page.items.map((i) => i.wrapName)).toEqual(['Wrap 1', 'Wrap 0']);
    });

    it('answers past the end with an empty page', async () => {
      expect(await getPage('?page=3')).toEqual({ items: [], page: 3, hasMore: false });
      expect(await getPage('?page=100000')).toEqual({ items: [], page: 100000, hasMore: false });
    });

    it('orders newest first with created_at strictly non-increasing', async () => {
      const all = [...(await getPage('?page=0')).items, ...(await getPage('?page=1')).items, ...(await getPage('?page=2')).items];
      expect(new Set(all.map((i) => i.id)).size).toBe(14);
      const times = all.map((i) => Date.parse(i.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('describes each wrap with its image, thumbnail and fields', async () => {
      const [item] = (await getPage('?page=0')).items;
      expect(item).toMatchObject({ wrapColor: '#3366ff', finishType: 'glossy', styleType: 'solid-wrap', carMakeModel: 'Unknown Model' });
      expect(item!.imageUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.png$/);
      expect(item!.thumbnailUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.webp$/);
      const thumb = await t.app.inject(item!.thumbnailUrl!);
      expect(thumb.headers['content-type']).toBe('image/webp');
    });

    it('lets browsers and proxies keep a page only briefly', async () => {
      const res = await t.app.inject('/api/gallery?page=0');
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  it('ends paging on a full last page without an extra empty page', async () => {
    await clear();
    await insertGalleryWraps(
      t.ctx,
      minutesAgo(12).map((createdAt) => ({ createdAt })),
    );
    expect((await getPage('?page=0')).hasMore).toBe(true);
    const last = await getPage('?page=1');
    expect(last.items).toHaveLength(6);
    expect(last.hasMore).toBe(false);
  });

  it.each(['-1', '1.5', 'abc', '', '1e3', '0x10', '1000000', '100001', ' 1'])('refuses page=%j with a clear 400', async (value) => {
    const res = await t.app.inject({ url: '/api/gallery', query: { page: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ERRORS.galleryPage });
  });

  it('refuses a repeated page parameter', async () => {
    const res = await t.app.inject('/api/gallery?page=1&page=2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ERRORS.galleryPage });
  });

  it('lists featured wraps by display order, then newest, leaving out the others', async () => {
    await clear();
    const [t0, t1, t2, t3, t4] = minutesAgo(5);
    const ids = await insertGalleryWraps(t.ctx, [
      { createdAt: t0!, displayOrder: 0, wrapName: 'old, order 0' },
      { createdAt: t1!, displayOrder: 2, wrapName: 'order 2' },
      { createdAt: t2!, displayOrder: 0, wrapName: 'new, order 0' },
      { createdAt: t3!, displayOrder: 1, wrapName: 'not featured', isGalleryFeatured: false },
      { createdAt: t4!, displayOrder: -1, wrapName: 'order -1' },
    ]);
    const res = await t.app.inject('/api/gallery/featured');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const items = FeaturedAnswer.parse(res.json().items);
    expect(items.map((i) => i.wrapName)).toEqual(['order -1', 'new, order 0', 'old, order 0', 'order 2']);
    expect(items.map((i) => i.id)).not.toContain(ids[3]);
  });

  it('caps the featured list at 12', async () => {
    await clear();
    await insertGalleryWraps(
      t.ctx,
      minutesAgo(14).map((createdAt) => ({ createdAt })),
    );
    const res = await t.app.inject('/api/gallery/featured');
    expect(res.json().items).toHaveLength(12);
  });

  describe('download', () => {
    it('sends the full PNG as {wrap_name}-carwrap.png', async () => {
      await clear();
      const [id] = await insertGalleryWraps(t.ctx, [{ createdAt: new Date(), wrapName: 'Gloss Red' }]);
      const res = await t.app.inject(`/api/gallery/${id}/download`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Gloss Red-carwrap.png"; filename*=UTF-8''Gloss%20Red-carwrap.png`,
      );
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('keeps a non-ASCII wrap name in filename*', async () => {
      const [id] = await insertGalleryWraps(t.ctx, [{ createdAt: new Date(), wrapName: 'Custom: Bleu Nuit ✨' }]);
      const res = await t.app.inject(`/api/gallery/${id}/download`);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Custom Bleu Nuit _-carwrap.png"; filename*=UTF-8''Custom%20Bleu%20Nuit%20%E2%9C%A8-carwrap.png`,
      );
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; drop table x"]) {
        const res = await t.app.inject(`/api/gallery/${encodeURIComponent(id)}/download`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: ERRORS.galleryWrapNotFound });
      }
    });

    it('answers 404 when the image file is gone', async () => {
      const [id] = await insertGalleryWraps(t.ctx, [{ createdAt: new Date() }]);
      await t.ctx.db.update(completedWraps).set({ wrappedImageUrl: '/files/car-images/00000000-0000-4000-8000-000000000000.png' });
      const res = await t.app.inject(`/api/gallery/${id}/download`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ERRORS.galleryImageMissing });
    });
  });
});
