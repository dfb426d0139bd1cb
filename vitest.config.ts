import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.data/**', 'tests/e2e/**'],
    // CLI tests start real processes and copy the project to temp folders; 2-core CI machines are slow.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
