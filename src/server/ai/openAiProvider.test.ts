import {
  APIConnectionError,
  APIConnectionTimeoutError,
  AuthenticationError,
  BadRequestError,
  InternalServerError,
  RateLimitError,
} from 'openai';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '../../domain/messages';
import { openAiFailure } from './openAiFailure';
import { acceptsEditMask, buildEditMask, maskGrowPx } from './editMask';
import { editSizeFor } from './openAiProvider';

describe('editSizeFor', () => {
  it("asks for the supported size nearest the photo's shape", () => {
    expect(editSizeFor(1024, 683)).toBe('1536x1024');
    expect(editSizeFor(683, 1024)).toBe('1024x1536');
    expect(editSizeFor(1024, 900)).toBe('1024x1024');
  });
});

describe('openAiFailure', () => {
  const headers = new Headers();
  it("answers in the product's own words: unavailable, busy, photo refused, key errors, timeouts, else the step's fallback", () => {
    const overloaded = openAiFailure(new InternalServerError(500, { message: 'Overloaded' }, undefined, headers), ERRORS.generate);
    expect([overloaded.message, overloaded.detail, overloaded.mayBeCharged]).toEqual([ERRORS.providerUnavailable, '500 Overloaded', false]);
    expect(
      openAiFailure(
        new RateLimitError(429, { message: 'Rate limit reached for org-abc123 on images' }, undefined, headers),
        ERRORS.generate,
      ).message,
    ).toBe(ERRORS.providerBusy);
    expect(
      openAiFailure(
        new RateLimitError(429, { message: 'You exceeded your current quota', code: 'insufficient_quota' }, undefined, headers),
        ERRORS.generate,
      ).message,
    ).toBe(ERRORS.providerUnavailable);
    const refused = openAiFailure(
      new BadRequestError(400, { message: 'Rejected by our safety system', code: 'moderation_blocked' }, undefined, headers),
      ERRORS.generate,
    );
    expect([refused.message, refused.mayBeCharged]).toEqual([ERRORS.photoRejected, true]);
    expect(openAiFailure(new BadRequestError(400, { message: 'Invalid image data' }, undefined, headers), ERRORS.analyse).message).toBe(
      ERRORS.analyse,
    );
    expect(openAiFailure(new APIConnectionError({ message: 'ECONNREFUSED' }), ERRORS.analyse).message).toBe(ERRORS.providerUnavailable);
    expect(
      openAiFailure(
        new AuthenticationError(401, { message: 'Incorrect API key provided: sk-ab***yz' }, undefined, headers),
        ERRORS.generate,
      ).message,
    ).toBe(MESSAGES.keyNotAvailable.description);
    expect(openAiFailure(new APIConnectionTimeoutError(), ERRORS.analyse).message).toBe(ERRORS.providerTimeout);
    expect(openAiFailure(new InternalServerError(500, undefined, undefined, headers), ERRORS.generate).message).toBe(
      ERRORS.providerUnavailable,
    );
    expect(openAiFailure(new Error('socket hang up'), ERRORS.analyse).message).toBe(ERRORS.analyse);
  });
});

describe('the edit mask', () => {
  // A 200x100 silhouette: the car is the rectangle x 50..149, y 30..79 (light on dark).
  const silhouette = (width = 200, height = 100) => {
    const grey = Buffer.alloc(width * height);
    for (let y = 30; y < 80; y++) grey.fill(255, y * width + 50, y * width + 150);
    return sharp(grey, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
  };

  it('is sent to gpt-image models only', () => {
    expect(['gpt-image-2', 'gpt-image-1.5', 'gpt-image-1-mini'].every(acceptsEditMask)).toBe(true);
    expect(['dall-e-3', 'dall-e-2', 'chatgpt-image-latest'].some(acceptsEditMask)).toBe(false);
  });

  it('is a PNG the size of the photo, transparent over the car grown by a few pixels, opaque elsewhere', async () => {
    const mask = (await buildEditMask(await silhouette(), 200, 100))!;
    const meta = await sharp(mask.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 200, 100, true]);
    const alpha = await sharp(mask.png).extractChannel('alpha').raw().toBuffer();
    const at = (x: number, y: number) => alpha[y * 200 + x];
    const grow = maskGrowPx(200, 100);
    expect(grow).toBeGreaterThanOrEqual(2);
    expect([at(50, 30), at(100, 55), at(149, 79), at(50 - grow, 30 - grow), at(149 + grow, 79 + grow)]).toEqual([0, 0, 0, 0, 0]);
    expect([at(50 - grow - 1, 55), at(149 + grow + 1, 55), at(100, 30 - grow - 1), at(0, 0), at(199, 99)]).toEqual([
      255, 255, 255, 255, 255,
    ]);
    expect(alpha.every((a) => a === 0 || a === 255)).toBe(true);
    expect(mask.editableShare).toBeCloseTo(((100 + 2 * grow) * (50 + 2 * grow)) / 20_000, 5);
  });

  it('follows the size of the image sent, and is left out when the silhouette is empty or everything', async () => {
    const scaled = (await buildEditMask(await silhouette(), 400, 200))!;
    expect(await sharp(scaled.png).metadata()).toMatchObject({ width: 400, height: 200 });
    const flat = (value: number) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: { r: value, g: value, b: value } } })
        .png()
        .toBuffer();
    expect(await buildEditMask(await flat(0), 40, 30)).toBeNull();
    expect(await buildEditMask(await flat(255), 40, 30)).toBeNull();
  });
});
