import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { analysePhoto, closeEngine, renderWrap } from './index';
import type { Analysis } from './analyse';
import { decodeImage } from './decode';
import {
  listCommittedFixtures,
  paintedShare,
  readCommittedFixture,
  readPaintExclusions,
  type ExclusionCategory,
  type NormalizedPolygon,
} from './committedFixtures.testutil';

/**
 * "Paint only where paint is", both halves: on the committed photos, the hand-drawn
 * glass, lights and number plates (test-fixtures/cars/paint-exclusions.json) stay out of the
 * paint layer, the hand-drawn painted panels (category `paint`: door skins, bonnet, wings, boot
 * lid, bumper faces, a few pixels in from their edges) are in it, and nothing outside the
 * silhouette changes.
 */
const MAX_PAINTED = 0.05;
const MIN_PAINTED = 0.9;
const CHECKED: ExclusionCategory[] = ['glass', 'lights', 'plates'];
const exclusions = readPaintExclusions();

function expectGoal(file: string, category: string, share: number, meets: (v: number) => boolean, goal: string): void {
  expect(meets(share), `${file} ${category} ${pct(share)}, goal ${goal}`).toBe(true);
}
const files = Object.keys(exclusions).sort();

afterAll(async () => {
  await closeEngine();
});

/** Share of the polygons' pixels the paint layer paints (body mask at least 0.5). */
function paintedShareOf(a: Analysis, polys: NormalizedPolygon[]): number {
  return paintedShare(a.bodyMask, a.width, a.height, polys) ?? 0;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

function paintPolygons(file: string): NormalizedPolygon[] {
  return (exclusions[file] as Record<string, NormalizedPolygon[] | undefined>).paint ?? [];
}

describe('paint layer', () => {
  it('has annotations for at least six committed photos', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) {
      expect(listCommittedFixtures()).toContain(f);
      expect(paintPolygons(f).length, `${f} has painted panels annotated`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(files)(
    '%s: the painted panels are painted',
    async (file) => {
      const a = await analysePhoto(readCommittedFixture(file));
      const share = paintedShareOf(a, paintPolygons(file));
      console.log(`painted share ${file}: paint ${pct(share)}`);
      expectGoal(file, 'paint', share, (v) => v >= MIN_PAINTED, `>= ${pct(MIN_PAINTED)}`);
    },
    120_000,
  );

  it.each(files)(
    '%s: glass, lights and plates are not painted; outside the car nothing changes',
    async (file) => {
      const photo = readCommittedFixture(file);
      const a = await analysePhoto(photo);
      const shares: string[] = [];
      const checked: Array<[string, number]> = [];
      for (const cat of [...CHECKED, 'grilles' as const]) {
        const polys = exclusions[file]![cat];
        if (!polys?.length) continue;
        const share = paintedShareOf(a, polys);
        shares.push(`${cat} ${pct(share)}`);
        if (CHECKED.includes(cat)) checked.push([cat, share]);
      }
      console.log(`painted share ${file}: ${shares.join(', ')}`);

      // The paint layer never leaves the silhouette, and the rendered photo is untouched outside it.
      let outside = 0;
      for (let i = 0; i < a.bodyMask.length; i++) if (a.bodyMask[i]! > 0 && a.carAlpha[i]! <= 0) outside++;
      expect(outside).toBe(0);
      const out = await renderWrap({ image: photo, color: '#c1121f', finish: 'glossy', style: 'solid-wrap' });
      const raw = await sharp(out.png).raw().toBuffer({ resolveWithObject: true });
      const input = await decodeImage(photo);
      let maxDiff = 0;
      for (let i = 0; i < a.width * a.height; i++) {
        if (a.carAlpha[i]! > 0) continue;
        for (let c = 0; c < 3; c++) maxDiff = Math.max(maxDiff, Math.abs(raw.data[i * raw.info.channels + c]! - input.data[i * 4 + c]!));
      }
      expect(maxDiff).toBeLessThanOrEqual(2);
      for (const [cat, share] of checked) expectGoal(file, cat, share, (v) => v <= MAX_PAINTED, `<= ${pct(MAX_PAINTED)}`);
    },
    120_000,
  );
});
