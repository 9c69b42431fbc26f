import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the built app; one file at a time keeps the
// 2-core machine from starving the servers they start.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page's state (a lazy chunk, an ad, a toast) may take seconds on a busy 2-core machine; the
    // 1 s default made waits on it flaky. A limit on waiting, not a speed requirement.
    expect: { poll: { timeout: 10_000 } },
    // One migrated embedded database per run, which each app the tests start copies.
    globalSetup: ['e2e/databaseTemplate.testutil.ts'],
  },
});
