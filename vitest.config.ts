import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** How the unit tests that write through PWA actions prepare their writes (in-process). */
const WRITE_PREPARER = 'pwa/src/client-core/testing/write-preparer-setup.ts';
const longRunning = { testTimeout: 60_000, hookTimeout: 120_000 };

/** API test files that cannot run on PGlite, and why (docs/decisions/010-robustness.md). */
const PGLITE_CANNOT_RUN = [
  '**/node_modules/**',
  // Compares PostgreSQL with PGlite: runs both engines itself, in project pg.
  'sync-server/src/db/engines.pg.test.ts',
  // Compares the migrated database's catalog with the TypeScript schema's: the same SQL builds
  // both engines, and on PGlite the two databases cost about 20 s instead of 4 (ADR 030).
  'sync-server/src/db/schema-drift.pg.test.ts',
  // Videos and sounds through ffmpeg (ADR 046): the same ffmpeg work on either engine, about 10 s
  // of it; the queue's FOR UPDATE SKIP LOCKED between processes is PostgreSQL's. (It passes on
  // PGlite too: `pnpm exec vitest run --project pg-lite` with this line removed.)
  'sync-server/src/features/uploads/video.pg.test.ts',
  // Two server processes on one database (a postgres:// URL each), fanning out through
  // LISTEN/NOTIFY between them: an in-memory PGlite lives in one process.
  'sync-server/src/live/live.pg.test.ts',
  // startServer migrating the database named by DATABASE_URL (PGlite is covered by sync-pglite).
  'sync-server/src/server.pg.test.ts',
  // Two server processes sharing a tus upload through PostgreSQL advisory locks (PGlite: one
  // process per database, the in-process lock alone).
  'sync-server/src/features/uploads/tus-locker.pg.test.ts',
];
// Single tests that hold a transaction open while another commits are marked in their files
// with itWithConcurrentTransactions (tests/support/engine.ts).

export default defineConfig({
  test: {
    // Files of a worker share its module cache (isolate: false): importing the server and the
    // shared model once per worker instead of once per file took the node layers from 491 s to
    // about 220 s on two cores (docs/decisions/031-test-run-time.md). Every file makes its own
    // database, server and members, so no file leans on another's state (`pnpm test:node
    // --sequence.shuffle.files` runs them in a random order to check).
    // More workers than cores: the API tests mostly wait on PostgreSQL and their servers.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: [
            'shared-model/src/**/*.test.ts',
            'sync-server/src/**/*.test.ts',
            'pwa/src/**/*.test.ts',
            'service-worker/src/**/*.test.ts',
          ],
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          setupFiles: [WRITE_PREPARER],
        },
      },
      {
        test: {
          name: 'pg',
          environment: 'node',
          isolate: false,
          include: ['sync-server/src/**/*.pg.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          ...longRunning,
        },
      },
      {
        test: {
          // The same API suite on embedded PGlite (createTestDatabase opens one per file).
          name: 'pg-lite',
          environment: 'node',
          isolate: false,
          include: ['sync-server/src/**/*.pg.test.ts', 'tests/api/**/*.test.ts'],
          exclude: PGLITE_CANNOT_RUN,
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          ...longRunning,
        },
      },
      {
        test: {
          // Property-based: every registered route and mutator (FUZZ_RUNS per route; see
          // tests/fuzz/settings.ts). On PostgreSQL.
          name: 'fuzz',
          environment: 'node',
          isolate: false,
          include: ['tests/fuzz/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          ...longRunning,
        },
      },
      {
        test: {
          name: 'sync',
          environment: 'node',
          isolate: false,
          // Also the production tests: they run the compiled server, which `pnpm build` makes
          // before this project runs in `pnpm test`.
          include: ['tests/sync/**/*.test.ts', 'tests/production/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          ...longRunning,
        },
      },
    ],
  },
});
