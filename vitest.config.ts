import { defineConfig } from 'vitest/config';

const longRunning = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared-model/src/**/*.test.ts',
            'sync-server/src/**/*.test.ts',
            'pwa/src/**/*.test.ts',
            'service-worker/src/**/*.test.ts',
          ],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'pg',
          environment: 'node',
          include: ['sync-server/src/**/*.pg.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          ...longRunning,
        },
      },
      {
        test: {
          // Property-based: every registered route and mutator (FUZZ_RUNS per route; see
          // tests/fuzz/settings.ts). On PostgreSQL.
          name: 'fuzz',
          environment: 'node',
          include: ['tests/fuzz/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          ...longRunning,
        },
      },
      {
        test: {
          name: 'sync',
          environment: 'node',
          include: ['tests/sync/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          ...longRunning,
        },
      },
    ],
  },
});
