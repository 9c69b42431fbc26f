import { vi } from 'vitest';

/**
 * Tests that run the segmentation model take about 1.3 s a photo on an idle 2-core machine, and
 * several times that when the machine is busy: they get room, and the suite's total stays the
 * measure of speed, not one test's clock.
 */
export const MODEL_TEST_TIMEOUT = 240_000;

export function allowModelTime(): void {
  vi.setConfig({ testTimeout: MODEL_TEST_TIMEOUT, hookTimeout: MODEL_TEST_TIMEOUT });
}

/**
 * Sets the engine's analysis cache (ENGINE_ANALYSIS_CACHE, read at every use) to `size` photos
 * until the returned function puts back what was there: a worker's test files share process.env.
 */
export function setAnalysisCache(size: number): () => void {
  const before = process.env.ENGINE_ANALYSIS_CACHE;
  process.env.ENGINE_ANALYSIS_CACHE = String(size);
  return () => {
    if (before === undefined) delete process.env.ENGINE_ANALYSIS_CACHE;
    else process.env.ENGINE_ANALYSIS_CACHE = before;
  };
}
