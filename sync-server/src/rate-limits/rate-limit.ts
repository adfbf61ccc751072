// The one rate-limit mechanism of the server (ADR 021). A limit is a counter row per key
// (rate_limit_counters); `takeRateLimit` checks the room left and records the use in ONE
// statement — INSERT … ON CONFLICT DO UPDATE … WHERE — so PostgreSQL's row lock on the key makes
// parallel callers queue: each sees the count the previous one left, and at most `max` pass in a
// window however many arrive at once (a count followed by an insert let 700 of 240 through).
//
// The window is fixed and starts at the first use after the previous one ended (no clock-aligned
// edges that everybody meets at once). Run inside the caller's transaction, the use is undone
// with it: a write refused later (400, 403, 404) costs nothing.
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../db/client';

export interface RateRule {
  /** What is counted and for whom, e.g. `write:posts:<member id>`. */
  key: string;
  /** Uses allowed in a window; 0 or less never allows anything. */
  max: number;
  windowMs: number;
}

export type RateOutcome = { ok: true; used: number } | { ok: false; retryAfterSeconds: number };

/** Counters whose window ended before this long ago are pruned now and then. */
const PRUNE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
const PRUNE_CHANCE = 0.01;

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Take `amount` (default 1) uses of `rule` at `now`, or learn how long to wait. Atomic: one
 * statement checks and records, under the key's row lock (held until the caller's transaction
 * ends, so run it late in a short transaction).
 */
export async function takeRateLimit(
  db: AppDb,
  rule: RateRule,
  options: { amount?: number; now?: Date } = {},
): Promise<RateOutcome> {
  const amount = options.amount ?? 1;
  const now = options.now ?? new Date();
  // More than a whole window allows can never pass; no row needed to say so.
  if (amount > rule.max)
    return {
      ok: false,
      retryAfterSeconds: secondsUntil(now.getTime() + rule.windowMs, now.getTime()),
    };
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEndedBefore = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const rows = await queryRows<{ used: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, window_started_at, used)
        values (${rule.key}, ${at}, ${amount})
        on conflict (key) do update set
          window_started_at = case when c.window_started_at <= ${windowEndedBefore}
                                   then excluded.window_started_at else c.window_started_at end,
          used = case when c.window_started_at <= ${windowEndedBefore}
                      then excluded.used else c.used + excluded.used end
        where c.window_started_at <= ${windowEndedBefore} or c.used + excluded.used <= ${rule.max}
        returning used`,
  );
  if (Math.random() < PRUNE_CHANCE) await pruneCounters(db, now);
  const taken = rows[0];
  if (taken) return { ok: true, used: Number(taken.used) };
  // Refused: the row exists (we hold its lock); the window it is in ends at start + window.
  const [row] = await queryRows<{ started: Date | string }>(
    db,
    sql`select window_started_at as started from rate_limit_counters where key = ${rule.key}`,
  );
  const started = row ? new Date(row.started).getTime() : now.getTime();
  return { ok: false, retryAfterSeconds: secondsUntil(started + rule.windowMs, now.getTime()) };
}

/** Forget counters nobody has used for two days (every window is shorter). */
export async function pruneCounters(db: AppDb, now: Date = new Date()): Promise<void> {
  await db.execute(
    // SKIP LOCKED: never wait for (or deadlock with) a counter another request is taking.
    sql`delete from rate_limit_counters where key in (
          select key from rate_limit_counters
          where window_started_at < ${new Date(now.getTime() - PRUNE_AFTER_MS).toISOString()}::timestamptz
          limit 1000 for update skip locked)`,
  );
}
