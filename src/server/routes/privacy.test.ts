import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, adminVisitorDataPath } from '../../domain/admin/api';
import { GalleryPage } from '../../domain/api';
import { MY_DATA_PAGE, PRIVACY_ROUTES, PrivacyFacts } from '../../domain/privacy/api';
import { MY_DATA_ERRORS, privacyPolicy } from '../../domain/privacy/privacyTexts';
import { adminClient } from '../admin/adminClient.testutil';
import { saveAdminUser } from '../admin/adminUsers';
import { forgottenWraps, publicPictures, quotes, shopSettings } from '../db/schema';
import { ownerHeader } from '../db/testData.testutil';
import { startSmtpServer, textOf, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { createLogger } from '../logger';
import { PICTURE_KINDS, publicPicturePath } from '../privacy/publicGalleryItems';
import { stillStored, storeWrap } from '../retention/retentionFixtures.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

const SHOP_USER = 'owner@shop.example';
const PASSWORD = 'a long shop password';

describe('the privacy page and the visitor’s own data', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const logLines: string[] = [];
  const bodies: string[] = [];
  const inject = async (options: InjectOptions) => {
    const answer = await t.app.inject(options);
    bodies.push(answer.body);
    return answer;
  };
  const post = (url: string, payload: object) => inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: {
        BRAND_NAME: 'Ana Wraps',
        SHOP_NAME: 'Ana Wraps Ltd',
        PRIVACY_CONTACT: 'privacy@anawraps.example',
        UPLOAD_RETENTION_HOURS: '36',
        WRAP_RETENTION_DAYS: '60',
        QUOTE_RETENTION_DAYS: '400',
        AI_PROVIDER: 'local',
        PUBLIC_URL: 'https://wraps.example',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        GALLERY_CACHE_MS: '0',
        TRUST_PROXY: 'true',
      },
      extend: (ctx) => ({ ...ctx, log: createLogger('trace', { write: (line: string) => void logLines.push(line) }) }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('writes the privacy page from the settings: the shop, its contact and every retention period', async () => {
    const response = await inject({ method: 'GET', url: PRIVACY_ROUTES.facts });
    expect(response.statusCode).toBe(200);
    const facts = PrivacyFacts.parse(response.json());
    expect(facts).toMatchObject({ shopName: 'Ana Wraps Ltd', contact: 'privacy@anawraps.example', aiProvider: null });
    const page = privacyPolicy(facts)
      .flatMap((section) => [section.heading, ...section.paragraphs])
      .join('\n');
    for (const text of ['Ana Wraps Ltd', 'privacy@anawraps.example', '36 hours', '60 days', '400 days', 'not sent to any other service']) {
      expect(page).toContain(text);
    }
  });

  it('names the AI service photos go to when one is set', () => {
    const facts: PrivacyFacts = {
      shopName: 'Ana Wraps Ltd',
      brandName: 'Ana Wraps',
      contact: 'privacy@anawraps.example',
      uploadRetentionHours: 1,
      wrapRetentionDays: 1,
      quoteRetentionDays: 1,
      aiProvider: { name: 'OpenAI', host: 'api.openai.com' },
      galleryReview: false,
    };
    const where = privacyPolicy(facts).find((section) => section.heading === 'Where your photo goes')!;
    expect(where.paragraphs.join(' ')).toContain('OpenAI (api.openai.com)');
  });

  it('e-mails a private link that shows the data, withdraws the gallery consent, then deletes it all in one go', async () => {
    const wrap = await storeWrap(t.ctx.db, t.ctx.storage, new Date(), { consent: true });
    const quoted = await inject({
      method: 'POST',
      url: `/api/wraps/${wrap.id}/quote`,
      headers: ownerHeader(),
      payload: { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true },
    });
    expect(quoted.json()).toEqual({ saved: true, emailSent: true });
    const confirmation = textOf(smtp.received.at(-1)!.raw);
    const link = new RegExp(`https://wraps\\.example${MY_DATA_PAGE}#(\\S+)`).exec(confirmation);
    expect(link, confirmation).not.toBeNull();
    const token = link![1]!;

    const seen = await post(PRIVACY_ROUTES.view, { token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ email: 'ana@test.example', inGallery: true, quotes: [{ name: 'Ana Ruiz', city: 'Leeds' }] });

    // Forged, altered or malformed links show nothing.
    const [id, mac] = token.split('.');
    for (const forged of [`${id}.${'A'.repeat(mac!.length)}`, `${wrap.galleryId}.${mac}`, id!, 'x'.repeat(300)]) {
      const refused = await post(PRIVACY_ROUTES.view, { token: forged });
      expect(refused.statusCode, forged).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json()).toEqual({ error: MY_DATA_ERRORS.badLink });
    }

    const galleryIds = async () =>
      GalleryPage.parse((await inject({ method: 'GET', url: '/api/gallery' })).json()).items.map((item) => item.id);
    expect(await galleryIds()).toContain(wrap.galleryId);
    for (const kind of PICTURE_KINDS) {
      const made = await inject({ method: 'GET', url: publicPicturePath(wrap.galleryId, kind) });
      expect(made.statusCode, kind).toBe(302);
    }
    const copyFiles = (await t.ctx.db.select().from(publicPictures)).flatMap((copy) => [copy.fullUrl, copy.displayUrl, copy.thumbnailUrl]);
    expect(copyFiles, 'strangers see plate-hidden copies of the result and the photo').toHaveLength(6);
    expect(await stillStored(t.ctx.storage, copyFiles)).toEqual(copyFiles);
    const withdrawn = await post(PRIVACY_ROUTES.withdrawConsent, { token });
    expect(withdrawn.json()).toMatchObject({ inGallery: false });
    expect(await galleryIds()).not.toContain(wrap.galleryId);
    expect(await stillStored(t.ctx.storage, wrap.files)).toEqual(wrap.files);
    expect(await stillStored(t.ctx.storage, copyFiles), 'the public copies go with the consent').toEqual([]);
    expect(await t.ctx.db.select().from(publicPictures)).toEqual([]);

    const deleted = await post(PRIVACY_ROUTES.delete, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, files: wrap.files.length });
    expect(await stillStored(t.ctx.storage, wrap.files)).toEqual([]);
    for (const url of wrap.files) expect((await inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const share = await inject({ method: 'GET', url: `/w/${wrap.id}` });
    expect(share.statusCode).toBe(410);
    expect(share.body).toContain('This preview has expired');
    expect(share.body).toContain('Ana Wraps');

    const [lead] = await t.ctx.db.select().from(quotes);
    expect(lead).toMatchObject({ carWrapRequestId: null, name: '', email: '', phone: '', city: 'Leeds', selectedWrapName: 'Custom: Red' });
    expect((await post(PRIVACY_ROUTES.view, { token })).statusCode).toBe(410);
    expect((await post(PRIVACY_ROUTES.delete, { token })).json()).toEqual({ error: MY_DATA_ERRORS.gone });
  });

  it('lets the shop export one visitor’s data as JSON and delete it from the back office', async () => {
    await saveAdminUser(t.ctx.db, SHOP_USER, PASSWORD);
    const shop = adminClient(t.app, '198.51.100.90');
    expect((await shop.signIn(SHOP_USER, PASSWORD)).statusCode).toBe(200);
    const wrap = await storeWrap(t.ctx.db, t.ctx.storage, new Date());

    const exported = await shop.request({ method: 'GET', url: ADMIN_ROUTES.visitorExport.replace(':id', wrap.id) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json();
    expect(data.request).toMatchObject({ id: wrap.id, email: 'ana@test.example' });
    expect(data.request.ownerTokenHash).toBeUndefined();
    expect(data.gallery).toHaveLength(1);

    const removed = await shop.request({ method: 'DELETE', url: adminVisitorDataPath(wrap.id) });
    expect(removed.statusCode).toBe(200);
    expect(await stillStored(t.ctx.storage, wrap.files)).toEqual([]);
    const [gone] = await t.ctx.db.select().from(forgottenWraps).where(eq(forgottenWraps.requestId, wrap.id));
    expect(gone?.reason).toBe('shop');
    expect((await shop.request({ method: 'DELETE', url: adminVisitorDataPath(wrap.id) })).statusCode).toBe(410);
  });

  it('never lets the signing secret reach a browser or a log line', async () => {
    const [row] = await t.ctx.db.select().from(shopSettings).where(eq(shopSettings.key, 'privacy-link-secret'));
    const secret = String(row!.value);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(logLines.length).toBeGreaterThan(0);
    for (const text of [...logLines, ...bodies]) expect(text).not.toContain(secret);
  });
});
