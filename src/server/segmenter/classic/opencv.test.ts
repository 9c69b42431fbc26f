import { describe, expect, it } from 'vitest';
import { loadOpenCv } from './opencv';

describe('loadOpenCv', () => {
  it('leaves no process-wide error handlers behind (an error elsewhere must not abort the server)', async () => {
    const before = { exception: process.listenerCount('uncaughtException'), rejection: process.listenerCount('unhandledRejection') };
    const { cv } = await loadOpenCv();
    expect(typeof cv.Mat).toBe('function');
    expect(process.listenerCount('uncaughtException')).toBe(before.exception);
    expect(process.listenerCount('unhandledRejection')).toBe(before.rejection);
  });
});
