import { describe, expect, it } from 'vitest';
import type { Analysis } from './analyse';
import { AnalysisCache } from './analysisCache';
import type { DecodedImage } from './decode';

const entry = () => ({ image: {} as DecodedImage, analysis: {} as Analysis });

describe('AnalysisCache', () => {
  it('segments a photo once while it is cached', async () => {
    const cache = new AnalysisCache(() => 2);
    let computed = 0;
    const compute = async () => (computed++, entry());
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(computed).toBe(1);
  });

  it('forgets the least recently used photo past its capacity', async () => {
    const cache = new AnalysisCache(() => 2);
    let computed = 0;
    const compute = async () => (computed++, entry());
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(key, compute);
    // a, b, (a hit), c evicts b, (a hit), b again
    expect(computed).toBe(4);
  });

  it('computes every time once turned off, even for a photo it held before', async () => {
    let capacity = 4;
    const cache = new AnalysisCache(() => capacity);
    let computed = 0;
    const compute = async () => (computed++, entry());
    await cache.get('a', compute);
    capacity = 0;
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(computed).toBe(3);
  });
});
