import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCommittedFixture } from '../engine/committedFixtures.testutil';
import { decodeImage } from '../engine/decode';
import { chooseSegmenter } from './chooseSegmenter';
import { isnetModelPath } from './isnet/modelFile';

describe('choosing the segmenter', () => {
  const before = process.env.MODEL_CACHE_DIR;
  afterEach(() => {
    if (before === undefined) delete process.env.MODEL_CACHE_DIR;
    else process.env.MODEL_CACHE_DIR = before;
  });

  it('falls back to the classical segmenter, saying why, when the model cannot load', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrap-model-'));
    fs.writeFileSync(isnetModelPath(dir), 'not a model');
    process.env.MODEL_CACHE_DIR = dir;
    const chosen = await chooseSegmenter('isnet');
    expect(chosen.segmenter.name).toBe('classic');
    expect(chosen.fallbackReason).toBeTruthy();
  });

  it('SEGMENTER=classic finds a car without any model', async () => {
    const { segmenter, fallbackReason } = await chooseSegmenter('classic');
    expect([segmenter.name, fallbackReason]).toEqual(['classic', undefined]);
    const image = await decodeImage(readCommittedFixture('white-supercar-front34-gravel.jpg'));
    const found = await segmenter.segment(image);
    let inside = 0;
    for (const a of found.alpha) if (a >= 0.5) inside++;
    const share = inside / found.alpha.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.8);
  });
});
