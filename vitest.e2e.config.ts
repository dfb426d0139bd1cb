// Browser tests (`npm run test:e2e`, CONVENTIONS §14): the built pages, the real server on a fresh store and one
// Chromium, all started once by tests/e2e/global-setup.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One server and one browser for the run: the files take turns, so 2-core CI machines are not oversubscribed.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The build and the server start happen in globalSetup (about a minute on 2 cores).
    teardownTimeout: 30_000,
  },
});
