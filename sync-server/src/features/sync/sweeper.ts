// Prunes what the sync protocol only needs for a while: change_log rows (a cursor older than the
// retention answers a reset), stored push results and Idempotency-Key replies. Runs at start
// and then hourly on an unref'd timer; every process may run it (deletes are idempotent).

import { CHANGE_LOG_RETENTION_DAYS } from '@greenroom/shared-model/constants';
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { errorData, type Logger } from '../../logger';
import { runPeriodically } from '../../periodic';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so that a large backlog never holds long locks. */
const SWEEP_BATCH = 5000;

export interface SweepResult {
  changeLog: number;
  mutationResults: number;
  idempotencyKeys: number;
}

const TABLES = {
  changeLog: 'change_log',
  mutationResults: 'mutation_results',
  idempotencyKeys: 'idempotency_keys',
} as const;

async function deleteOlderThan(db: AppDb, table: string, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ n: string }>(
      db,
      sql`with gone as (
            delete from ${sql.identifier(table)} where ctid in (
              select ctid from ${sql.identifier(table)}
              where created_at < ${cutoff.toISOString()}::timestamptz
              limit ${SWEEP_BATCH}
            ) returning 1
          ) select count(*)::text as n from gone`,
    );
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < SWEEP_BATCH) return total;
  }
}

export async function sweepExpired(
  db: AppDb,
  now: Date = new Date(),
  retentionDays: number = CHANGE_LOG_RETENTION_DAYS,
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return {
    changeLog: await deleteOlderThan(db, TABLES.changeLog, cutoff),
    mutationResults: await deleteOlderThan(db, TABLES.mutationResults, cutoff),
    idempotencyKeys: await deleteOlderThan(db, TABLES.idempotencyKeys, cutoff),
  };
}

/** Sweep now and every `intervalMs`; the returned function stops it (and awaits a running sweep). */
export function startSweeper(
  db: AppDb,
  logger: Logger,
  intervalMs: number = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return runPeriodically(
    () =>
      sweepExpired(db)
        .then((r) => {
          if (r.changeLog + r.mutationResults + r.idempotencyKeys > 0)
            logger.info('sync sweep', { ...r });
        })
        .catch((err) => logger.error('sync sweep failed', errorData(err))),
    intervalMs,
  );
}
