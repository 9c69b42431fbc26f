import sharp from 'sharp';
import { renderWrap, warmUpEngine } from '../../src/server/engine/index';
import { fixture, ORIGINAL_24MP, SMALL_PHOTO } from './fixtures';
import { figure, peakRssDuring, timeRuns, type Figure } from './stats';

/**
 * The local engine per photo size: a small photo, a 1024-px photo (what the browser uploads) and
 * a 24 MP original (what an app without the browser's downscale would send). Each render is a
 * fresh segmentation: the analysis cache is off.
 */
export async function benchEngine(runs: number): Promise<Figure[]> {
  process.env.ENGINE_ANALYSIS_CACHE = '0';
  await warmUpEngine();
  const original = fixture(ORIGINAL_24MP);
  const sizes: Array<[string, Buffer]> = [
    ['small (512 px)', fixture(SMALL_PHOTO)],
    ['1024 px', await sharp(original).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer()],
    ['24 MP original', original],
  ];
  const figures: Figure[] = [];
  for (const [label, image] of sizes) {
    const { result: times, peakMb } = await peakRssDuring(() =>
      timeRuns(runs, () => renderWrap({ image, color: 'red', finish: 'glossy', style: 'racing-stripes' })),
    );
    figures.push(
      figure(`engine render, ${label}`, 'ms', times, label === '1024 px' ? { text: '<= 500 ms', ok: (m) => m <= 500 } : undefined),
      figure(`engine peak RSS after ${label}`, 'MB', [peakMb], { text: '<= 600 MB', ok: (m) => m <= 600 }),
    );
  }
  return figures;
}
