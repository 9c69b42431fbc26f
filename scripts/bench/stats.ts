/** Median and spread of repeated measurements: benchmarks report figures, they never assert them. */
export interface Figure {
  name: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  runs: number;
  goal?: string;
  /** True when the goal is met, undefined when there is no goal. */
  met?: boolean;
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** The middle of some samples (the mean of the middle two for an even count). */
export const median = (samples: number[]): number =>
  quantile(
    [...samples].sort((a, b) => a - b),
    0.5,
  );

export function figure(name: string, unit: string, samples: number[], goal?: { text: string; ok: (median: number) => boolean }): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  return {
    name,
    unit,
    median,
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    runs: samples.length,
    ...(goal ? { goal: goal.text, met: goal.ok(median) } : {}),
  };
}

/** Runs `fn` `runs` times after one warm-up and returns the wall time of each run in ms. */
export async function timeRuns(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/** Samples this process's RSS every 10 ms while `fn` runs; returns the peak in MB. */
export async function peakRssDuring<T>(fn: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}
