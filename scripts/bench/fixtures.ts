import fs from 'node:fs';
import path from 'node:path';

/** The shared real car photos beside the checkout (never committed to the repo). */
export const FIXTURES = path.resolve('../shared/fixtures/cars');

export function fixture(name: string): Buffer {
  const file = path.join(FIXTURES, name);
  if (!fs.existsSync(file)) throw new Error(`Fixture missing: ${file} (the benchmarks need ../shared beside the checkout)`);
  return fs.readFileSync(file);
}

/** A 24 MP (6000x4000) 3.9 MB camera JPEG, a 32 MP 4.0 MB phone JPEG, and a small 512 px studio shot. */
export const ORIGINAL_24MP = 'orange-coupe-front34-street.jpg';
export const PHONE_JPEG = 'white-coupe-front34-road-portrait.jpg';
export const SMALL_PHOTO = 'red-suv-front34-studio.jpg';
