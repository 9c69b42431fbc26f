import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHARED_PHOTOS } from '../carPhotos.testutil';

export function listFixtures(): { masked: string[]; all: string[] } {
  if (!fs.existsSync(SHARED_PHOTOS.cars)) return { masked: [], all: [] };
  const all = fs
    .readdirSync(SHARED_PHOTOS.cars)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  return { all, masked: all.filter((f) => fs.existsSync(maskPath(f))) };
}

export function maskPath(file: string): string {
  return path.join(SHARED_PHOTOS.cars, file.replace(/\.jpg$/, '.mask.gif'));
}

/** Ground truth as a 0/1 plane at the given size (the GIF's palette index 1, white, is car). */
export async function readMask(file: string, width: number, height: number): Promise<Uint8Array> {
  const grey = await sharp(maskPath(file)).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
  return Uint8Array.from(grey, (v) => (v > 127 ? 1 : 0));
}

/** Box of a 0/1 plane grown by `grow` of its size on every side, normalised 0..1. */
export function grownBox(mask: Uint8Array, width: number, height: number, grow: number): { x: number; y: number; w: number; h: number } {
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x + 1);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y + 1);
  }
  const gx = (x1 - x0) * grow;
  const gy = (y1 - y0) * grow;
  const bx0 = Math.max(0, x0 - gx) / width;
  const by0 = Math.max(0, y0 - gy) / height;
  const bx1 = Math.min(width, x1 + gx) / width;
  const by1 = Math.min(height, y1 + gy) / height;
  return { x: bx0, y: by0, w: bx1 - bx0, h: by1 - by0 };
}

export function iou(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) inter++;
    if (a[i] || b[i]) union++;
  }
  return union ? inter / union : 0;
}

/** Square dilation by r pixels (separable max filter). */
export function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const tmp = new Uint8Array(mask.length);
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (let d = Math.max(0, x - r); d <= Math.min(width - 1, x + r) && !v; d++) v = mask[y * width + d]!;
      tmp[y * width + x] = v;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let v = 0;
      for (let d = Math.max(0, y - r); d <= Math.min(height - 1, y + r) && !v; d++) v = tmp[d * width + x]!;
      out[y * width + x] = v;
    }
  }
  return out;
}

/** Decodes a PNG to raw channels. */
export async function rawPixels(png: Buffer): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
