// Drizzle queries of "worked together" credits; every function takes the pool or the request's
// transaction.
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { collaborations } from '../../db/schema/jobs';
import { type UserRow, users } from '../../db/schema/users';
import type { CollaborationRow } from './collaborations.serialize';

const confirmedByBoth = and(
  eq(collaborations.authorConfirmed, true),
  eq(collaborations.applicantConfirmed, true),
)!;

/** The credit of an accepted application (kept when it exists already). */
export async function offerCollaboration(
  db: AppDb,
  values: {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    authorId: string;
    applicantId: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(collaborations)
    .values({
      applicationId: values.applicationId,
      jobId: values.jobId,
      jobTitle: values.jobTitle,
      authorId: values.authorId,
      applicantId: values.applicantId,
      workedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing();
}

/** An acceptance taken back withdraws its credit, unless both members confirmed it already. */
export async function withdrawOffer(db: AppDb, applicationId: string): Promise<void> {
  await db
    .delete(collaborations)
    .where(
      and(
        eq(collaborations.applicationId, applicationId),
        or(eq(collaborations.authorConfirmed, false), eq(collaborations.applicantConfirmed, false)),
      ),
    );
}

export async function findCollaboration(
  db: AppDb,
  id: string,
): Promise<CollaborationRow | undefined> {
  const [row] = await db.select().from(collaborations).where(eq(collaborations.id, id)).limit(1);
  return row;
}

export async function confirmCollaboration(
  db: AppDb,
  id: string,
  side: 'author' | 'applicant',
  now: Date,
): Promise<CollaborationRow | undefined> {
  const [row] = await db
    .update(collaborations)
    .set(
      side === 'author'
        ? { authorConfirmed: true, updatedAt: now }
        : { applicantConfirmed: true, updatedAt: now },
    )
    .where(eq(collaborations.id, id))
    .returning();
  return row;
}

export async function deleteCollaboration(db: AppDb, id: string): Promise<boolean> {
  const rows = await db
    .delete(collaborations)
    .where(eq(collaborations.id, id))
    .returning({ id: collaborations.id });
  return rows.length > 0;
}

const author = alias(users, 'credit_author');
const applicant = alias(users, 'credit_applicant');

export interface CollaborationWithMembers {
  row: CollaborationRow;
  author: UserRow;
  applicant: UserRow;
}

/** A member's credits, newest first: confirmed ones, and (`withUnconfirmed`) those waiting. */
export async function collaborationsOf(
  db: AppDb,
  memberId: string,
  withUnconfirmed: boolean,
): Promise<CollaborationWithMembers[]> {
  const where: SQL[] = [
    or(eq(collaborations.authorId, memberId), eq(collaborations.applicantId, memberId))!,
  ];
  if (!withUnconfirmed) where.push(confirmedByBoth);
  const rows = await db
    .select({ row: collaborations, author, applicant })
    .from(collaborations)
    .innerJoin(author, eq(author.id, collaborations.authorId))
    .innerJoin(applicant, eq(applicant.id, collaborations.applicantId))
    .where(and(...where))
    .orderBy(desc(collaborations.workedAt), desc(collaborations.id));
  return rows;
}

/** Confirmed credits per member, for these members (discover). */
export async function collaborationCounts(
  db: AppDb,
  memberIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (memberIds.length === 0) return counts;
  const ids = [...memberIds];
  for (const side of [collaborations.authorId, collaborations.applicantId]) {
    const rows = await db
      .select({ id: side, n: count() })
      .from(collaborations)
      .where(and(inArray(side, ids), confirmedByBoth))
      .groupBy(side);
    for (const r of rows) counts.set(r.id, (counts.get(r.id) ?? 0) + Number(r.n));
  }
  return counts;
}
