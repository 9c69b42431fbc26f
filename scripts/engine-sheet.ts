/**
 * Contact sheet of the local engine, one row per photo of the fixture and dev sets
 * (../shared/fixtures/{cars,cars-dev}, or the committed copies), at the browser's 1024-px size:
 *   1. the photo with the car's silhouette outline (cyan),
 *   2. the paint layer by rule: magenta painted; blue glass, yellow lamps/plates/badges, green
 *      wheels, teal kept by colour; the annotations drawn over it (white glass, yellow lights,
 *      orange plates), with the photo's misses in the caption,
 *   3-5. three looks as a wrap customer sees them: a solid gloss blue, matte black, red racing stripes.
 * Silhouettes come from the bench's cache (the model runs once per photo), the looks from the
 * domain's recolour, as in the browser. Writes engine-sheet-<set>-<n>.png (six photos each).
 * Usage: npm run engine:sheet [-- --set fixtures|dev] [-- --only <name part>] [-- --tile <width>]
 * Judge at --tile 700 or more too: at the default 300 px a seam or a blotch of old colour a
 * customer sees at once on a phone (white-supercar-front34-gravel's shaded flanks) vanishes.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { FinishId } from '../src/domain/catalog/finishes';
import type { StyleId } from '../src/domain/catalog/styles';
import { resolveColor } from '../src/domain/catalog/colors';
import { recolorBody } from '../src/domain/paint/recolor';
import { decodeImage } from '../src/server/engine/decode';
import { rasterisePolygons } from '../src/server/engine/committedFixtures.testutil';
import type { PhotoAnnotation } from '../src/server/engine/annotations';
import { LABELS, paintLabels } from '../src/server/engine/paintLabels';
import { listPhotos, photoSets, readAnnotation, scorePhoto, type PhotoScore } from './bench/engineQuality';

type Look = { color: string; finish: FinishId; style: StyleId };
const LOOKS: Look[] = [
  { color: 'blue', finish: 'glossy', style: 'solid-wrap' },
  { color: 'black', finish: 'matte', style: 'solid-wrap' },
  { color: 'red', finish: 'glossy', style: 'racing-stripes' },
];
const COLUMNS = 5;
const { values } = parseArgs({ options: { set: { type: 'string' }, only: { type: 'string' }, tile: { type: 'string' } } });
const TILE_W = Number(values.tile ?? 300);
if (!Number.isInteger(TILE_W) || TILE_W < 100) throw new Error(`--tile takes a width in pixels of at least 100, not ${values.tile}`);
const TILE_H = Math.round((TILE_W * 2) / 3);
const LABEL_H = 16;
const PER_PART = 6;

function label(text: string, width: number): Buffer {
  const safe = text.replace(/[<>&"]/g, '');
  return Buffer.from(
    `<svg width="${width}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#111"/><text x="4" y="12" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#eee">${safe}</text></svg>`,
  );
}

async function tile(input: { data: Uint8Array | Uint8ClampedArray; width: number; height: number }, caption: string): Promise<Buffer> {
  const img = await sharp(Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength), {
    raw: { width: input.width, height: input.height, channels: 4 },
  })
    .resize(TILE_W, TILE_H, { fit: 'contain', background: '#222' })
    .removeAlpha()
    .png()
    .toBuffer();
  return sharp({ create: { width: TILE_W, height: TILE_H + LABEL_H, channels: 3, background: '#222' } })
    .composite([
      { input: img, top: 0, left: 0 },
      { input: label(caption, TILE_W), top: TILE_H, left: 0 },
    ])
    .png()
    .toBuffer();
}

/** Draws the edge of a 0/1 region in a colour, thick enough to survive the tile's downscale. */
function edgeOf(out: Uint8Array, region: Uint8Array, width: number, height: number, rgb: [number, number, number]): void {
  const r = Math.max(1, Math.round(Math.max(width, height) / 500));
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && region[y * width + x] === 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(x, y) || (inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1))) continue;
      for (let dy = -r; dy <= r; dy++)
        for (let dx = -r; dx <= r; dx++) {
          const px = x + dx;
          const py = y + dy;
          if (px < 0 || py < 0 || px >= width || py >= height) continue;
          out.set(rgb, (py * width + px) * 4);
        }
    }
  }
}

