// The market matrix (`npm run test:matrix`): every flow of tests/matrix/ for every country, each
// against its own build (`node dist/<cc>/server.js`), all started once by tests/matrix/global-setup.ts, with one
// Chromium. The report (reports/market-matrix.html and .json) and CI's summary line come from matrix-reporter.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/matrix/**/*.matrix.test.ts'],
    globalSetup: ['tests/matrix/global-setup.ts'],
    reporters: ['default', './tests/matrix/matrix-reporter.ts'],
    // One browser for the run: the files take turns, so 2-core CI machines are not oversubscribed.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The builds, the store and 25 servers start in globalSetup.
    teardownTimeout: 30_000,
  },
});
