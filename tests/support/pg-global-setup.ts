// vitest globalSetup (projects pg and sync): one migrated template database per run, cloned
// per test file by createTestDatabase(). Dropped at teardown, with leftovers of dead runs.
import { tmpdir } from 'node:os';
import { openDatabase } from '@greenroom/sync-server/db/client';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { adminDatabaseUrl, databaseUrlFor, randomSuffix } from './pg-env';

const NAME_PATTERN = /^greenroom_(tpl|t)_(\d+)_[a-z0-9]+$/;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drop databases left by runs whose process is gone (only on a local server: pids are ours). */
async function dropLeftovers(admin: postgres.Sql, adminUrl: string): Promise<void> {
  const host = new URL(adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host)) return;
  const rows = await admin<{ datname: string }[]>`
    select datname from pg_database where datname like 'greenroom\\_%'`;
  for (const { datname } of rows) {
    const match = NAME_PATTERN.exec(datname);
    if (!match || processAlive(Number(match[2]))) continue;
    await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = adminDatabaseUrl();
  const runTag = String(process.pid);
  const template = `greenroom_tpl_${runTag}_${randomSuffix()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await dropLeftovers(admin, adminUrl);
  await admin.unsafe(`create database "${template}"`);
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, template),
    dataDir: tmpdir(),
    maxConnections: 1,
  });
  await database.close();
  // A template nobody may connect to by accident (clones need it idle).
  await admin.unsafe(`alter database "${template}" with allow_connections false`);

  project.provide('pgTemplateDatabase', template);
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgRunTag', runTag);
  project.provide('testDatabaseEngine', 'postgres');

  return async () => {
    await admin.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.end();
  };
}
