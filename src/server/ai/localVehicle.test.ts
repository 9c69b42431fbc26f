import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_TEXT } from '../../domain/estimate/estimateTexts';
import { UNKNOWN_MODEL } from '../../domain/prompt/carMakeModel';
import { carWrapRequests } from '../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { drawnSideView } from '../engine/drawnSideView.testutil';
import { committedPhotos, readSilhouette } from '../engine/goldens.testutil';
import { keepSilhouettesIn } from '../engine/index';
import { allowModelTime } from '../engine/modelTests.testutil';
import { createSilhouetteStore } from '../engine/storedSilhouettes';
import type { StoredSilhouette } from '../engine/storedSilhouettes';
import { normalizeUpload } from '../image/normalizeUpload';
import { carPhoto, followJob, orderFields, ownerHeaderOf, postWrap } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { eq } from 'drizzle-orm';

allowModelTime();

const SHOP = 'shop@test.example';
const SUV_PHOTO = 'white-suv-front34-desert.jpg';

/**
 * The local engine's analysis end to end: a wrap of the visitor's photo, its estimate and the
 * shop's e-mail. Each photo's silhouette is kept beside it in the app's storage beforehand (the
 * model's, stored with the goldens; the drawn van's own), so no model runs.
 */
describe('the local engine names the car, prices it in its size class and tells the shop', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'local', SHOP_EMAIL: SHOP, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, QUOTE_RATE_LIMIT: '100' },
    });
    keepSilhouettesIn(createSilhouetteStore(t.ctx.storage));
  });
  afterAll(async () => {
    keepSilhouettesIn(null);
    await t?.close();
    await smtp?.close();
  });

  /** Keeps the silhouette beside the photo as the upload normalises it, as the photo step would have. */
  async function keepSilhouette(photo: Buffer, silhouette: StoredSilhouette): Promise<void> {
    const { jpeg } = await normalizeUpload(photo, 'car.jpg');
    await createSilhouetteStore(t.ctx.storage).save(jpeg, undefined, silhouette);
  }

  /** Wraps the photo with the local engine; answers the finished request's row and its owner header. */
  async function wrap(photo: Buffer, fields: Record<string, string> = orderFields) {
    const created = await postWrap(t.app, fields, { data: photo as ReturnType<typeof carPhoto>, name: 'car.jpg' });
    expect(created.statusCode).toBe(202);
    const { requestId } = created.json();
    const { events } = await followJob(t.app, requestId);
    expect(events.at(-1)!.stage).toBe('done');
    const [row] = await t.ctx.db.select().from(carWrapRequests).where(eq(carWrapRequests.id, requestId));
    const view = (await t.app.inject({ method: 'GET', url: `/api/wraps/${requestId}` })).json();
    return { id: requestId as string, row: row!, estimate: view.estimate, owner: ownerHeaderOf(created) };
  }

  it('an SUV photo is analysed as an SUV, estimated as a large car, and the shop reads it, not the photo size', async () => {
    const committed = committedPhotos().find((p) => p.file === SUV_PHOTO)!;
    const photo = carPhoto(SUV_PHOTO);
    await keepSilhouette(photo, (await readSilhouette(committed))!);
    const suv = await wrap(photo, { ...orderFields, galleryConsent: 'true' });
    expect(suv.row.carAnalysis).toMatch(/^White SUV, seen from the front three-quarter\b/);
    expect(suv.estimate).toMatchObject({ sizeClass: 'large' });

    // The gallery card and the share page name the car as the engine read it, not "Unknown Model".
    const gallery = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    expect(gallery.items).toEqual([expect.objectContaining({ carMakeModel: 'White SUV' })]);
    const share = await t.app.inject({ method: 'GET', url: `/w/${suv.id}` });
    expect(share.body).toContain('alt="A White SUV with a');

    const before = smtp.received.length;
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${suv.id}/quote`,
      headers: suv.owner,
      payload: { name: 'Ana Ruiz', phone: '+44 20 7946 0958', city: 'Leeds', consent: true },
    });
    expect(quote.json()).toMatchObject({ saved: true, emailSent: true });
    const shopMail = smtp.received.slice(before).find((m) => m.to.includes(SHOP))!;
    const text = (await simpleParser(shopMail.raw)).text ?? '';
    expect(text).toContain('Vehicle (guessed from the photo): white SUV, seen from the front three-quarter');
    expect(text).toContain(`Vehicle size: ${ESTIMATE_TEXT.sizes.large} (large)`);
    expect(text).not.toContain(UNKNOWN_MODEL);
    expect(text).not.toMatch(/\d+x\d+ photo/);
  });

  it('a van (drawn: no van photo is in the sets) is analysed as a van and estimated as extra-large', async () => {
    const { photo, silhouette } = await drawnSideView('van');
    await keepSilhouette(photo, silhouette);
    const van = await wrap(photo);
    expect(van.row.carAnalysis).toMatch(/^White van, seen from the side\b/);
    expect(van.estimate).toMatchObject({ sizeClass: 'extra-large' });
  });
});
