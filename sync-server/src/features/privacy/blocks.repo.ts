// Blocks and mutes (ADR 024). `notBlocked` is THE check every feature uses where two members
// meet (a connection request, an application, later a message or a comment): a block either way
// refuses the write. `visibleTo` is the filter of every read that lists members or their content.
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type AppDb, queryRows } from '../../db/client';
import { blocks, mutes } from '../../db/schema/privacy';

/** True when either member blocked the other. */
export async function isBlockedBetween(db: AppDb, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ userId: blocks.userId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.userId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.userId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * SQL: the member in `column` is not hidden from `viewerId` by a block either way. Every read
 * that lists members or their content adds it (search, discover, classmates, suggestions,
 * feed pages, profile views).
 */
export function visibleTo(viewerId: string, column: PgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} b
    where (b.user_id = ${viewerId}::uuid and b.blocked_id = ${column})
       or (b.blocked_id = ${viewerId}::uuid and b.user_id = ${column}))`;
}

/** SQL: `viewerId` has not muted the member in `column` (the feed's filter). */
export function notMutedBy(viewerId: string, column: PgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${mutes} m
    where m.user_id = ${viewerId}::uuid and m.muted_id = ${column})`;
}

/** Recipients (of `pairs`) who must not hear from the actor: a block either way or a mute. */
export async function silencedPairs(
  db: AppDb,
  pairs: readonly { recipientId: string; actorId: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const actors = [...new Set(pairs.map((p) => p.actorId))];
  const recipients = [...new Set(pairs.map((p) => p.recipientId))];
  const rows = await queryRows<{ recipient: string; actor: string }>(
    db,
    sql`select user_id::text as recipient, muted_id::text as actor from mutes
         where muted_id = any(${sqlUuids(actors)}) and user_id = any(${sqlUuids(recipients)})
        union all
        select user_id::text, blocked_id::text from blocks
         where blocked_id = any(${sqlUuids(actors)}) and user_id = any(${sqlUuids(recipients)})
        union all
        select blocked_id::text, user_id::text from blocks
         where user_id = any(${sqlUuids(actors)}) and blocked_id = any(${sqlUuids(recipients)})`,
  );
  return new Set(rows.map((r) => `${r.recipient}:${r.actor}`));
}

/** A uuid[] parameter (one text parameter, portable across postgres.js and PGlite). */
export function sqlUuids(ids: readonly string[]): SQL {
  return sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
}
