import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetectResponse } from '../../domain/api';
import GERMAN from '../../domain/i18n/de';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { MIN_SIDE } from '../engine/decode';
import { carPhoto, multipart } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';

describe('POST /api/detect', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DETECT_RATE_LIMIT: '4' } });
  });
  afterAll(async () => t.close());

  const detect = async (photo?: { data: Buffer; name: string }, language = 'en') => {
    const form = await multipart({}, photo);
    return t.app.inject({
      method: 'POST',
      url: '/api/detect',
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': language },
    });
  };

  it('finds the car in a real photo: box, outline and confidence, normalised', async () => {
    const response = await detect({ data: carPhoto('orange-coupe-front34-street.jpg'), name: 'suv.jpg' });
    expect(response.statusCode).toBe(200);
    const found = DetectResponse.parse(response.json());
    expect(found.confidence).toBeGreaterThan(0.5);
    expect(found.outline.length).toBeGreaterThan(10);
    for (const v of [found.box.x, found.box.y, found.box.w, found.box.h]) expect(v).toBeGreaterThanOrEqual(0);
    expect(found.box.x + found.box.w).toBeLessThanOrEqual(1.0001);
    expect(found.box.w * found.box.h).toBeGreaterThan(0.1);
  });

  it('refuses a missing photo, a file that is not an image and a photo too small (in German to a German browser), then limits the rate', async () => {
    const missing = await detect();
    expect([missing.statusCode, missing.json().error]).toEqual([400, MESSAGES.missingInformation.description]);
    const text = await detect({ data: Buffer.from('hello'), name: 'car.png' });
    expect([text.statusCode, text.json().error]).toEqual([400, ERRORS.notAnImage]);
    // A real image, too small to find a car in: refused in the visitor's language.
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const small = await detect({ data: tiny, name: 'car.png' }, 'de-DE');
    expect([small.statusCode, small.json().error]).toEqual([400, GERMAN.ERRORS.photoTooSmall]);
    expect(ERRORS.photoTooSmall).toContain(`${MIN_SIDE} pixels`);
    const limited = await detect();
    expect([limited.statusCode, limited.json().error]).toEqual([429, ERRORS.tooManyRequests]);
  });
});
