import { defineConfig } from 'vitest/config';
import { scaledWait } from './scripts/wait-scale.mjs';

/**
 * Two projects: `unit` (pure rules and components, no I/O) and `integration` (the api against a real
 * PostgreSQL, one fresh database per run). Both run under TZ=UTC, set by scripts/test.mjs. Their time
 * limits are limits on waiting for a state, scaled for a busy machine by one setting (scripts/wait-scale.mjs).
 */
export default defineConfig({
  test: {
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
