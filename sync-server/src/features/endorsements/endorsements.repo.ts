// Skill endorsements: one row per member, skill and endorser (its id derived from the three).
import { newEndorsement } from '@greenroom/shared-model/rows/endorsements';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { skillEndorsements } from '../../db/schema/endorsements';
import { collaborations } from '../../db/schema/jobs';
import { type UserRow, users } from '../../db/schema/users';

export type SkillEndorsementRow = typeof skillEndorsements.$inferSelect;

/** The endorsement, new or the one already there (a double tap, a replay): `created` says which. */
export async function endorse(
  db: AppDb,
  userId: string,
  skill: string,
  endorserId: string,
  now: Date,
): Promise<{ endorsement: SkillEndorsementRow; created: boolean }> {
  const row = newEndorsement(userId, skill, endorserId, now);
  const [created] = await db
    .insert(skillEndorsements)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return { endorsement: created, created: true };
  const [existing] = await db
    .select()
    .from(skillEndorsements)
    .where(eq(skillEndorsements.id, row.id));
  return { endorsement: existing!, created: false };
}

export async function withdrawEndorsement(
  db: AppDb,
  userId: string,
  skill: string,
  endorserId: string,
): Promise<void> {
  await db
    .delete(skillEndorsements)
    .where(
      and(
        eq(skillEndorsements.userId, userId),
        eq(skillEndorsements.skill, skill),
        eq(skillEndorsements.endorserId, endorserId),
      ),
    );
}

/** How many members endorse the member's skill. */
export async function endorsersOfSkill(db: AppDb, userId: string, skill: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(skillEndorsements)
    .where(and(eq(skillEndorsements.userId, userId), eq(skillEndorsements.skill, skill)));
  return row?.n ?? 0;
}

/** The member's endorsements of these skills, newest first, with each endorser. */
export async function endorsementsOf(
  db: AppDb,
  userId: string,
  skills: readonly string[],
): Promise<{ endorsement: SkillEndorsementRow; endorser: UserRow }[]> {
  if (skills.length === 0) return [];
  return db
    .select({ endorsement: skillEndorsements, endorser: users })
    .from(skillEndorsements)
    .innerJoin(users, eq(users.id, skillEndorsements.endorserId))
    .where(and(eq(skillEndorsements.userId, userId), inArray(skillEndorsements.skill, [...skills])))
    .orderBy(desc(skillEndorsements.createdAt), desc(skillEndorsements.endorserId));
}

/** The members who share a credit confirmed by both with `userId` ("worked together"). */
export async function workedWith(db: AppDb, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ authorId: collaborations.authorId, applicantId: collaborations.applicantId })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.authorConfirmed, true),
        eq(collaborations.applicantConfirmed, true),
        or(eq(collaborations.authorId, userId), eq(collaborations.applicantId, userId)),
      ),
    );
  return new Set(rows.map((r) => (r.authorId === userId ? r.applicantId : r.authorId)));
}
