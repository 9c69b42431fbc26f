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
    // One migrated embedded database per run, which each app the tests start copies.
    globalSetup: ['e2e/databaseTemplate.testutil.ts'],
  },
});