const LABEL_RGB: Record<number, [number, number, number]> = {
  [LABELS.paint]: [230, 40, 230],
  [LABELS.glass]: [40, 90, 255],
  [LABELS.detail]: [240, 200, 0],
  [LABELS.wheel]: [40, 200, 60],
  [LABELS.colour]: [0, 150, 150],
};

function labelsOver(rgba: Uint8Array, labels: Uint8Array, width: number, height: number, ann: PhotoAnnotation | null): Uint8Array {
  const out = new Uint8Array(rgba.length);
  for (let p = 0; p < labels.length; p++) {
    const i = p * 4;
    const grey = (rgba[i]! * 0.3 + rgba[i + 1]! * 0.59 + rgba[i + 2]! * 0.11) * 0.5;
    const c = LABEL_RGB[labels[p]!];
    for (let k = 0; k < 3; k++) out[i + k] = c ? Math.round(grey * 0.35 + c[k]! * 0.65) : grey;
    out[i + 3] = 255;
  }
  if (ann) {
    edgeOf(out, rasterisePolygons(ann.glass, width, height), width, height, [255, 255, 255]);
    edgeOf(out, rasterisePolygons(ann.lights, width, height), width, height, [255, 255, 0]);
    edgeOf(out, rasterisePolygons(ann.plates, width, height), width, height, [255, 140, 0]);
  }
  return out;
}

function misses(s: PhotoScore): string {
  const p = s.painted;
  const bad: string[] = [];
  for (const part of ['glass', 'lights', 'plates'] as const)
    if (p[part] !== null && p[part]! > 0.05) bad.push(`${part} ${Math.round(p[part]! * 100)}%`);
  if (p.body !== null && p.body < 0.9) bad.push(`body ${Math.round(p.body * 100)}%`);
  return bad.length ? `misses: ${bad.join(', ')}` : 'all goals met';
}

async function row(set: ReturnType<typeof photoSets>[number], photo: string): Promise<Buffer[]> {
  const { score, analysis: a, image } = await scorePhoto(set, photo);
  const decoded = await decodeImage(image);
  const { width, height } = a;
  const outline = Uint8Array.from(decoded.data);
  edgeOf(
    outline,
    Uint8Array.from(a.carAlpha, (v) => (v >= 0.5 ? 1 : 0)),
    width,
    height,
    [0, 255, 255],
  );
  const tiles = [
    await tile({ data: outline, width, height }, `${photo.replace(/\.\w+$/, '').slice(0, 34)} ${a.scene.view}`),
    await tile({ data: labelsOver(decoded.data, paintLabels(a), width, height, readAnnotation(set, photo)), width, height }, misses(score)),
  ];
  for (const look of LOOKS) {
    const rgba = recolorBody({
      image: decoded,
      bodyMask: a.bodyMask,
      carBox: a.carBox,
      layout: a.geometry.layout,
      color: resolveColor(look.color)!.hex,
      finish: look.finish,
      style: look.style,
      lab: a.lab,
    });
    tiles.push(await tile({ data: rgba, width, height }, `${look.color} ${look.finish} ${look.style}`));
  }
  return tiles;
}

async function sheet(rows: Buffer[][], out: string): Promise<void> {
  const h = TILE_H + LABEL_H;
  const composite = rows.flatMap((tiles, r) => tiles.map((input, c) => ({ input, left: c * TILE_W, top: r * h })));
  await sharp({ create: { width: COLUMNS * TILE_W, height: rows.length * h, channels: 3, background: '#000' } })
    .composite(composite)
    .png({ compressionLevel: 6 })
    .toFile(out);
  console.log(`wrote ${out}`);
}

for (const set of photoSets()) {
  if (values.set && values.set !== set.name) continue;
  const photos = listPhotos(set).filter((p) => !values.only || p.includes(values.only));
  console.log(`${set.name}: ${photos.length} photos from ${set.dir}`);
  const rows: Buffer[][] = [];
  for (const photo of photos) {
    rows.push(await row(set, photo));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  for (let p = 0; p * PER_PART < rows.length; p++)
    await sheet(rows.slice(p * PER_PART, (p + 1) * PER_PART), path.resolve(`engine-sheet-${set.name}-${p + 1}.png`));
}
