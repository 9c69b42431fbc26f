import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeaturedWraps, GalleryPage } from '../../domain/api';
import { completedWraps } from '../db/schema';
import { attachmentsOf, startSmtpServer, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { keepGoldenSilhouettes } from '../engine/keptGoldenSilhouette.testutil';
import { DISPLAY_WIDTH } from '../image/displayImage';
import { normalizeUpload } from '../image/normalizeUpload';
import { carPhoto, followJob, orderFields, ownerHeaderOf, postWrap } from '../image/photoForm.testutil';
import { THUMBNAIL_WIDTH } from '../image/thumbnail';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { annotatedPlates, plateDetail } from './plateDetail.testutil';

const PHOTO = 'silver-coupe-rear-road.jpg';
const SHOP = 'shop@test.example';
const plates = annotatedPlates(PHOTO);

/** A stranger's look at a picture URL, following the redirect of a copy made on first request. */
async function fetched(t: TestApp, url: string): Promise<Buffer> {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const response = await t.app.inject({ method: 'GET', url: path });
  if (response.statusCode === 302) return fetched(t, response.headers.location!);
  expect(response.statusCode, path).toBe(200);
  return response.rawPayload;
}

describe('number plates in public pictures', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let requestId: string;
  let ownerHeader: Record<string, string>;
  let ownUrl: string;
  let own: Buffer;
  let photo: Buffer;
  let photoUrl: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'local', SHOP_EMAIL: SHOP, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` },
    });
    // The model's silhouette of this photo, kept as the photo step would have: no model run here.
    await keepGoldenSilhouettes(t.ctx.storage, [PHOTO]);
    const upload = carPhoto(PHOTO);
    photo = (await normalizeUpload(upload, PHOTO)).jpeg;

    const created = await postWrap(t.app, { ...orderFields, galleryConsent: 'true' }, { data: upload, name: PHOTO });
    expect(created.statusCode).toBe(202);
    requestId = created.json().requestId;
    ownerHeader = ownerHeaderOf(created);
    const { events } = await followJob(t.app, requestId);
    expect(events.at(-1)!.stage).toBe('done');
    ownUrl = events.at(-1)!.imageUrl!;
    own = await fetched(t, ownUrl);
    photoUrl = events.at(-1)!.originalUrl!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The plate's detail in a public picture against the visitor's own result (or photo) at the same size. */
  async function expectHidden(url: string, width: number, original = own) {
    const shown = await plateDetail(await fetched(t, url), plates, width);
    const kept = await plateDetail(original, plates, width);
    expect(shown, `${url} at ${width} px: ${shown.toFixed(0)} against ${kept.toFixed(0)}`).toBeLessThanOrEqual(kept / 4);
  }

  it("the visitor's own result keeps the plate as sharp as their photo", async () => {
    expect(await plateDetail(own, plates, DISPLAY_WIDTH)).toBeGreaterThan((await plateDetail(photo, plates, DISPLAY_WIDTH)) / 2);
  });

  it('the gallery picture, its thumbnail and its download hide the plate, and no list names the originals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    const [item] = GalleryPage.parse(response.json()).items;
    expect(response.body).not.toContain(ownUrl);
    expect(response.body).not.toContain(photoUrl);
    await expectHidden(item!.imageUrl, DISPLAY_WIDTH);
    await expectHidden(item!.thumbnailUrl!, THUMBNAIL_WIDTH);
    await expectHidden(`/api/gallery/${item!.id}/download`, DISPLAY_WIDTH);
  });

  it("the home page's hero (before and after) and the processing carousel hide the plate", async () => {
    await t.ctx.db.update(completedWraps).set({ heroPick: true }).where(eq(completedWraps.carWrapRequestId, requestId));
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery/featured' });
    const { items, hero } = FeaturedWraps.parse(response.json());
    expect(response.body).not.toContain(ownUrl);
    expect(response.body).not.toContain(photoUrl);
    await expectHidden(hero!.displayUrl!, DISPLAY_WIDTH);
    await expectHidden(hero!.originalUrl!, DISPLAY_WIDTH, photo);
    await expectHidden(items[0]!.thumbnailUrl!, THUMBNAIL_WIDTH);
  });

  it('the share page and its link preview hide the plate', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/w/${requestId}` })).body;
    expect(html).not.toContain(ownUrl);
    expect(html).not.toContain(photoUrl);
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!;
    const shown = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(shown).toHaveLength(2);
    await expectHidden(ogImage, DISPLAY_WIDTH);
    await expectHidden(shown[0]!, DISPLAY_WIDTH, photo);
    await expectHidden(shown[1]!, DISPLAY_WIDTH);
  });

  it("the shop's quote e-mail carries the result with its plate", async () => {
    const before = smtp.received.length;
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${requestId}/quote`,
      headers: ownerHeader,
      payload: { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true },
    });
    expect(quote.json()).toEqual({ saved: true, emailSent: true });
    const toShop = smtp.received.slice(before).find((mail) => mail.to.includes(SHOP))!;
    const preview = attachmentsOf(toShop.raw).find((a) => a.filename.startsWith('wrap-preview'))!;
    const kept = await plateDetail(own, plates, DISPLAY_WIDTH);
    expect(await plateDetail(preview.content, plates, DISPLAY_WIDTH)).toBeGreaterThan(kept / 2);
  });
});
