// vitest globalSetup of project pg-lite: the API suite's test databases are embedded PGlite
// instances (createTestDatabase), as a newcomer's `pnpm start` gets. The PostgreSQL settings are
// still provided for the few tests that compare both engines.
import type { TestProject } from 'vitest/node';
import setupPostgres from './pg-global-setup';

export default async function setup(project: TestProject) {
  const teardown = await setupPostgres(project);
  project.provide('testDatabaseEngine', 'pglite');
  return teardown;
}
