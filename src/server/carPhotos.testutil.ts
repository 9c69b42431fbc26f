import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the real car photos for tests, benchmarks and the engine's tools are. The full sets live
 * beside the checkout (../shared/fixtures): their licences do not all allow copying them into the
 * repo. Downscaled copies of those that do are committed in test-fixtures, so a bare clone still
 * tests; whatever needs a photo only the shared set has says so and skips.
 */
export type PhotoSet = 'cars' | 'cars-dev';

/** The full sets beside the checkout (with the ground-truth masks of `cars`). */
export const SHARED_PHOTOS: Record<PhotoSet, string> = {
  cars: path.resolve('../shared/fixtures/cars'),
  'cars-dev': path.resolve('../shared/fixtures/cars-dev'),
};

/** The downscaled copies committed with the project (their SOURCES.md gives each licence). */
export const COMMITTED_PHOTOS: Record<PhotoSet, string> = {
  cars: path.resolve('test-fixtures/cars'),
  'cars-dev': path.resolve('test-fixtures/cars-dev'),
};

/** The shared set when it is here, else its committed copies. */
export function photoSetDir(set: PhotoSet): string {
  return fs.existsSync(SHARED_PHOTOS[set]) ? SHARED_PHOTOS[set] : COMMITTED_PHOTOS[set];
}
