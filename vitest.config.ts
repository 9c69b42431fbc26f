import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code they test; browser tests live in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Waits for a worker round or a mail server tolerate a busy machine (the default is 1 s).
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 60_000,
    // One migrated PGlite and PostgreSQL database per run, which each test database copies.
    globalSetup: ['src/server/db/migratedTemplates.testutil.ts'],
  },
});
