import { defineConfig } from 'vitest/config';

// Unit and integration tests. Server tests share one migrated PGlite template
// (see tests/support/global-setup.ts) so each file starts from a clean database quickly.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    // TEST_RESULTS_DIR: CI runs the two databases side by side, each writing its own reports.
    outputFile: { json: `${process.env.TEST_RESULTS_DIR ?? '.tmp/results'}/vitest.json` },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
