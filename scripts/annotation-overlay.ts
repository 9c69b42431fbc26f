/**
 * Draws a photo with a labelled grid in normalised coordinates and its annotation polygons over
 * it, so polygons can be drawn by reading coordinates off the grid and then checked by eye.
 * Usage: npx tsx scripts/annotation-overlay.ts <photo> [annotation.json] [--crop x0,y0,x1,y1] [--out file.png]
 * The grid's labels are always in the whole photo's 0..1 coordinates, also in a crop.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import type { PhotoAnnotation } from '../src/server/engine/annotations';

const COLOURS: Record<string, string> = { glass: '#00b4ff', lights: '#ffd400', plates: '#ff00d4', body: '#00ff5a', grilles: '#ff7a00' };
const VIEW_PX = 1100;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const [photo, annotationFile] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (!photo) throw new Error('Usage: annotation-overlay <photo> [annotation.json] [--crop x0,y0,x1,y1] [--out file.png]');
  const crop = (arg('--crop') ?? '0,0,1,1').split(',').map(Number) as [number, number, number, number];
  const out = arg('--out') ?? '/tmp/annotation-overlay.png';
  const upright = await sharp(photo).rotate().toBuffer();
  const meta = await sharp(upright).metadata();
  const W = meta.width!;
  const H = meta.height!;
  const [x0, y0, x1, y1] = crop;
  const left = Math.round(x0 * W);
  const top = Math.round(y0 * H);
  const cw = Math.max(1, Math.round((x1 - x0) * W));
  const ch = Math.max(1, Math.round((y1 - y0) * H));
  const scale = VIEW_PX / Math.max(cw, ch);
  const vw = Math.round(cw * scale);
  const vh = Math.round(ch * scale);
  const toView = (x: number, y: number) => [((x - x0) / (x1 - x0)) * vw, ((y - y0) / (y1 - y0)) * vh] as const;

  const span = Math.max(x1 - x0, y1 - y0);
  const step = span > 0.5 ? 0.05 : span > 0.2 ? 0.02 : 0.01;
  const lines: string[] = [];
  for (let g = Math.ceil(x0 / step) * step; g <= x1 + 1e-9; g += step) {
    const [vx] = toView(g, 0);
    const major = Math.round(g / step) % 2 === 0;
    lines.push(
      `<line x1="${vx}" y1="0" x2="${vx}" y2="${vh}" stroke="${major ? '#ff3030' : '#ffffff'}" stroke-opacity="0.55" stroke-width="1"/>`,
    );
    if (major)
      lines.push(`<text x="${vx + 2}" y="12" font-size="11" fill="#ff3030" stroke="#000" stroke-width="0.3">${g.toFixed(2)}</text>`);
  }
  for (let g = Math.ceil(y0 / step) * step; g <= y1 + 1e-9; g += step) {
    const [, vy] = toView(0, g);
    const major = Math.round(g / step) % 2 === 0;
    lines.push(
      `<line x1="0" y1="${vy}" x2="${vw}" y2="${vy}" stroke="${major ? '#ff3030' : '#ffffff'}" stroke-opacity="0.55" stroke-width="1"/>`,
    );
    if (major)
      lines.push(`<text x="2" y="${vy - 2}" font-size="11" fill="#ff3030" stroke="#000" stroke-width="0.3">${g.toFixed(2)}</text>`);
  }
  if (annotationFile) {
    const a = JSON.parse(fs.readFileSync(annotationFile, 'utf8')) as PhotoAnnotation;
    for (const [part, colour] of Object.entries(COLOURS)) {
      for (const poly of (a as unknown as Record<string, Array<Array<[number, number]>>>)[part] ?? []) {
        const pts = poly.map(([x, y]) => toView(x, y).join(',')).join(' ');
        lines.push(`<polygon points="${pts}" fill="${colour}" fill-opacity="0.28" stroke="${colour}" stroke-width="1.5"/>`);
      }
    }
  }
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${vw}" height="${vh}">${lines.join('')}</svg>`);
  await sharp(upright)
    .extract({ left, top, width: Math.min(cw, W - left), height: Math.min(ch, H - top) })
    .resize(vw, vh, { fit: 'fill' })
    .composite([{ input: svg }])
    .png()
    .toFile(out);
  console.log(`${out} (${W}x${H} photo, view ${vw}x${vh}, grid every ${step})`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
