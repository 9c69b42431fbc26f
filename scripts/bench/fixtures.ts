import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoSetDir, SHARED_PHOTOS } from '../../src/server/carPhotos.testutil';

export function fixture(name: string): Buffer {
  const file = path.join(SHARED_PHOTOS.cars, name);
  if (!fs.existsSync(file)) throw new Error(`Fixture missing: ${file} (the benchmarks need ../shared beside the checkout)`);
  return fs.readFileSync(file);
}

/** The folder of car photos the engine figures use: ../shared when present, else the committed copies. */
export const carPhotoDir = (): string => photoSetDir('cars');

/** Every car photo (.jpg) in carPhotoDir(), sorted, as full paths. */
export function carPhotos(): string[] {
  const dir = carPhotoDir();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * A photo as the browser uploads it: upright, longer side at most 1024 px, JPEG. A different
 * `quality` gives slightly different pixels, so no cache keyed by the pixels can answer a repeat.
 */
export function browserSized(file: string, quality = 80): Promise<Buffer> {
  return sharp(fs.readFileSync(file)).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality }).toBuffer();
}

/** A 24 MP (6000x4000) 3.9 MB camera JPEG, a 32 MP 4.0 MB phone JPEG, and a small 512 px studio shot. */
export const ORIGINAL_24MP = 'orange-coupe-front34-street.jpg';
export const PHONE_JPEG = 'white-coupe-front34-road-portrait.jpg';
export const SMALL_PHOTO = 'red-suv-front34-studio.jpg';
