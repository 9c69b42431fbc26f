import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import FR from '../../domain/i18n/fr';
import { ENGLISH } from '../../domain/i18n/visitorTexts';
import { describeVehicle } from '../../domain/vehicle/vehicleDescription';
import { VEHICLE_TEXT } from '../../domain/vehicle/vehicleTexts';
import { forgottenWraps } from '../db/schema';
import { insertFinishedWrap } from '../db/testData.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const WHITE_SUV = { colour: 'white', body: 'suv', view: 'front-three-quarter' } as const;
// The local engine's analysis, stored in English as the job writes it.
const ANALYSIS = VEHICLE_TEXT.analysis(describeVehicle(WHITE_SUV), 0.87, false);

describe('the share and expired pages in the visitor language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AI_PROVIDER: 'local', BRAND_NAME: 'Studio Lyon' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, language?: string) =>
    t.app.inject({ url, headers: language ? { 'accept-language': language } : {} }).then((res) => ({ ...res, body: unescape(res.body) }));

  it('writes the share page in French for a French browser: its words, the colour, the car and <html lang>', async () => {
    const { row } = await insertFinishedWrap(t.ctx.db, t.ctx.storage, {
      selectedWrapName: 'Custom: Royal Blue',
      wrapColor: 'royal-blue',
      styleType: 'racing-stripes',
      carAnalysis: ANALYSIS,
    });
    const french = await get(`/w/${row.id}`, 'fr-CH, en;q=0.5');
    expect(french.statusCode).toBe(200);
    expect(french.headers.vary).toContain('Accept-Language');
    expect(french.body).toContain('<html lang="fr">');
    const look = FR.SHARE_TEXT.look(
      FR.CATALOG_TEXT.colors['royal-blue']!,
      FR.CATALOG_TEXT.finishes.glossy.name,
      FR.CATALOG_TEXT.styles['racing-stripes'].name,
    );
    const car = FR.VEHICLE_TEXT.carName(FR.VEHICLE_TEXT.colours.white, FR.VEHICLE_TEXT.bodies.suv);
    for (const text of [
      `<title>${FR.SHARE_TEXT.title(look.charAt(0).toUpperCase() + look.slice(1), 'Studio Lyon')}</title>`,
      FR.SHARE_TEXT.description('Studio Lyon'),
      FR.SHARE_TEXT.imageAlt(look, car),
      FR.SHARE_TEXT.after,
      FR.SHARE_TEXT.cta,
      FR.DATA_LINK_TEXT.sharePage,
    ]) {
      expect(french.body, text).toContain(text);
    }
    expect(car).toBe('SUV de couleur blanche');
    for (const english of [
      ENGLISH.SHARE_TEXT.cta,
      ENGLISH.SHARE_TEXT.ctaIntro,
      ENGLISH.DATA_LINK_TEXT.sharePage,
      'Royal Blue',
      'White SUV',
    ]) {
      expect(french.body, english).not.toContain(english);
    }

    // Without a language asked for, the shop's default: English, as before.
    const english = await get(`/w/${row.id}`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Royal Blue glossy racing stripes wrap — Studio Lyon</title>');
    expect(english.body).toContain('A White SUV with a Royal Blue glossy racing stripes wrap');
  });

  it('writes the expired page in French for a French browser', async () => {
    const requestId = randomUUID();
    await t.ctx.db.insert(forgottenWraps).values({ requestId, reason: 'visitor' });
    const french = await get(`/w/${requestId}`, 'fr-FR,fr;q=0.9');
    expect(french.statusCode).toBe(410);
    expect(french.body).toContain('<html lang="fr">');
    for (const text of [`<h1>${FR.EXPIRED_TEXT.title}</h1>`, FR.EXPIRED_TEXT.text, FR.EXPIRED_TEXT.cta])
      expect(french.body).toContain(text);
    expect(french.body).not.toContain(ENGLISH.EXPIRED_TEXT.title);

    const english = await get(`/w/${requestId}`, 'en-US');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(ENGLISH.EXPIRED_TEXT.title);
  });
});
