import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules and components, no I/O) and `integration` (the api against a real
 * PostgreSQL, one fresh database per run). Both run under TZ=UTC, set by scripts/test.mjs.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
