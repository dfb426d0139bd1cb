// Fault tests (`npm run test:faults`, ADR 024: orders never lost or doubled; ADR 043: several processes on
// PostgreSQL): the shop as a process of its own, killed and started again on the same files, or PostgreSQL restarted
// under it (tests/faults/). Kept out of `npm test`: each run starts the server twice and
// puts it under load, and one file at a time, so two shops never share the 2 cores of a CI machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.faults.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    // Two starts of the server (tsx compiles the runtime on the first), 50 checkouts and the webhooks' delivery.
    hookTimeout: 240_000,
  },
});
