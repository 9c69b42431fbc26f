/**
 * Contact sheet of the local engine: every fixture photo, original beside several colours,
 * finishes and styles. Writes ./engine-sheet.png (all) and engine-sheet-<n>.png (six photos each,
 * small enough to look at). Usage: npx tsx scripts/engine-sheet.ts [fixture-dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FinishId } from '../src/domain/catalog/finishes';
import type { StyleId } from '../src/domain/catalog/styles';
import { renderWrap } from '../src/server/engine/index';

const VARIANTS: Array<{ color: string; finish: FinishId; style: StyleId }> = [
  { color: 'red', finish: 'glossy', style: 'solid-wrap' },
  { color: 'white', finish: 'matte', style: 'solid-wrap' },
  { color: 'black', finish: 'satin', style: 'racing-stripes' },
  { color: 'royal-blue', finish: 'metallic', style: 'two-tone' },
  { color: 'pearl-white', finish: 'pearlescent', style: 'gradient' },
  { color: 'chrome-silver', finish: 'chrome', style: 'carbon-fibre-accents' },
  { color: 'hot-pink', finish: 'glossy', style: 'custom-design' },
];
const TILE_W = 220;
const TILE_H = 160;
const LABEL_H = 16;
const PER_PART = 6;

const dir = path.resolve(process.argv[2] ?? path.resolve(process.cwd(), '../shared/fixtures/cars'));
if (!fs.existsSync(dir)) {
  console.error(`fixture folder not found: ${dir}`);
  process.exit(2);
}
const files = fs.readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).sort();

function label(text: string, width: number): Buffer {
  const safe = text.replace(/[<>&]/g, '');
  return Buffer.from(
    `<svg width="${width}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#111"/><text x="4" y="12" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#eee">${safe}</text></svg>`,
  );
}

async function tile(png: Buffer, caption: string): Promise<Buffer> {
  const img = await sharp(png).resize(TILE_W, TILE_H, { fit: 'contain', background: '#222' }).png().toBuffer();
  return sharp({ create: { width: TILE_W, height: TILE_H + LABEL_H, channels: 3, background: '#222' } })
    .composite([{ input: img, top: 0, left: 0 }, { input: label(caption, TILE_W), top: TILE_H, left: 0 }])
    .png()
    .toBuffer();
}

async function row(file: string): Promise<Buffer[]> {
  const image = fs.readFileSync(path.join(dir, file));
  const tiles: Buffer[] = [];
  let note = '';
  for (const v of VARIANTS) {
    const r = await renderWrap({ image, ...v });
    note = `conf ${r.confidence}${r.unsure ? ' UNSURE' : ''}`;
    tiles.push(await tile(r.png, `${v.color} ${v.finish} ${v.style}`));
  }
  const original = await sharp(image).rotate().png().toBuffer();
  return [await tile(original, `${file.replace(/\.\w+$/, '').slice(0, 22)} ${note}`), ...tiles];
}

async function sheet(rows: Buffer[][], out: string): Promise<void> {
  const cols = VARIANTS.length + 1;
  const h = TILE_H + LABEL_H;
  const composite = rows.flatMap((tiles, r) => tiles.map((input, c) => ({ input, left: c * TILE_W, top: r * h })));
  await sharp({ create: { width: cols * TILE_W, height: rows.length * h, channels: 3, background: '#000' } })
    .composite(composite)
    .png({ compressionLevel: 6 })
    .toFile(out);
  console.log(`wrote ${out}`);
}

const rows: Buffer[][] = [];
for (const file of files) {
  rows.push(await row(file));
  process.stdout.write('.');
}
process.stdout.write('\n');
await sheet(rows, 'engine-sheet.png');
for (let p = 0; p * PER_PART < rows.length; p++) await sheet(rows.slice(p * PER_PART, (p + 1) * PER_PART), `engine-sheet-${p + 1}.png`);
