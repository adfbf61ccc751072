// A fingerprint of what the database holds: the row count of every table and the newest
// change_log entry. A refused call (4xx) must leave it as it was.
import { type AppDb, queryRows } from '@greenroom/sync-server/db/client';
import { sql } from 'drizzle-orm';

/** Tables a refusal may write to: login failures are kept on purpose (throttling). */
const WRITTEN_BY_REFUSALS = new Set(['login_failures']);
/** Tables a recorded push refusal writes to (the result and the client's watermark). */
export const PUSH_BOOKKEEPING = ['sync_clients', 'mutation_results'] as const;

export async function tableNames(db: AppDb, exclude: readonly string[] = []): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((n) => !WRITTEN_BY_REFUSALS.has(n) && !exclude.includes(n));
}

/** `{ table: rows, …, change_log_seq }`, comparable with toEqual. */
export async function dataState(
  db: AppDb,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const counts = tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ');
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql.raw(
      `select ${counts}, (select coalesce(max(seq), 0) from change_log)::int as change_log_seq`,
    ),
  );
  return row!;
}

/** `table: before → after` for every count that differs. */
export function changes(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]} → ${after[k]}`);
}
