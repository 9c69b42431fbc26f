import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer.ts';

// Browser tests drive Debian's Chromium against the built app.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // A limit on waiting, not a speed: the journey's walk took 109 s on a machine at twice the
    // usual contention.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Two files at a time on the 2-core machine kind: a file mostly waits on its server or the
    // page, so one alone leaves a core idle. Each worker has its own shared app (see below).
    maxWorkers: 2,
    // The files of a worker share its loaded modules (Playwright, the texts, the mail parser): the
    // apps and Chromium run apart, and each file closes its pages and apps. All 23 files passed so.
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
    // One onnxruntime thread per segmentation in the apps the tests start (see vitest.config.ts).
    // The model loads at the first photo without a stored silhouette (most have one: see
    // runSilhouettes.testutil.ts), not in every app a test starts.
    env: { SEGMENTER_THREADS: '1', ENGINE_WARM_UP: 'false' },
    // A page's state (a lazy chunk, an ad, a toast) may take seconds on a busy 2-core machine; the
    // 1 s default made waits on it flaky. A limit on waiting, not a speed requirement.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [
      // One migrated embedded database per run, which each app the tests start copies.
      'e2e/databaseTemplate.testutil.ts',
      // One silhouette folder per run, which every app the tests start shares (SILHOUETTE_CACHE_DIR).
      'src/server/engine/runSilhouettes.testutil.ts',
      // One Chromium per run, which each test file connects to.
      'e2e/sharedBrowser.testutil.ts',
      // One app with the default settings per worker, for the files that need nothing else.
      'e2e/sharedApps.testutil.ts',
    ],
  },
});
