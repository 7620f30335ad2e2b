import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { scaledWait } from './scripts/wait-scale.mjs';

/**
 * Two projects: `unit` (pure rules and components, no I/O) and `integration` (the api against a real
 * PostgreSQL, one fresh database per worker). Both run under TZ=UTC, set by scripts/test.mjs. Their time
 * limits are limits on waiting for a state, scaled for a busy machine by one setting (scripts/wait-scale.mjs).
 */
export default defineConfig({
  test: {
    // A worker a core, at least two: Vitest's default leaves a core free, which on CI's two ran the suite
    // one file at a time (21 minutes, the cores a third idle while integration files waited on
    // PostgreSQL). Each worker has a database of its own (apps/api/test/global-setup.ts), so at most
    // four: each is a copy made when the run starts.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'apps/api/src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['scripts/unit-test-setup.ts'],
          testTimeout: scaledWait(5_000),
          hookTimeout: scaledWait(10_000),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: scaledWait(30_000),
          hookTimeout: scaledWait(60_000),
        },
      },
    ],
  },
});
