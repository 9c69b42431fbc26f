import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { NormalizedPolygon, PhotoAnnotation } from '../engine/annotations';
import { rasterisePolygons } from '../engine/committedFixtures.testutil';

/** The hand-drawn plates of a committed photo (test-fixtures/annotations/cars). */
export function annotatedPlates(photo: string): NormalizedPolygon[] {
  const file = path.resolve('test-fixtures/annotations/cars', photo.replace(/\.\w+$/, '.json'));
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as PhotoAnnotation).plates;
}

/**
 * Fine detail inside the plates: the variance of the greyscale Laplacian over the annotated
 * region, with the picture brought to `width` first so pictures of different sizes compare.
 * Readable characters give a high figure; a blurred plate next to none.
 */
export async function plateDetail(picture: Buffer, plates: NormalizedPolygon[], width: number): Promise<number> {
  const { data, info } = await sharp(picture).resize({ width }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const inside = rasterisePolygons(plates, w, h);
  const at = (x: number, y: number) => data[(y * w + x) * channels]!;
  const values: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      if (!inside[y * w + x]) continue;
      values.push(at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y));
    }
  }
  if (values.length === 0) throw new Error('the plate region holds no pixel at this size');
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
}
