// Drizzle queries of courses; every function takes the pool or the request's transaction.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { courses } from '../../db/schema/profiles';
import { type UserRow, users } from '../../db/schema/users';
import type { CourseRow, NewCourseRow } from './courses.serialize';

/** Insert unless the id exists; returns the new row, or null when the id was taken. */
export async function insertCourseIfAbsent(
  db: AppDb,
  values: NewCourseRow,
): Promise<CourseRow | null> {
  const [row] = await db.insert(courses).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCourse(db: AppDb, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** A member's courses, oldest first (the order they were added). */
export async function listCourses(db: AppDb, userId: string): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(eq(courses.userId, userId))
    .orderBy(asc(courses.createdAt), asc(courses.id));
}

export type CoursePatch = Pick<
  NewCourseRow,
  'courseCode' | 'courseName' | 'section' | 'professor' | 'semester' | 'year'
>;

export async function updateCourse(
  db: AppDb,
  id: string,
  patch: CoursePatch,
  now: Date,
): Promise<CourseRow | undefined> {
  const [row] = await db
    .update(courses)
    .set({ ...patch, updatedAt: now })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

/** True when a row was deleted. */
export async function deleteCourse(db: AppDb, id: string): Promise<boolean> {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

export interface ClassmateMatch {
  user: UserRow;
  shared: { courseCode: string; section: string | null }[];
}

/**
 * Members (not `userId`, not suspended) with a course of the same code and section as one of
 * `userId`'s (a missing section matches a missing one), most shared courses first, then by name.
 * One query: the member's courses joined to everyone's on (code, section) — the
 * courses_code_section_idx.
 */
export async function findClassmates(db: AppDb, userId: string): Promise<ClassmateMatch[]> {
  const mine = db
    .select({ code: courses.courseCode, section: courses.section })
    .from(courses)
    .where(eq(courses.userId, userId))
    .as('mine');
  const rows = await db
    .selectDistinct({
      user: users,
      courseCode: courses.courseCode,
      section: courses.section,
    })
    .from(courses)
    .innerJoin(
      mine,
      and(
        eq(courses.courseCode, mine.code),
        sql`${courses.section} is not distinct from ${mine.section}`,
      ),
    )
    .innerJoin(users, eq(users.id, courses.userId))
    .where(and(ne(courses.userId, userId), eq(users.isSuspended, false)));
  const byUser = new Map<string, ClassmateMatch>();
  for (const row of rows) {
    const match = byUser.get(row.user.id) ?? { user: row.user, shared: [] };
    if (!match.shared.some((s) => s.courseCode === row.courseCode && s.section === row.section)) {
      match.shared.push({ courseCode: row.courseCode, section: row.section });
    }
    byUser.set(row.user.id, match);
  }
  const name = (u: UserRow) => `${u.firstName} ${u.lastName}`.toLowerCase();
  return [...byUser.values()].sort(
    (a, b) =>
      b.shared.length - a.shared.length ||
      name(a.user).localeCompare(name(b.user)) ||
      a.user.id.localeCompare(b.user.id),
  );
}

/** Members (not suspended, not `userId`) with a course of this code and section. */
export async function membersInClass(
  db: AppDb,
  userId: string,
  course: { courseCode: string; section: string | null },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: courses.userId })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.userId))
    .where(
      and(
        eq(courses.courseCode, course.courseCode),
        sql`${courses.section} is not distinct from ${course.section}`,
        ne(courses.userId, userId),
        eq(users.isSuspended, false),
      ),
    )
    .limit(CLASS_NOTIFY_LIMIT);
  return rows.map((r) => r.userId);
}

/** At most this many classmates hear that someone joined their class. */
const CLASS_NOTIFY_LIMIT = 500;
