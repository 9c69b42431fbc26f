import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer.ts';

// Unit and integration tests sit beside the code they test; browser tests live in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A limit on waiting, not a speed requirement: with two files at a time a file gets half the
    // machine, and the API tests that run the segmentation model took over 30 s at a high load.
    testTimeout: 120_000,
    // Waits for a worker round or a mail server tolerate a busy machine (the default is 1 s).
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 60_000,
    // Two files at a time on the 2-core machine kind (vitest's default there is one): most files
    // leave a core idle while they wait on a database, a child process or a timer.
    maxWorkers: 2,
    // The files of a worker share its loaded modules: fastify, drizzle, sharp, the AI and S3 clients
    // and the app's own modules load once per worker, not once per file, and a loaded model serves
    // the next file (the 20 route files at a load of 30: 186 s of import summed, 55 s shared; 782 s
    // to 473 s). It holds because a file leaves nothing behind: each closes its apps and
    // databases, and process.env is set only by globalSetup (chooseSegmenter.test.ts restores its).
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
    // One onnxruntime thread per segmentation: two workers (or their app processes) each running
    // the model with two threads would ask four threads of two cores, and its threads spin while
    // they wait. The engine's own default (two) is unchanged and tested in config.test.ts.
    // The model loads at the first photo without a stored silhouette (most have one: see
    // runSilhouettes.testutil.ts), not in every app a test starts.
    env: { SEGMENTER_THREADS: '1', ENGINE_WARM_UP: 'false' },
    // One migrated PGlite and PostgreSQL database per run, which each test database copies.
    globalSetup: [
      'src/server/db/migratedTemplates.testutil.ts',
      'src/server/engine/runSilhouettes.testutil.ts',
      // The rules' analyses of the committed photos, kept for every file that reads them.
      'src/server/engine/runAnalyses.testutil.ts',
      // The server bundled once for the tests that start it as a process.
      'src/server/serverBundle.testutil.ts',
    ],
  },
});
