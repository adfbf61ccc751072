// Backup and restore of either database (`pnpm backup <file>`, `pnpm restore <file>`; README
// "Backup and restore"). PostgreSQL: pg_dump's custom format and pg_restore, while the servers
// run. Embedded PGlite: its data folder as a gzipped tar (PGlite's dumpDataDir), taken under the
// folder's lock, so the server must be stopped first (a running one holds the lock and the
// command says so). Uploaded files are not in the database: copy DATA_DIR/uploads (or the bucket)
// beside the backup.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { defaultPgliteDir } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';

const run = promisify(execFile);

export interface DatabaseTarget {
  /** postgres:// URL, or unset for the embedded database under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

const isPostgres = (target: DatabaseTarget) =>
  !!target.databaseUrl && /^postgres(ql)?:\/\//.test(target.databaseUrl);

/** Writes a backup of the database to `file`; what was written. */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<string> {
  const out = resolve(file);
  if (isPostgres(target)) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, target.databaseUrl!]);
    return `PostgreSQL database dumped to ${out} (pg_dump custom format)`;
  }
  const dir = defaultPgliteDir(target.dataDir);
  if (!existsSync(dir)) throw new Error(`There is no embedded database in ${dir} to back up.`);
  const unlock = lockDataDir(dir);
  try {
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
  return `Embedded database ${dir} saved to ${out} (gzipped tar of its data folder)`;
}

/**
 * Replaces the database's contents with the backup in `file`. PostgreSQL: pg_restore --clean in
 * one transaction. PGlite: the current folder is moved aside (kept, named in the result) and the
 * backup's folder takes its place.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<string> {
  const from = resolve(file);
  if (!existsSync(from)) throw new Error(`There is no backup file ${from}.`);
  if (isPostgres(target)) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.databaseUrl!}`,
      from,
    ]);
    return `PostgreSQL database restored from ${from}`;
  }
  const dir = defaultPgliteDir(target.dataDir);
  const unlock = lockDataDir(dir);
  let keptAs: string | undefined;
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAs);
    }
    const blob = new Blob([readFileSync(from)]);
    const db = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: blob });
    await db.query('select 1');
    await db.close();
  } finally {
    unlock();
  }
  return `Embedded database ${dir} restored from ${from}${keptAs ? `; the previous one is kept in ${keptAs}` : ''}`;
}
