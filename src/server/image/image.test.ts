import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/messages';
import { InvalidInput } from '../serviceErrors';
import { normalizeUpload } from './normalizeUpload';
import { jpegClaiming } from './photoForm.testutil';
import { makeThumbnail } from './thumbnail';
import { addWatermark, watermarkBandHeight, watermarkFontSize } from './watermark';

const solid = (width: number, height: number, background = '#ffffff') => sharp({ create: { width, height, channels: 3, background } });

async function meanOf(png: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  // stats() reads its input, not the pipeline's output, hence the intermediate buffer.
  const stats = await sharp(await sharp(png).extract(region).greyscale().toBuffer()).stats();
  return stats.channels[0]!.mean;
}

describe('normalizeUpload', () => {
  it('turns the photo upright, drops EXIF, caps the longer side at 1024 px and keeps the file name', async () => {
    const upload = await solid(2000, 1000, '#3366aa')
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'secret-place' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const photo = await normalizeUpload(upload, 'My Car.JPG');
    const meta = await sharp(photo.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([512, 1024]);
    expect([photo.width, photo.height]).toEqual([512, 1024]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.jpeg.includes('secret-place')).toBe(false);
    expect(photo.fileName).toBe('My Car.JPG');
  });

  it('re-encodes PNG and WebP as JPEG at quality 80 without enlarging small photos', async () => {
    const png = await solid(300, 200).png().toBuffer();
    const webp = await solid(300, 200).webp().toBuffer();
    for (const input of [png, webp]) {
      const photo = await normalizeUpload(input, 'car.png');
      expect((await sharp(photo.jpeg).metadata()).format).toBe('jpeg');
      expect([photo.width, photo.height]).toEqual([300, 200]);
    }
    const noisy = await sharp(Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 300, height: 200, channels: 3 },
    })
      .png()
      .toBuffer();
    const q80 = await sharp(noisy).jpeg({ quality: 80 }).toBuffer();
    expect((await normalizeUpload(noisy, 'noise.png')).jpeg.length).toBe(q80.length);
  });

  it('refuses what is not a PNG, JPEG or WebP by its content, whatever its name', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    const truncated = (await solid(400, 400, '#123456').jpeg().toBuffer()).subarray(0, 200);
    for (const bad of [Buffer.from('hello, not a photo'), gif, truncated, Buffer.alloc(0)]) {
      const error = await normalizeUpload(bad, 'car.jpg').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInput);
      expect(error).toMatchObject({ message: ERRORS.notAnImage });
    }
  });

  it('refuses a decompression bomb (a tiny file that would unpack to 100 megapixels) as too large', async () => {
    const bomb = await solid(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(normalizeUpload(bomb, 'bomb.png')).rejects.toMatchObject({ kind: 'too-large', message: ERRORS.photoTooLarge });
  });

  it('refuses a JPEG over 50 megapixels as too large, and takes one of exactly 50', async () => {
    await expect(normalizeUpload(await jpegClaiming(8000, 7000), 'huge.jpg')).rejects.toMatchObject({
      kind: 'too-large',
      message: ERRORS.photoTooLarge,
    });
    await expect(normalizeUpload(await jpegClaiming(10_000, 5_000), 'big.jpg')).resolves.toMatchObject({ width: 1024, height: 512 });
  });

  it('keeps only the last part of a path-like file name', async () => {
    const photo = await normalizeUpload(await solid(20, 20).jpeg().toBuffer(), '../../etc/car.jpg');
    expect(photo.fileName).toBe('car.jpg');
  });
});

describe('addWatermark', () => {
  it('sizes the font at 3.5% of the width, at least 18 px', () => {
    expect(watermarkFontSize(1024)).toBe(36);
    expect(watermarkFontSize(300)).toBe(18);
    expect(watermarkBandHeight(1024)).toBe(72);
  });

  it('darkens a translucent band at the bottom with light text in it, leaving the rest alone', async () => {
    const white = await solid(800, 600).png().toBuffer();
    const marked = await addWatermark(white, 'wrapstudio.example');
    const band = watermarkBandHeight(800);
    const meta = await sharp(marked).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(await meanOf(marked, { left: 0, top: 0, width: 800, height: 600 - band })).toBe(255);
    // Translucent, not opaque: white under the band stays visibly lighter than black.
    const edge = await meanOf(marked, { left: 0, top: 600 - band, width: 40, height: band });
    expect(edge).toBeGreaterThan(90);
    expect(edge).toBeLessThan(140);
    const { data } = await sharp(marked)
      .extract({ left: 200, top: 600 - band, width: 400, height: band })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.filter((v) => v > 220).length).toBeGreaterThan(200);
  });

  it('draws text that would break the SVG as plain text', async () => {
    const marked = await addWatermark(await solid(400, 300).png().toBuffer(), 'a<b>&"c\'');
    expect((await sharp(marked).metadata()).height).toBe(300);
  });
});

describe('makeThumbnail', () => {
  it('makes a WebP about 480 px wide', async () => {
    const thumb = await makeThumbnail(await solid(1024, 768).png().toBuffer());
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([480, 360]);
  });
});
