import { describe, expect, it } from 'vitest';
import { findRegions, REGION_NOT_WRAPPED, REGION_WRAPPED, regionAt, regionBox, toggleRegion, type PhotoRegions } from './regions';

type Rgb = [number, number, number];

/** A deterministic noise source, so a failure reproduces. */
function noise(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
}

/** An RGBA picture painted by `colourAt`, with a little sensor noise on every channel. */
function picture(width: number, height: number, colourAt: (x: number, y: number) => Rgb, amount = 10): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  const random = noise(7);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = colourAt(x, y);
      rgba[i] = r + random() * amount;
      rgba[i + 1] = g + random() * amount;
      rgba[i + 2] = b + random() * amount;
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

function pixelsOf(regions: PhotoRegions, region: number): number[] {
  const out: number[] = [];
  regions.labels.forEach((label, i) => {
    if (label === region) out.push(i);
  });
  return out;
}

/** Pixels of the mask that differ from what `expected` says. */
function mismatches(mask: Uint8Array, expected: (i: number) => number): number {
  let n = 0;
  mask.forEach((v, i) => {
    if (v !== expected(i)) n++;
  });
  return n;
}

describe('edge-snapped regions of a photo', () => {
  const BLUE: Rgb = [40, 70, 160];
  const WHITE: Rgb = [235, 235, 230];

  it('follow a strong edge: no region crosses a slanted boundary between two colours', () => {
    const width = 240;
    const height = 160;
    const left = (x: number, y: number) => x < 70 + y * 0.6;
    const regions = findRegions(
      picture(width, height, (x, y) => (left(x, y) ? BLUE : WHITE)),
      width,
      height,
    );
    const sides = new Map<number, { left: number; right: number }>();
    regions.labels.forEach((label, i) => {
      const s = sides.get(label) ?? { left: 0, right: 0 };
      if (left(i % width, Math.floor(i / width))) s.left++;
      else s.right++;
      sides.set(label, s);
    });
    expect(sides.size).toBe(regions.count);
    for (const [label, s] of sides) {
      const purity = Math.max(s.left, s.right) / (s.left + s.right);
      // Pixels on the line itself may go either way; nothing more.
      expect(purity, `region ${label}: ${JSON.stringify(s)}`).toBeGreaterThan(0.97);
    }
  });

  it('keep a plate-sized light patch whole, as one region, without the body around it', () => {
    const width = 300;
    const height = 200;
    const plate = { x0: 131, y0: 117, x1: 187, y1: 135 };
    const onPlate = (x: number, y: number) => x >= plate.x0 && x < plate.x1 && y >= plate.y0 && y < plate.y1;
    const regions = findRegions(
      picture(width, height, (x, y) => (onPlate(x, y) ? WHITE : BLUE)),
      width,
      height,
    );
    const region = regionAt(regions, (plate.x0 + plate.x1) / 2, (plate.y0 + plate.y1) / 2);
    const inside = pixelsOf(regions, region);
    const onIt = inside.filter((i) => onPlate(i % width, Math.floor(i / width))).length;
    const plateArea = (plate.x1 - plate.x0) * (plate.y1 - plate.y0);
    expect(onIt / plateArea).toBeGreaterThan(0.95);
    expect((inside.length - onIt) / plateArea).toBeLessThan(0.05);
  });

  it('cap a region so one tap never takes a whole flat panel', () => {
    const width = 320;
    const height = 200;
    const regions = findRegions(
      picture(width, height, () => WHITE),
      width,
      height,
      { maxShare: 0.1 },
    );
    expect(regions.count).toBeGreaterThan(5);
    const sizes = new Map<number, number>();
    regions.labels.forEach((label) => sizes.set(label, (sizes.get(label) ?? 0) + 1));
    for (const size of sizes.values()) expect(size).toBeLessThanOrEqual(width * height * 0.1);
  });

  it('cap a region at a size in pixels when the caller knows how big the car is', () => {
    const width = 160;
    const height = 100;
    const regions = findRegions(
      picture(width, height, () => WHITE),
      width,
      height,
      { maxPixels: 1_000 },
    );
    const sizes = new Map<number, number>();
    regions.labels.forEach((label) => sizes.set(label, (sizes.get(label) ?? 0) + 1));
    expect(Math.max(...sizes.values())).toBeLessThanOrEqual(1_000);
  });

  it('give every region a box holding all its pixels', () => {
    const width = 120;
    const height = 90;
    const regions = findRegions(
      picture(width, height, (x, y) => (((x >> 5) + (y >> 5)) % 2 === 0 ? BLUE : WHITE)),
      width,
      height,
    );
    let outside = 0;
    regions.labels.forEach((label, i) => {
      const box = regionBox(regions, label);
      const x = i % width;
      const y = Math.floor(i / width);
      if (x < box.x0 || x >= box.x1 || y < box.y0 || y >= box.y1) outside++;
    });
    expect(outside).toBe(0);
  });
});

describe('a tap on a region', () => {
  const width = 200;
  const height = 140;
  const regions = findRegions(
    picture(width, height, (x, y) => (x < 100 ? [200, 30, 40] : y < 70 ? [30, 160, 60] : [240, 240, 240])),
    width,
    height,
  );

  it('takes exactly that region out of the wrap when it is wrapped, and a second tap puts it back', () => {
    const mask = new Uint8Array(width * height).fill(REGION_WRAPPED);
    const region = regionAt(regions, 150, 30);
    const pixels = new Set(pixelsOf(regions, region));
    expect(pixels.size).toBeGreaterThan(100);

    expect(toggleRegion(mask, regions, region).added).toBe(false);
    expect(mismatches(mask, (i) => (pixels.has(i) ? REGION_NOT_WRAPPED : REGION_WRAPPED))).toBe(0);

    expect(toggleRegion(mask, regions, region).added).toBe(true);
    expect(mask.every((v) => v === REGION_WRAPPED)).toBe(true);
  });

  it('adds a region whole when less than half of it is wrapped, and leaves a binary mask', () => {
    const mask = new Uint8Array(width * height);
    const region = regionAt(regions, 50, 70);
    const pixels = pixelsOf(regions, region);
    // A third of the region painted by the engine, as a window half-missed.
    pixels.slice(0, Math.floor(pixels.length / 3)).forEach((i) => (mask[i] = REGION_WRAPPED));
    const { added, box } = toggleRegion(mask, regions, region);
    expect(added).toBe(true);
    expect(box).toEqual(regionBox(regions, region));
    const wrapped = new Set(pixels);
    expect(mismatches(mask, (i) => (wrapped.has(i) ? REGION_WRAPPED : REGION_NOT_WRAPPED))).toBe(0);
  });

  it('finds the region under a point outside the picture at its nearest edge', () => {
    expect(regionAt(regions, -5, -5)).toBe(regions.labels[0]);
    expect(regionAt(regions, width + 3, height + 3)).toBe(regions.labels[width * height - 1]);
  });
});
