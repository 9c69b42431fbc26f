import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveColor } from '../../domain/catalog/colors';
import DE from '../../domain/i18n/de';
import FR from '../../domain/i18n/fr';
import { ENGLISH } from '../../domain/i18n/visitorTexts';
import { describeVehicle } from '../../domain/vehicle/vehicleDescription';
import { VEHICLE_TEXT } from '../../domain/vehicle/vehicleTexts';
import { insertWrapRequest, ownerHeader, plainPicture } from '../db/testData.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { estimateLine } from './quoteEmails';
import { headerOf, startSmtpServer, textOf, type TestSmtpServer } from './smtpTestServer.testutil';

const SHOP = 'werkstatt@test.example';
const CUSTOMER = 'ana@test.example';
const WHITE_SUV = { colour: 'white', body: 'suv', view: 'front-three-quarter' } as const;
// The local engine's analysis, stored in English as the job writes it.
const ANALYSIS = VEHICLE_TEXT.analysis(describeVehicle(WHITE_SUV), 0.87, false);

describe("the shop's quote e-mail in the shop's language", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SHOP_EMAIL: SHOP, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, DEFAULT_LANGUAGE: 'de', BRAND_NAME: 'Folierwerk' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is German with DEFAULT_LANGUAGE=de, while a French visitor gets their confirmation in French', async () => {
    const photo = await plainPicture('#dddddd');
    const request = await insertWrapRequest(t.ctx.db, {
      email: CUSTOMER,
      originalImageUrl: await t.ctx.storage.put(`car-images/${randomUUID()}.jpg`, photo, 'image/png'),
      status: 'done',
      wrappedImageUrl: await t.ctx.storage.put(`car-images/${randomUUID()}.png`, await plainPicture(), 'image/png'),
      carAnalysis: ANALYSIS,
      changeRequests: ['un peu plus foncé'],
    });
    const before = smtp.received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/wraps/${request.id}/quote`,
      payload: { name: 'Ana Ruiz', phone: '+49 89 1234567', city: 'München', consent: true },
      headers: { ...ownerHeader(), 'accept-language': 'fr-FR' },
    });
    expect(response.json()).toEqual({ saved: true, emailSent: true });
    const [shop, customer] = smtp.received.slice(before);
    expect(shop!.to).toEqual([SHOP]);
    expect(customer!.to).toEqual([CUSTOMER]);

    const mail = textOf(shop!.raw).replace(/\r\n/g, '\n');
    const de = DE.SHOP_EMAIL_TEXT;
    const estimate = (await t.app.inject({ url: `/api/wraps/${request.id}` })).json().estimate;
    const vehicle = 'SUV in Weiß, von schräg vorne gesehen';
    for (const line of [
      de.intro('Ana Ruiz', 'Folierwerk'),
      `${de.labels.selectedWrap}: ${DE.CATALOG_TEXT.colors.custom}: ${DE.CATALOG_TEXT.colors.red}`,
      `${de.labels.colour}: ${de.customColour(DE.CATALOG_TEXT.colors.red!, resolveColor('red')!.hex)}`,
      `${de.labels.finish}: ${DE.CATALOG_TEXT.finishes.glossy.name}`,
      `${de.labels.style}: ${DE.CATALOG_TEXT.styles['solid-wrap'].name}`,
      `${de.labels.vehicle}: ${vehicle}`,
      `${de.labels.vehicleSize}: ${DE.ESTIMATE_TEXT.sizes.large} (large)`,
      `${de.labels.estimate}: ${estimateLine(estimate, 'de')}`,
      `${de.labels.carModel}: ${de.carFromPhoto}`,
      `${de.changeRequests}:\n1. un peu plus foncé`,
      `${de.carAnalysis}:\n${vehicle[0]!.toUpperCase()}${vehicle.slice(1)}, von der lokalen Engine`,
      DE.ESTIMATE_TEXT.disclaimer,
    ]) {
      expect(mail, line).toContain(line);
    }
    expect(estimateLine(estimate, 'de')).toMatch(/^Geschätzt von \d[\d.]*\s€ bis \d[\d.]*\s€ /);
    expect(headerOf(shop!.raw, 'subject')).toContain('Angebotsanfrage');
    const englishLabels = Object.values(ENGLISH.SHOP_EMAIL_TEXT.labels).filter((label) => label !== 'Film');
    for (const english of [
      ...englishLabels,
      ENGLISH.SHOP_EMAIL_TEXT.carAnalysis,
      'White SUV',
      'Estimated from',
      ENGLISH.ESTIMATE_TEXT.disclaimer,
    ]) {
      expect(mail, english).not.toContain(english);
    }

    // The visitor's own confirmation follows the language they used the site in.
    const confirmation = textOf(customer!.raw);
    expect(confirmation).toContain(FR.CONFIRMATION_TEXT.greeting('Ana Ruiz'));
    expect(confirmation).not.toContain(DE.CONFIRMATION_TEXT.greeting('Ana Ruiz'));
  });
});
