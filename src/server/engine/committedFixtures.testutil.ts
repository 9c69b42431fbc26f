import fs from 'node:fs';
import path from 'node:path';
import { PAINTED } from './paintLabels';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

/**
 * The six car photos committed in test-fixtures/cars (licences that allow redistribution,
 * downscaled to 1024 px), so that engine tests run in a bare clone without ../shared.
 */

export function listCommittedFixtures(): string[] {
  return fs
    .readdirSync(COMMITTED_PHOTOS.cars)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
}

export function readCommittedFixture(file: string): Buffer {
  return fs.readFileSync(path.join(COMMITTED_PHOTOS.cars, file));
}

/** A polygon as [x, y] pairs normalised 0..1 of the image width and height. */
export type NormalizedPolygon = Array<[number, number]>;
export type ExclusionCategory = 'glass' | 'lights' | 'plates' | 'grilles' | 'wheels';
export type PaintExclusions = Record<string, Partial<Record<ExclusionCategory, NormalizedPolygon[]>>>;

/** Hand-drawn polygons of what must stay out of the paint layer, per committed photo. */
export function readPaintExclusions(): PaintExclusions {
  return JSON.parse(fs.readFileSync(path.join(COMMITTED_PHOTOS.cars, 'paint-exclusions.json'), 'utf8')) as PaintExclusions;
}

/** Rasterises normalised polygons at a size (pixel centres inside by the even-odd rule). */
export function rasterisePolygons(polys: NormalizedPolygon[], width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (const poly of polys) {
    const pts = poly.map(([x, y]) => [x * width, y * height] as const);
    let y0 = height;
    let y1 = 0;
    for (const [, y] of pts) {
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(height - 1, Math.ceil(y1)); y++) {
      const cy = y + 0.5;
      const xs: number[] = [];
      for (let k = 0; k < pts.length; k++) {
        const [ax, ay] = pts[k]!;
        const [bx, by] = pts[(k + 1) % pts.length]!;
        if (ay <= cy === by <= cy) continue;
        xs.push(ax + ((cy - ay) * (bx - ax)) / (by - ay));
      }
      xs.sort((p, q) => p - q);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        for (let x = Math.max(0, Math.ceil(xs[k]! - 0.5)); x <= Math.min(width - 1, Math.floor(xs[k + 1]! - 0.5)); x++)
          out[y * width + x] = 1;
      }
    }
  }
  return out;
}

/** Share of the polygons' pixels the paint layer paints (body mask at least PAINTED); null for none. */
export function paintedShare(bodyMask: Float32Array, width: number, height: number, polys: NormalizedPolygon[]): number | null {
  const region = rasterisePolygons(polys, width, height);
  let n = 0;
  let painted = 0;
  for (let i = 0; i < region.length; i++) {
    if (!region[i]) continue;
    n++;
    if (bodyMask[i]! >= PAINTED) painted++;
  }
  return n ? painted / n : null;
}
