import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { EngineRunResult } from './engineRun';
import { serverEventLoop } from './eventLoop';
import { carPhotoDir } from './fixtures';
import { figure, type Figure } from './stats';

const run = promisify(execFile);

/** Options of engineRun.ts: passes over the photos, renders per look, photos at once, per-photo figures. */
export interface EngineRunOptions {
  rounds: number;
  renders: number;
  burst: number;
  perPhoto?: boolean;
}

/** The engine's figures, measured by engineRun.ts in a process of its own (so its peak memory is the engine's alone). */
export async function runEngine(options: EngineRunOptions): Promise<EngineRunResult> {
  const flags = ['--rounds', String(options.rounds), '--renders', String(options.renders), '--burst', String(options.burst)];
  if (options.perPhoto) flags.push('--per-photo');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/engineRun.ts', ...flags], { maxBuffer: 16 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as EngineRunResult;
}

/**
 * The local engine (runEngine): segmentation per fixture photo at the browser's 1024-px
 * size with the cache off, render after segmentation per look, the main thread's event-loop
 * delay (monitorEventLoopDelay) while the worker segments, the engine's queue wait when four photos
 * arrive at once, and the process's peak RSS with the model loaded. Then a real server process:
 * its event loop probed from the outside while it segments /api/detect uploads.
 */
export async function benchEngine(runs: number): Promise<Figure[]> {
  const rounds = carPhotoDir().endsWith('test-fixtures/cars') ? 3 : 1;
  const r = await runEngine({ rounds, renders: Math.max(1, Math.round(runs / 2)), burst: 4 });
  const seg = `${r.segmenter}${r.fallbackReason ? ` (fallback: ${r.fallbackReason})` : ''}`;
  const figures: Figure[] = [
    figure(`engine: model load in the worker (warmUpEngine), ${seg}`, 'ms', [r.loadMs]),
    figure('engine: first segmentation after warm-up (first inference)', 'ms', [r.firstSegmentationMs]),
    figure(
      `engine: segmentation per photo, ${r.photos} photos x ${r.segmentationMs.length / r.photos}, 1024 px, cache off`,
      'ms',
      r.segmentationMs,
      {
        text: '<= 1200 ms',
        ok: (m) => m <= 1200,
      },
    ),
    figure('engine: of which the model (onnxruntime)', 'ms', r.modelMs),
    ...Object.entries(r.renderMs).map(([look, times]) =>
      figure(`engine: render after segmentation, ${look} (recolour + encode)`, 'ms', times, { text: '<= 300 ms', ok: (m) => m <= 300 }),
    ),
    figure('engine in-process: main-thread event-loop delay max during segmentations (monitorEventLoopDelay)', 'ms', [r.loopDelay.maxMs], {
      text: '<= 50 ms',
      ok: (m) => m <= 50,
    }),
    figure('engine in-process: main-thread event-loop delay p99 during segmentations (monitorEventLoopDelay)', 'ms', [r.loopDelay.p99Ms]),
  ];
  if (r.burst) {
    figures.push(
      figure(`engine in-process: queue wait, ${r.burst.photos} photos at once (timingsMs.queue)`, 'ms', r.burst.queueMs),
      figure(
        `engine in-process: ${r.burst.photos} different photos at once, last outline (detectCar) after (load average ${r.burst.loadAverage.toFixed(1)})`,
        'ms',
        [r.burst.totalMs],
        { text: '<= 3000 ms', ok: (m) => m <= 3000 },
      ),
      figure(`engine in-process: ${r.burst.photos} photos at once, CPU of the engine's threads until the last outline`, 'ms', [
        r.burst.cpuMs,
      ]),
    );
  }
  figures.push(
    figure('engine process peak RSS with the model loaded (VmHWM)', 'MB', [r.peakRssMb], { text: '<= 1200 MB', ok: (m) => m <= 1200 }),
  );

  const s = await serverEventLoop(8);
  figures.push(
    figure(`server (outside probe): GET /api/status latency while idle (the baseline), ${s.idle.probes} probes`, 'ms', [s.idle.median]),
    figure("server (outside probe): idle latency p99 / max (this machine's noise floor)", 'ms', [s.idle.p99, s.idle.max]),
    figure(`server (outside probe): event-loop stall max during ${s.detects} /api/detect segmentations`, 'ms', [s.stall.max], {
      text: '<= 50 ms',
      ok: (m) => m <= 50,
    }),
    figure(`server (outside probe): event-loop stall p99, ${s.stall.probes} probes every 15 ms`, 'ms', [s.stall.p99]),
    figure('server: POST /api/detect, 1024-px photo, two at a time', 'ms', s.detectMs),
    figure('server peak RSS after the detects, model loaded (VmHWM)', 'MB', [s.peakRssMb], { text: '<= 1200 MB', ok: (m) => m <= 1200 }),
  );
  return figures;
}
