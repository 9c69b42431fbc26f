/**
 * Contact sheet of the local engine, one row per fixture photo (../shared/fixtures/cars, or the
 * six committed in test-fixtures/cars when ../shared is missing), at the browser's 1024-px size:
 *   1. the photo with the car's silhouette outline drawn over it (cyan: carAlpha >= 0.5 edge),
 *   2. the paint layer over the dimmed photo (magenta: painted; teal: car but kept unpainted,
 *      i.e. glass, lights, plates, wheels),
 *   3-5. three looks: red glossy solid, white matte solid, and a third that goes through the
 *      other finishes and styles from row to row.
 * Writes engine-sheet-<n>.png (six photos each, small enough to look at) and engine-sheet.png
 * (all). Usage: npm run engine:sheet [-- fixture-dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FinishId } from '../src/domain/catalog/finishes';
import type { StyleId } from '../src/domain/catalog/styles';
import { decodeImage } from '../src/server/engine/decode';
import { analysePhoto, closeEngine, NoCarError, renderWrap, warmUpEngine } from '../src/server/engine/index';
import { browserSized, carPhotos } from './bench/fixtures';

type Look = { color: string; finish: FinishId; style: StyleId };
const FIXED_LOOKS: Look[] = [
  { color: 'red', finish: 'glossy', style: 'solid-wrap' },
  { color: 'white', finish: 'matte', style: 'solid-wrap' },
];
/** The third look, row by row: the remaining finishes and styles. */
const THIRD_LOOKS: Look[] = [
  { color: 'black', finish: 'satin', style: 'racing-stripes' },
  { color: 'chrome-silver', finish: 'chrome', style: 'solid-wrap' },
  { color: 'royal-blue', finish: 'metallic', style: 'two-tone' },
  { color: 'pearl-white', finish: 'pearlescent', style: 'solid-wrap' },
  { color: 'black', finish: 'chrome', style: 'solid-wrap' },
  { color: 'gold-metallic', finish: 'metallic', style: 'carbon-fibre-accents' },
  { color: 'hot-pink', finish: 'glossy', style: 'custom-design' },
  { color: 'electric-cyan', finish: 'satin', style: 'gradient' },
];
const COLUMNS = 5;
const TILE_W = 300;
const TILE_H = 200;
const LABEL_H = 16;
const PER_PART = 6;

const files = process.argv[2]
  ? fs
      .readdirSync(process.argv[2])
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort()
      .map((f) => path.join(process.argv[2]!, f))
  : carPhotos();

function label(text: string, width: number): Buffer {
  const safe = text.replace(/[<>&"]/g, '');
  return Buffer.from(
    `<svg width="${width}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#111"/><text x="4" y="12" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#eee">${safe}</text></svg>`,
  );
}

async function tile(input: Buffer | { data: Uint8Array; width: number; height: number }, caption: string): Promise<Buffer> {
  const src = Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 4 } });
  const img = await src.resize(TILE_W, TILE_H, { fit: 'contain', background: '#222' }).removeAlpha().png().toBuffer();
  return sharp({ create: { width: TILE_W, height: TILE_H + LABEL_H, channels: 3, background: '#222' } })
    .composite([
      { input: img, top: 0, left: 0 },
      { input: label(caption, TILE_W), top: TILE_H, left: 0 },
    ])
    .png()
    .toBuffer();
}

async function textTile(text: string, caption: string): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg width="${TILE_W}" height="${TILE_H}"><rect width="100%" height="100%" fill="#222"/><text x="50%" y="50%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#f88">${text.replace(/[<>&"]/g, '')}</text></svg>`,
  );
  return tile(await sharp(svg).png().toBuffer(), caption);
}

/** The photo with the silhouette's edge (alpha >= 0.5 next to < 0.5) drawn thick in cyan. */
function outlineOver(rgba: Uint8Array, alpha: Float32Array, width: number, height: number): Uint8Array {
  const out = Uint8Array.from(rgba);
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && alpha[y * width + x]! >= 0.5;
  // Thick enough to survive the tile's downscale (about 1/3.4 of the working size).
  const r = Math.max(2, Math.round(Math.max(width, height) / 400));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const here = inside(x, y);
      if (!here || (inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1))) continue;
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const px = x + dx;
          const py = y + dy;
          if (px < 0 || py < 0 || px >= width || py >= height) continue;
          const i = (py * width + px) * 4;
          out[i] = 0;
          out[i + 1] = 255;
          out[i + 2] = 255;
        }
      }
    }
  }
  return out;
}

/** The dimmed photo with the paint layer in magenta and the car's unpainted parts in teal. */
function paintLayer(rgba: Uint8Array, alpha: Float32Array, body: Float32Array): Uint8Array {
  const out = new Uint8Array(rgba.length);
  for (let p = 0; p < alpha.length; p++) {
    const i = p * 4;
    const grey = (rgba[i]! * 0.3 + rgba[i + 1]! * 0.59 + rgba[i + 2]! * 0.11) * 0.45;
    const paint = body[p]!;
    const unpainted = alpha[p]! >= 0.5 ? Math.max(0, 1 - paint) * 0.6 : 0;
    out[i] = Math.round(grey * (1 - paint) + 255 * paint);
    out[i + 1] = Math.round(grey * (1 - paint - unpainted) + 150 * unpainted);
    out[i + 2] = Math.round(grey * (1 - paint - unpainted) + 255 * paint + 150 * unpainted);
    out[i + 3] = 255;
  }
  return out;
}

const short = (file: string) => path.basename(file).replace(/\.\w+$/, '');

async function row(file: string, index: number): Promise<Buffer[]> {
  const image = await browserSized(file, 90);
  const decoded = await decodeImage(image);
  const a = await analysePhoto(image);
  const { width, height } = a;
  const state = a.noCar ? 'NO CAR' : a.unsure ? 'UNSURE' : 'sure';
  const tiles = [
    await tile(
      { data: outlineOver(decoded.data, a.carAlpha, width, height), width, height },
      `${short(file).slice(0, 30)} ${a.confidence.toFixed(2)} ${state}`,
    ),
    await tile(
      { data: paintLayer(decoded.data, a.carAlpha, a.bodyMask), width, height },
      `paint layer (${a.segmenter}): magenta paint, teal kept`,
    ),
  ];
  for (const look of [...FIXED_LOOKS, THIRD_LOOKS[index % THIRD_LOOKS.length]!]) {
    const caption = `${look.color} ${look.finish} ${look.style}`;
    try {
      const r = await renderWrap({ image, ...look });
      tiles.push(await tile(r.png, caption));
    } catch (error) {
      if (!(error instanceof NoCarError)) throw error;
      tiles.push(await textTile('no car: not rendered', caption));
    }
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

if (files.length === 0) {
  console.error('no photos found');
  process.exit(2);
}
const warm = await warmUpEngine();
console.log(
  `${files.length} photos from ${path.dirname(files[0]!)}; segmenter ${warm.segmenter}${warm.fallbackReason ? ` (fallback: ${warm.fallbackReason})` : ''}`,
);
const rows: Buffer[][] = [];
for (const [i, file] of files.entries()) {
  rows.push(await row(file, i));
  process.stdout.write('.');
}
process.stdout.write('\n');
await sheet(rows, 'engine-sheet.png');
for (let p = 0; p * PER_PART < rows.length; p++) await sheet(rows.slice(p * PER_PART, (p + 1) * PER_PART), `engine-sheet-${p + 1}.png`);
await closeEngine();
