import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { figure, type Figure } from './stats';

const run = promisify(execFile);

const SIZES: Array<[size: string, label: string]> = [
  ['small', 'small (512 px)'],
  ['1024', '1024 px'],
  ['24mp', '24 MP original'],
];

/**
 * The local engine per photo size: a small photo, a 1024-px photo (what the browser uploads) and
 * a 24 MP original (what the command line may be given). Each size runs in its own process so
 * its peak RSS is its own; every render is a fresh segmentation (the analysis cache is off).
 */
export async function benchEngine(runs: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [size, label] of SIZES) {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/engineRun.ts', '--size', size, '--runs', String(runs)], {
      maxBuffer: 1 << 20,
    });
    const { times, peakMb } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { times: number[]; peakMb: number };
    figures.push(
      figure(`engine render, ${label}`, 'ms', times, size === '1024' ? { text: '<= 500 ms', ok: (m) => m <= 500 } : undefined),
      // The goals are for the 1024-px photo the server gives the engine; the others are context.
      figure(`engine process peak RSS, ${label}`, 'MB', [peakMb], size === '1024' ? { text: '<= 600 MB', ok: (m) => m <= 600 } : undefined),
    );
  }
  return figures;
}
