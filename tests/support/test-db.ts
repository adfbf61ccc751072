// A fresh PostgreSQL database per test file, cloned from the run's migrated template.
import { tmpdir } from 'node:os';
import { type Database, migratedPgliteImage, openDatabase } from '@greenroom/sync-server/db/client';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrlFor, randomSuffix } from './pg-env';

export interface TestDatabase {
  name: string;
  /** postgres:// URL of the clone; '' on PGlite (in memory, reachable only through `database`). */
  url: string;
  database: Database;
  db: Database['db'];
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('testDatabaseEngine') === 'pglite') return createPgliteTestDatabase();
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplateDatabase');
  const name = `greenroom_t_${inject('pgRunTag')}_${randomSuffix()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(adminUrl, name);
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: tmpdir(),
    migrate: false,
    maxConnections: 5,
  });
  let closed = false;
  return {
    name,
    url,
    database,
    db: database.db,
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** The API suite's database in project pg-lite: a migrated in-memory PGlite. */
async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const database = await createPgliteDatabase();
  return {
    name: 'pglite',
    url: '',
    database,
    db: database.db,
    close: () => database.close(),
  };
}

/** Made once per worker: the files of a worker share this module (vitest.config.ts). */
let migratedImage: Promise<Blob> | undefined;

/** Embedded PGlite in memory, migrated: the zero-setup default (loaded from a migrated image). */
export async function createPgliteDatabase(): Promise<Database> {
  migratedImage ??= migratedPgliteImage();
  return openDatabase({
    databaseUrl: 'memory://',
    dataDir: tmpdir(),
    migrate: false,
    pgliteImage: await migratedImage,
  });
}

/** Drops a test database, ending its connections. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await dropper.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await dropper.end();
  }
}
