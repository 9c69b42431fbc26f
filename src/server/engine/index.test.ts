import sharp from 'sharp';
import { ERRORS } from '../../domain/serverErrors';
import { describe, expect, it } from 'vitest';
import { detectCar, EngineInputError, NoCarError, renderWrap } from './index';

async function gradientJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x / width) * 200;
      raw[i + 1] = 120;
      raw[i + 2] = (y / height) * 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('engine API on bad input', () => {
  it('rejects bytes that are not an image with a clear message', async () => {
    const err = await renderWrap({
      image: Buffer.from('hello, this is not a photo'),
      color: 'red',
      finish: 'matte',
      style: 'solid-wrap',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineInputError);
    expect((err as Error).message).toMatch(/not an image/i);
    await expect(detectCar(Buffer.alloc(0))).rejects.toThrow(EngineInputError);
  });

  it('rejects a 1x1 image as too small', async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await expect(detectCar(tiny)).rejects.toThrow(ERRORS.photoTooSmall);
  });

  it('rejects an unknown colour, finish or style', async () => {
    const img = await gradientJpeg(64, 48);
    await expect(renderWrap({ image: img, color: 'blurple', finish: 'matte', style: 'solid-wrap' })).rejects.toThrow(/Unknown colour/);
    // @ts-expect-error: a wrong finish from an untyped caller
    await expect(renderWrap({ image: img, color: 'red', finish: 'velvet', style: 'solid-wrap' })).rejects.toThrow(/Unknown finish/);
  });

  it('rejects a hint outside 0..1', async () => {
    const img = await gradientJpeg(64, 48);
    await expect(detectCar(img, { point: { x: 300, y: 20 } })).rejects.toThrow(EngineInputError);
  });

  it('says a featureless picture holds no car, with zero confidence, and refuses to render it', async () => {
    const img = await gradientJpeg(320, 200);
    const detect = await detectCar(img);
    expect(detect).toMatchObject({ noCar: true, unsure: true, confidence: 0, outline: [] });
    await expect(renderWrap({ image: img, color: 'red', finish: 'glossy', style: 'solid-wrap' })).rejects.toThrow(NoCarError);
  });

  it('renders a plain synthetic scene end to end with the promised shape', async () => {
    const raw = Buffer.alloc(200 * 120 * 3, 200);
    for (let y = 40; y < 95; y++) for (let x = 30; x < 170; x++) raw.set([180, 20, 30], (y * 200 + x) * 3);
    const img = await sharp(raw, { raw: { width: 200, height: 120, channels: 3 } })
      .png()
      .toBuffer();
    const r = await renderWrap({
      image: img,
      color: 'blue',
      finish: 'satin',
      style: 'two-tone',
      instructions: 'a bit darker and add a spoiler',
    });
    expect(r).toMatchObject({ width: 200, height: 120 });
    expect(r.applied).toContain('lightness: a bit darker');
    expect(r.unapplied.join(' ')).toMatch(/spoiler/);
    const mask = await sharp(r.carMask).metadata();
    expect(mask).toMatchObject({ width: 200, height: 120 });
    const d = await detectCar(img, { box: { x: 0.1, y: 0.25, w: 0.8, h: 0.6 } });
    expect(d.outline.length).toBeGreaterThanOrEqual(3);
    expect(d.outline.length).toBeLessThanOrEqual(200);
    expect(d.box.x).toBeGreaterThan(0.1);
    expect(d.box.w).toBeLessThan(0.8);
  });
});
