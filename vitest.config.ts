import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code they test; browser tests live in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated PGlite and PostgreSQL database per run, which each test database copies.
    globalSetup: ['src/server/db/migratedTemplates.testutil.ts'],
    // Vitest leaves one core to itself, which on 2 cores means one test file at a time; most
    // files spend much of their time waiting on a database, an SMTP server or a child process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
