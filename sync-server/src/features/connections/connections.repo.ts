// Drizzle queries of connections; one row per unordered pair (connections_pair_uq).
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { connections } from '../../db/schema/connections';
import { type UserRow, users } from '../../db/schema/users';
import { visibleTo } from '../privacy/blocks.repo';
import type { ConnectionRow } from './connections.serialize';

const pairOf = (a: string, b: string) =>
  or(
    and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
    and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
  );

/** The pair's row, locked for the write that follows. */
export async function findPair(db: AppDb, a: string, b: string, lock = false) {
  const query = db.select().from(connections).where(pairOf(a, b)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findConnection(db: AppDb, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(eq(connections.id, id)).limit(1);
  return row;
}

/**
 * A new pending request, or null when the pair already has a row (a request from the other
 * side raced ours in: the caller reads and answers that row instead).
 */
export async function insertRequest(
  db: AppDb,
  values: { id: string; requesterId: string; addresseeId: string; now: Date },
): Promise<ConnectionRow | null> {
  const [row] = await db
    .insert(connections)
    .values({
      id: values.id,
      requesterId: values.requesterId,
      addresseeId: values.addresseeId,
      status: 'pending',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setConnection(
  db: AppDb,
  id: string,
  patch: Partial<Pick<ConnectionRow, 'status' | 'requesterId' | 'addresseeId'>>,
  now: Date,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(connections)
    .set({ ...patch, updatedAt: now })
    .where(eq(connections.id, id))
    .returning();
  return row;
}

/** Accepted connections of a member (not suspended), with the other member. */
export async function acceptedOf(db: AppDb, userId: string): Promise<UserRow[]> {
  const other = sql`case when ${connections.requesterId} = ${userId} then ${connections.addresseeId} else ${connections.requesterId} end`;
  const rows = await db
    .select({ user: users })
    .from(connections)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)),
        eq(users.isSuspended, false),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map((r) => r.user);
}

/** The member's pending and accepted rows, each with the other member. */
export async function connectionsOf(db: AppDb, userId: string) {
  const other = sql`case when ${connections.requesterId} = ${userId} then ${connections.addresseeId} else ${connections.requesterId} end`;
  return db
    .select({ connection: connections, user: users })
    .from(connections)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        sql`${connections.status} <> 'blocked'`,
        or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)),
      ),
    )
    .orderBy(sql`${connections.updatedAt} desc`);
}

/** How many suggestions GET /api/connections/recommended returns (the sidebar shows 4). */
const RECOMMENDED_LIMIT = 12;

/**
 * Members to suggest to `userId`, best first: shared course codes weigh 3 each (courses the
 * candidate shows to all members), the same major 2,
 * the same school 1, each shared skill 1; newer members break ties. Never oneself, a suspended
 * member, or anyone with a pending or accepted row with `userId` (a declined or removed pair may
 * be suggested again).
 */
export async function recommendedFor(db: AppDb, userId: string): Promise<UserRow[]> {
  const me = db
    .$with('me')
    .as(
      db
        .select({ school: users.school, major: users.major, skills: users.skills })
        .from(users)
        .where(eq(users.id, userId)),
    );
  // Only courses the candidate shows to every member: a suggestion is never a connection yet, so
  // ranking by courses kept for connections would tell what they hide (ADR 024).
  const sharedCourses = sql<number>`(
    select count(distinct theirs.course_code)::int
    from courses mine join courses theirs on theirs.course_code = mine.course_code
    where mine.user_id = ${userId} and theirs.user_id = ${users.id}
      and ${users.coursesVisibility} = 'members')`;
  const sharedSkills = sql<number>`cardinality(array(
    select lower(s) from unnest(${users.skills}) s
    intersect select lower(s) from unnest((select skills from me)) s))`;
  const score = sql<number>`(3 * ${sharedCourses}
    + case when ${users.major} is not null and lower(${users.major}) = lower((select major from me)) then 2 else 0 end
    + case when ${users.school} is not null and ${users.school} = (select school from me) then 1 else 0 end
    + ${sharedSkills})`;
  const connected = sql`exists (
    select 1 from connections c
    where c.status <> 'blocked'
      and ((c.requester_id = ${userId} and c.addressee_id = ${users.id})
        or (c.addressee_id = ${userId} and c.requester_id = ${users.id})))`;
  const rows = await db
    .with(me)
    .select({ user: users })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${userId}`,
        eq(users.isSuspended, false),
        sql`not ${connected}`,
        visibleTo(userId, users.id),
      ),
    )
    .orderBy(sql`${score} desc`, sql`${users.createdAt} desc`, users.id)
    .limit(RECOMMENDED_LIMIT);
  return rows.map((r) => r.user);
}
