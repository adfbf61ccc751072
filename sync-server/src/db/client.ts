// One database handle for both drivers: PostgreSQL through postgres.js (DATABASE_URL) or the
// embedded PGlite (zero setup, files under DATA_DIR/pglite). Migrations run at open.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { countQuery } from './query-stats';
import * as schema from './schema/index';

type Schema = typeof schema;
/** The database or a transaction: both drivers, one type. Repos take this. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'postgres' | 'pglite';

export const CHANGES_CHANNEL = 'greenroom_changes';

/** The application_name of this process's PostgreSQL connections. */
export function applicationName(): string {
  return `greenroom/${process.pid}`;
}

export interface Database {
  db: AppDb;
  kind: DatabaseKind;
  /** LISTEN on a channel; resolves once listening; the result stops listening. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: takes the session advisory lock (`namespace`, hash of `key`) if no session
   * holds it, on a connection of a small pool of its own (the app's pool is never held by a
   * lock); resolves with its release, or null when it is taken. A process that dies releases its
   * locks with its connections. Absent on PGlite: one process per database.
   */
  tryAdvisoryLock?(namespace: number, key: string): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; `memory://` for an in-memory PGlite; unset for PGlite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Default true. Test databases cloned from a migrated template skip it. */
  migrate?: boolean;
  /** postgres.js pool size (default 10). */
  maxConnections?: number;
  /** In-memory PGlite only: start from this dumped data directory (see `migratedPgliteImage`). */
  pgliteImage?: Blob;
}

// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_ID = 7_203_114;
/** Advisory locks held at once by one process (tus requests writing), each on a connection. */
const ADVISORY_LOCK_CONNECTIONS = 8;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  const dir = url === 'memory://' ? 'memory://' : resolve(options.dataDir, 'pglite');
  return openPglite(dir, options);
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const client = postgres(url, {
    max: options.maxConnections ?? 10,
    onnotice: () => {},
    // Per process, so that a process can find its own connections (GET /api/metrics).
    connection: { application_name: applicationName() },
    debug: countQuery,
  });
  const db = drizzlePostgres(client, { schema });
  /** Connections that hold advisory locks (tus uploads being written), opened on first use. */
  let lockClient: postgres.Sql | undefined;
  try {
    if (options.migrate !== false) await migrateOnce(url, db);
  } catch (err) {
    // Not reachable yet (startServer retries) or a failed migration: no pool left behind.
    await client.end({ timeout: 0 });
    throw err;
  }
  return {
    db: db as unknown as AppDb,
    kind: 'postgres',
    async listen(channel, fn) {
      const req = await client.listen(channel, fn);
      return () => req.unlisten();
    },
    async tryAdvisoryLock(namespace, key) {
      lockClient ??= postgres(url, {
        max: ADVISORY_LOCK_CONNECTIONS,
        idle_timeout: 60,
        onnotice: () => {},
        connection: { application_name: applicationName() },
      });
      const connection = await lockClient.reserve();
      try {
        const [row] = await connection<{ locked: boolean }[]>`
          select pg_try_advisory_lock(${namespace}::int, hashtext(${key})) as locked`;
        if (!row?.locked) {
          connection.release();
          return null;
        }
      } catch (err) {
        connection.release();
        throw err;
      }
      return async () => {
        try {
          await connection`select pg_advisory_unlock(${namespace}::int, hashtext(${key}))`;
        } finally {
          connection.release();
        }
      };
    },
    async close() {
      // Last step of a shutdown: every request has finished by now. After an outage a connection
      // may still be re-established in the background; it gets 2 s, not more.
      await Promise.all([client.end({ timeout: 2 }), lockClient?.end({ timeout: 2 })]);
    },
  };
}

/**
 * Applies the migrations once across processes: concurrent starts on one database are serialised
 * by an advisory lock, held on a connection of its own so that the pool (possibly of size 1)
 * stays free for the migrator.
 */
async function migrateOnce(url: string, db: ReturnType<typeof drizzlePostgres<Schema>>) {
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(db, { migrationsFolder });
  } finally {
    await lock.end({ timeout: 5 });
  }
}

async function openPglite(dir: string, options: OpenDatabaseOptions): Promise<Database> {
  const inMemory = dir === 'memory://';
  if (!inMemory) mkdirSync(dir, { recursive: true });
  // One process per folder: a second one would corrupt it (data-dir-lock.ts).
  const unlock = inMemory ? () => {} : lockDataDir(dir);
  let client: PGlite;
  let db: ReturnType<typeof drizzlePglite<Schema>>;
  try {
    client = await PGlite.create(inMemory ? undefined : dir, {
      extensions: { pg_trgm },
      ...(inMemory && options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
    });
    db = drizzlePglite(client, { schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    db: db as unknown as AppDb,
    kind: 'pglite',
    async listen(channel, fn) {
      const unlisten = await client.listen(channel, fn);
      return () => unlisten();
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * A migrated, empty in-memory PGlite, dumped: loading it costs about half of creating and
 * migrating one (the API tests open one per file).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Rows of a raw `db.execute(sql)`, whichever driver (postgres.js returns an array, PGlite `{rows}`). */
export async function queryRows<T extends Record<string, unknown>>(
  db: AppDb,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function defaultPgliteDir(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}
