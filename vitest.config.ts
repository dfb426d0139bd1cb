import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', '.data/**', 'tests/e2e/**', 'tests/matrix/**', 'tests/faults/**'],
    // CLI tests start real processes and copy the project to temp folders; 2-core CI machines are slow.
    testTimeout: 30_000,
    // Page tests render the built pages; they are built first when their sources changed.
    globalSetup: ['tests/setup/build-pages.ts'],
    hookTimeout: 30_000,
    coverage: {
      provider: 'v8',
      // The domain rules are held to every line and branch (ADR 005); the rest is measured, not gated.
      include: ['runtime/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { 'runtime/domain/**/*.ts': { lines: 100, branches: 100, functions: 100, statements: 100 } },
    },
  },
});
