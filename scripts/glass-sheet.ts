/**
 * Glass, photo by photo, large enough to judge: the car's box from the photo with the annotated
 * glass (white) and the scene's belt line (red), and the paint layer's labels (blue glass,
 * magenta paint) with the same outlines. One PNG a photo in bench-results/glass/, and a line a
 * photo: the annotated glass painted, and the share of the glass label outside the annotation.
 * Usage: npx tsx scripts/glass-sheet.ts [-- --set fixtures|dev] [-- --only <name part>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodeImage } from '../src/server/engine/decode';
import { rasterisePolygons } from '../src/server/engine/committedFixtures.testutil';
import { LABELS, paintLabels } from '../src/server/engine/paintLabels';
import { listPhotos, photoSets, readAnnotation, scorePhoto } from './bench/engineQuality';
import { beltAt } from '../src/server/engine/scene';

const { values } = parseArgs({ options: { set: { type: 'string' }, only: { type: 'string' } } });
const OUT = path.resolve('bench-results/glass');
const TILE = 560;

function outlineInto(out: Uint8Array, region: Uint8Array, width: number, height: number, rgb: [number, number, number]): void {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && region[y * width + x] === 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (inside(x, y) && !(inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1)))
        out.set(rgb, (y * width + x) * 4);
}

fs.mkdirSync(OUT, { recursive: true });
for (const set of photoSets()) {
  if (values.set && values.set !== set.name) continue;
  for (const photo of listPhotos(set).filter((p) => !values.only || p.includes(values.only))) {
    const { score, analysis: a, image } = await scorePhoto(set, photo);
    const ann = readAnnotation(set, photo);
    const decoded = await decodeImage(image);
    const { width, height } = a;
    const glass = ann ? rasterisePolygons(ann.glass, width, height) : new Uint8Array(width * height);
    const labels = paintLabels(a);
    const left = Uint8Array.from(decoded.data);
    const right = new Uint8Array(decoded.data.length);
    for (let p = 0; p < labels.length; p++) {
      const i = p * 4;
      const g = (decoded.data[i]! * 0.3 + decoded.data[i + 1]! * 0.59 + decoded.data[i + 2]! * 0.11) * 0.6;
      const l = labels[p]!;
      const c: [number, number, number] =
        l === LABELS.paint
          ? [230, 40, 230]
          : l === LABELS.glass
            ? [40, 90, 255]
            : l === LABELS.detail
              ? [240, 200, 0]
              : l === LABELS.wheel
                ? [40, 200, 60]
                : l === LABELS.colour
                  ? [0, 150, 150]
                  : [g, g, g];
      for (let k = 0; k < 3; k++) right[i + k] = l === LABELS.outside ? g : Math.round(g * 0.4 + c[k]! * 0.6);
      right[i + 3] = 255;
    }
    for (const out of [left, right]) {
      outlineInto(out, glass, width, height, [255, 255, 255]);
      const { box, cabin } = a.scene;
      if (cabin)
        for (let x = 0; x < box.w; x++) {
          const y = Math.round(box.y + beltAt(cabin, x));
          if (y >= 0 && y < height) out.set([255, 0, 0], (y * width + box.x + x) * 4);
        }
    }
    const { box } = a.scene;
    const pad = 8;
    const ex = { left: Math.max(0, box.x - pad), top: Math.max(0, box.y - pad) };
    const crop = { ...ex, width: Math.min(width - ex.left, box.w + 2 * pad), height: Math.min(height - ex.top, box.h + 2 * pad) };
    const tiles = await Promise.all(
      [left, right].map((d) =>
        sharp(Buffer.from(d.buffer), { raw: { width, height, channels: 4 } })
          .extract(crop)
          .resize(TILE, TILE, { fit: 'inside' })
          .removeAlpha()
          .png()
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    const tw = tiles[0]!.info.width;
    const th = tiles[0]!.info.height;
    await sharp({ create: { width: tw * 2 + 4, height: th, channels: 3, background: '#000' } })
      .composite(tiles.map((t, k) => ({ input: t.data, left: k * (tw + 4), top: 0 })))
      .png()
      .toFile(path.join(OUT, `${set.name}-${photo.replace(/\.\w+$/, '')}.png`));
    let glassLabel = 0;
    let outside = 0;
    for (let p = 0; p < labels.length; p++)
      if (labels[p] === LABELS.glass) {
        glassLabel++;
        if (!glass[p]) outside++;
      }
    const pct = (v: number | null) => (v === null ? '-' : `${Math.round(v * 100)}%`);
    console.log(
      `${set.name.padEnd(9)}${photo
        .replace(/\.\w+$/, '')
        .slice(0, 44)
        .padEnd(
          45,
        )}${a.scene.view.padEnd(14)}glass ${pct(score.painted.glass).padEnd(5)} body ${pct(score.painted.body).padEnd(5)} label off-glass ${pct(glassLabel ? outside / glassLabel : 0)}`,
    );
  }
}
