import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { NormalizedPolygon } from '../engine/annotations';
import { hidePlates, plateRects } from './hidePlates';
import { plateDetail } from './plateDetail.testutil';

const W = 400;
const H = 200;
const PLATE = { x: 0.4, y: 0.5, w: 0.2, h: 0.1 };
const region: NormalizedPolygon[] = [
  [
    [PLATE.x, PLATE.y],
    [PLATE.x + PLATE.w, PLATE.y],
    [PLATE.x + PLATE.w, PLATE.y + PLATE.h],
    [PLATE.x, PLATE.y + PLATE.h],
  ],
];

/** A grey panel with a white plate of black upright strokes, as characters read at a few pixels each. */
async function pictureWithPlate(): Promise<Buffer> {
  const strokes = Array.from({ length: 12 }, (_, i) => `<rect x="${166 + i * 6}" y="104" width="3" height="12" fill="#000"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#8a8f96"/>
    <rect x="160" y="100" width="80" height="20" fill="#fff"/>${strokes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** Whether every pixel outside the padded plate is as it was. */
async function sameOutside(before: Buffer, after: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([pixels(before), pixels(after)]);
  const [r] = plateRects([PLATE], W, H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (x >= r!.left && x < r!.left + r!.width && y >= r!.top && y < r!.top + r!.height) continue;
      for (let c = 0; c < 3; c++) if (a[(y * W + x) * 3 + c] !== b[(y * W + x) * 3 + c]) return false;
    }
  }
  return true;
}

describe('hiding a plate', () => {
  it('blurs the characters past reading and leaves the rest of the picture alone', async () => {
    const picture = await pictureWithPlate();
    const hidden = await (await hidePlates(picture, [PLATE], { cover: 'blur', plateText: 'WRAP ME' })).png().toBuffer();
    expect(await plateDetail(hidden, region, W)).toBeLessThan((await plateDetail(picture, region, W)) / 20);
    expect(await sameOutside(picture, hidden)).toBe(true);
  });

  it("covers it with the shop's plate when told to: a light ground with dark words in place of the strokes", async () => {
    const picture = await pictureWithPlate();
    const branded = await (await hidePlates(picture, [PLATE], { cover: 'brand', plateText: 'WRAP ME' })).png().toBuffer();
    const { data, info } = await sharp(branded)
      .extract({ left: 160, top: 100, width: 80, height: 20 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const light = data.filter((v) => v > 200).length / data.length;
    const dark = data.filter((v) => v < 80).length / data.length;
    expect(light).toBeGreaterThan(0.4);
    expect(dark).toBeGreaterThan(0.05);
    expect(
      Buffer.compare(data, await sharp(picture).extract({ left: 160, top: 100, width: 80, height: 20 }).greyscale().raw().toBuffer()),
    ).not.toBe(0);
    expect(info.width).toBe(80);
    expect(await sameOutside(picture, branded)).toBe(true);
  });

  it('leaves a picture with no plate found as it is', async () => {
    const picture = await pictureWithPlate();
    const kept = await (await hidePlates(picture, [], { cover: 'blur', plateText: 'X' })).png().toBuffer();
    expect((await pixels(kept)).equals(await pixels(picture))).toBe(true);
  });
});
