import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewStatus } from '../../domain/gallery/reviewStatus';
import { completedWraps } from '../db/schema';
import { DATABASE_KINDS } from '../db/testDatabases.testutil';
import { insertGalleryWraps, minutesAgo } from '../gallery/galleryFixtures.testutil';
import { galleryDownloadStatus, publicWrapIds } from '../gallery/publicLists.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

// A wrap made through the API without consent: wraps.test.ts. Here the rule itself, on rows as
// the generation flow and the shop's moderation leave them.

const setReview = (t: TestApp, id: string, reviewStatus: ReviewStatus) =>
  t.ctx.db.update(completedWraps).set({ reviewStatus }).where(eq(completedWraps.id, id));

describe.each(DATABASE_KINDS)('the public gallery on %s', (kind) => {
  describe('without GALLERY_REVIEW', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The lists are read right after rows change: the micro-cache is off.
      t = await createTestApp({ db: kind, env: { GALLERY_CACHE_MS: '0' } });
    });
    afterAll(async () => t?.close());

    it('lists consented wraps at once, never one without consent, and none the shop hid', async () => {
      // Seven consented wraps make two pages; the unconsented one is the newest, so it would lead page 0.
      const times = minutesAgo(8);
      const ids = await insertGalleryWraps(
        t.ctx,
        times.map((createdAt, i) => ({ createdAt, galleryConsent: i < 7 })),
      );
      const privateId = ids.pop()!;
      const lists = await publicWrapIds(t.app);
      expect(lists.gallery).toEqual([...ids].reverse());
      expect(lists.featured).not.toContain(privateId);
      expect(lists.featured).toHaveLength(7);
      expect(await galleryDownloadStatus(t.app, privateId)).toBe(404);

      const hidden = ids.at(-1)!;
      await setReview(t, hidden, 'hidden');
      const after = await publicWrapIds(t.app);
      expect(after.gallery).not.toContain(hidden);
      expect(after.featured).not.toContain(hidden);
      expect(await galleryDownloadStatus(t.app, hidden)).toBe(404);
    });
  });

  describe('with GALLERY_REVIEW=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ db: kind, env: { GALLERY_REVIEW: 'true', GALLERY_CACHE_MS: '0' } });
    });
    afterAll(async () => t?.close());

    it('lists a consented wrap only once the shop approves it, never one without consent, and none it hid', async () => {
      const [waiting, unconsented] = await insertGalleryWraps(t.ctx, [
        { createdAt: new Date() },
        { createdAt: new Date(), galleryConsent: false, reviewStatus: 'approved' },
      ]);
      expect(await publicWrapIds(t.app)).toEqual({ gallery: [], featured: [] });
      expect(await galleryDownloadStatus(t.app, waiting!)).toBe(404);

      await setReview(t, waiting!, 'approved');
      expect(await publicWrapIds(t.app)).toEqual({ gallery: [waiting], featured: [waiting] });
      expect(await galleryDownloadStatus(t.app, waiting!)).toBe(200);
      expect(await galleryDownloadStatus(t.app, unconsented!)).toBe(404);

      await setReview(t, waiting!, 'hidden');
      expect(await publicWrapIds(t.app)).toEqual({ gallery: [], featured: [] });
    });
  });
});
