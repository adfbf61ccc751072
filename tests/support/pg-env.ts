// Where test databases live. TEST_DATABASE_URL names an existing database the tests may use to
// CREATE and DROP their own databases (default: the local cluster's `test`).
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** The same server URL pointing at another database. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 10);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated template database, cloned by createTestDatabase(). */
    pgTemplateDatabase: string;
    /** Connection used to create and drop databases. */
    pgAdminUrl: string;
    /** Run tag (pid of the vitest main process) embedded in database names, for cleanup. */
    pgRunTag: string;
    /** What createTestDatabase() opens: a clone on PostgreSQL, or an embedded PGlite. */
    testDatabaseEngine: 'postgres' | 'pglite';
  }
}
