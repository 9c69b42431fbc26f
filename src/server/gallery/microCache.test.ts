import { describe, expect, it } from 'vitest';
import { createMicroCache } from './microCache';

describe('createMicroCache', () => {
  it('shares one load among askers within the time to live, and loads again after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createMicroCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('p0', load), cache.get('p0', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('p0', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('p0', load)).toBe(2);
  });

  it('keeps keys apart and does not keep a failure', async () => {
    const cache = createMicroCache<string>(1000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 'page a')).toBe('page a');
    expect(await cache.get('b', async () => 'page b')).toBe('page b');
  });

  it('loads afresh after clear, within the time to live (the shop changed the gallery)', async () => {
    let loads = 0;
    const cache = createMicroCache<number>(60_000, () => 0);
    await cache.get('p0', async () => ++loads);
    cache.clear();
    expect(await cache.get('p0', async () => ++loads)).toBe(2);
  });
});

describe('createMicroCache turned off', () => {
  it('loads every time with a time to live of 0', async () => {
    let loads = 0;
    const cache = createMicroCache<number>(0, () => 0);
    await cache.get('p0', async () => ++loads);
    expect(await cache.get('p0', async () => ++loads)).toBe(2);
  });
});
