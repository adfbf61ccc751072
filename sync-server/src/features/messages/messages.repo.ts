// Drizzle queries of conversations, their members and messages (migration 0026, ADR 045).
import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { connections } from '../../db/schema/connections';
import { applications, jobs } from '../../db/schema/jobs';
import { uploads } from '../../db/schema/media';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import { type UserRow, users } from '../../db/schema/users';
import { isVerifiedMember } from '../../http/verified-gate';
import type { ConversationMemberRow, ConversationRow, MessageRow } from './messages.serialize';

/** The statuses that see the conversation (the audience of rule conversationMembers). */
export const SEEING = ['active', 'request'] as const;

/** A one-to-one conversation's key: the two ids, the smaller first. */
export function pairKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export async function findConversation(
  db: AppDb,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function findPairConversation(
  db: AppDb,
  a: string,
  b: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.pairKey, pairKeyOf(a, b)));
  return row;
}

/** The conversation, or undefined when the id or (one-to-one) the pair is taken. */
export async function insertConversationIfAbsent(
  db: AppDb,
  row: typeof conversations.$inferInsert,
): Promise<ConversationRow | undefined> {
  const [created] = await db.insert(conversations).values(row).onConflictDoNothing().returning();
  return created;
}

export async function insertMembers(
  db: AppDb,
  rows: (typeof conversationMembers.$inferInsert)[],
): Promise<ConversationMemberRow[]> {
  return db.insert(conversationMembers).values(rows).returning();
}

/** Every member row of the conversation (any status), with their account. */
export async function membersOf(
  db: AppDb,
  conversationId: string,
): Promise<{ member: ConversationMemberRow; user: UserRow }[]> {
  return db
    .select({ member: conversationMembers, user: users })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(conversationMembers.joinedAt, conversationMembers.id);
}

/** The member's row in the conversation, locked for the write that follows. */
export async function memberRowOf(
  db: AppDb,
  conversationId: string,
  userId: string,
): Promise<ConversationMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .for('update');
  return row;
}

export async function updateMemberRow(
  db: AppDb,
  id: string,
  set: Partial<Pick<ConversationMemberRow, 'status' | 'lastReadAt' | 'muted' | 'clearedAt'>>,
): Promise<ConversationMemberRow> {
  const [row] = await db
    .update(conversationMembers)
    .set(set)
    .where(eq(conversationMembers.id, id))
    .returning();
  return row!;
}

/** Read up to `at` (never moving the mark back). */
export async function markReadUpTo(
  db: AppDb,
  id: string,
  at: Date,
): Promise<ConversationMemberRow> {
  const [row] = await db
    .update(conversationMembers)
    .set({
      lastReadAt: sql`greatest(coalesce(${conversationMembers.lastReadAt}, '-infinity'::timestamptz), ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(conversationMembers.id, id))
    .returning();
  return row!;
}

/**
 * Whether `a` may write to `b` without a request (ADR 045): they are connections, or one is the
 * author of a job the other applied to while the application exists.
 */
export async function mayMessageDirectly(db: AppDb, a: string, b: string): Promise<boolean> {
  const [connected] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
          and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
        ),
      ),
    )
    .limit(1);
  if (connected) return true;
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      or(
        and(eq(jobs.authorId, a), eq(applications.applicantId, b)),
        and(eq(jobs.authorId, b), eq(applications.applicantId, a)),
      ),
    )
    .limit(1);
  return Boolean(applied);
}

/** The accounts of these ids that exist, are verified and not deleted. */
export async function messageableMembers(db: AppDb, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.filter((u) => isVerifiedMember(u) && !u.deletedAt && !u.isSuspended);
}

export async function findMessage(db: AppDb, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** The message, or undefined when the id is taken already (a replay: the caller decides). */
export async function insertMessageIfAbsent(
  db: AppDb,
  row: typeof messages.$inferInsert,
): Promise<MessageRow | undefined> {
  const [created] = await db.insert(messages).values(row).onConflictDoNothing().returning();
  return created;
}

/** The upload an /uploads/ address names (its member and size), or undefined. */
export async function uploadAt(
  db: AppDb,
  address: string,
): Promise<{ userId: string; size: number | null } | undefined> {
  const [row] = await db
    .select({ userId: uploads.userId, size: uploads.size })
    .from(uploads)
    .where(sql`${uploads.key} = greenroom_media_key(${address})`);
  return row;
}

export async function touchConversation(db: AppDb, id: string, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, id));
}

/** The message emptied, its place kept ("Message deleted"). */
export async function deleteMessageContent(db: AppDb, id: string, now: Date): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    // Its attachment goes too: the trigger releases the file (ADR 022).
    .set({
      content: '',
      attachmentUrl: null,
      attachmentName: null,
      attachmentSize: null,
      deletedAt: now,
    })
    .where(eq(messages.id, id))
    .returning();
  return row!;
}

/**
 * A page of the conversation's messages older than `before`, newest first; none at or before
 * `clearedAt` (the reader deleted the conversation for themself then).
 */
export async function olderMessages(
  db: AppDb,
  conversationId: string,
  before: Date | undefined,
  limit: number,
  clearedAt: Date | null = null,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before ? lt(messages.createdAt, before) : undefined,
        clearedAt ? gt(messages.createdAt, clearedAt) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/**
 * The report's excerpt (ADR 045): the message `upTo` (or the newest) and the `count` before it
 * that the reporter sees (after their `clearedAt`), oldest first.
 */
export async function excerptOf(
  db: AppDb,
  conversationId: string,
  upTo: MessageRow | undefined,
  count: number,
  clearedAt: Date | null,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        upTo
          ? or(
              lt(messages.createdAt, upTo.createdAt),
              and(eq(messages.createdAt, upTo.createdAt), sql`${messages.id} <= ${upTo.id}`),
            )
          : undefined,
        clearedAt ? gt(messages.createdAt, clearedAt) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(count + 1);
  return rows.reverse();
}
