import { describe, expect, it } from 'vitest';
import type { Analysis } from './analyse';
import type { DecodedImage } from './decode';
import { PhotoWork } from './photoWork';
import type { StoredSilhouette } from './storedSilhouettes';
import type { DetectResult } from './types';
import type { AnalysedPhoto, FoundCar } from './worker/protocol';

const detection: DetectResult = {
  width: 4,
  height: 2,
  confidence: 0.9,
  box: { x: 0, y: 0, w: 1, h: 1 },
  outline: [{ x: 0, y: 0 }],
  unsure: false,
  noCar: false,
  segmenter: 'isnet',
};
const analysis = {
  width: 4,
  height: 2,
  confidence: 0.8,
  carBox: { x: 0, y: 0, w: 2, h: 2 },
  outline: [],
  unsure: false,
  noCar: false,
  segmenter: 'isnet',
} as unknown as Analysis;
const silhouette = { width: 4, height: 2 } as StoredSilhouette;

/** The engine's worker, as far as a photo's work sees it: what it was asked, in order. */
function fakePool(found: Partial<FoundCar> = {}, failFinds = 0) {
  const asked: Array<{ type: 'find' | 'analyse'; stored?: StoredSilhouette }> = [];
  return {
    asked,
    find: async (_image: Buffer, _hint: unknown, stored?: StoredSilhouette): Promise<FoundCar> => {
      asked.push({ type: 'find', stored });
      if (failFinds-- > 0) throw new Error('the worker stopped');
      return { detection, decodeMs: 1, timingsMs: {}, ...found };
    },
    analyse: async (_image: Buffer, _hint: unknown, stored?: StoredSilhouette): Promise<AnalysedPhoto> => {
      asked.push({ type: 'analyse', stored });
      return { image: {} as DecodedImage, analysis, decodeMs: 2 };
    },
  };
}

describe('PhotoWork', () => {
  it('answers the outline without drawing the paint layer', async () => {
    const pool = fakePool();
    const work = new PhotoWork(Buffer.from('photo'), undefined, pool, null);
    expect(await work.detection()).toEqual(detection);
    expect(await work.detection()).toEqual(detection);
    expect(pool.asked.map((a) => a.type)).toEqual(['find']);
  });

  it('draws the paint layer on the full silhouette the outline came from, without finding it again', async () => {
    const pool = fakePool({ silhouette });
    const work = new PhotoWork(Buffer.from('photo'), undefined, pool, null);
    await work.detection();
    await work.analysed();
    expect(pool.asked).toEqual([
      { type: 'find', stored: undefined },
      { type: 'analyse', stored: silhouette },
    ]);
  });

  it('answers with the paint layer’s own outline once that is drawn, and reports its decode once', async () => {
    const pool = fakePool();
    const work = new PhotoWork(Buffer.from('photo'), undefined, pool, null);
    expect((await work.analysed()).decodeMs).toBe(2);
    expect((await work.analysed()).decodeMs).toBe(0);
    expect((await work.detection()).confidence).toBe(0.8);
    expect(pool.asked.map((a) => a.type)).toEqual(['analyse']);
  });

  it('tries a failed outline again on the next call', async () => {
    const pool = fakePool({}, 1);
    const work = new PhotoWork(Buffer.from('photo'), undefined, pool, null);
    await expect(work.detection()).rejects.toThrow('the worker stopped');
    expect(await work.detection()).toEqual(detection);
  });
});
