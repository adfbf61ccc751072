// Drizzle queries of jobs and saved marks; every function takes the pool or the request's
// transaction. The search's meaning is shared-model helpers/job-filters.ts, said here in SQL.
import { TARGET_SCHOOL_ALL } from '@greenroom/shared-model/catalogues';
import { JOBS_WINDOW_ITEMS } from '@greenroom/shared-model/constants';
import {
  type JobFilters,
  jobQueryWords,
  paymentTypesOf,
} from '@greenroom/shared-model/helpers/job-filters';
import { and, arrayOverlaps, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { applications, jobs, savedJobs } from '../../db/schema/jobs';
import { type UserRow, users } from '../../db/schema/users';
import { notMutedBy, visibleTo } from '../privacy/blocks.repo';
import type { JobMarks, JobRow, NewJobRow, SavedJobRow } from './jobs.serialize';

export interface JobWithAuthor {
  job: JobRow;
  author: UserRow;
  marks: JobMarks;
}

/** Insert unless the id exists; the new row, or null when the id was taken. */
export async function insertJobIfAbsent(db: AppDb, values: NewJobRow): Promise<JobRow | null> {
  const [row] = await db.insert(jobs).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findJob(db: AppDb, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** The member's marks on each job, as selected columns. */
function marksOf(memberId: string) {
  return {
    isSaved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.userId} = ${memberId})`,
    isApplied: sql<boolean>`exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.applicantId} = ${memberId})`,
  };
}

function selectJobs(db: AppDb, memberId: string) {
  return db
    .select({ job: jobs, author: users, ...marksOf(memberId) })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.authorId));
}

type Selected = { job: JobRow; author: UserRow; isSaved: boolean; isApplied: boolean };
const withMarks = (r: Selected): JobWithAuthor => ({
  job: r.job,
  author: r.author,
  marks: { isSaved: Boolean(r.isSaved), isApplied: Boolean(r.isApplied) },
});

export async function findJobWithAuthor(
  db: AppDb,
  id: string,
  memberId: string,
): Promise<JobWithAuthor | undefined> {
  const [row] = await selectJobs(db, memberId).where(eq(jobs.id, id)).limit(1);
  return row && withMarks(row);
}

/** LIKE pattern of a word, its wildcards escaped. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters as SQL (helpers/job-filters.ts `jobMatches`). */
function jobFilterSql(f: JobFilters & { authorId?: string | undefined }): SQL | undefined {
  const where: SQL[] = [];
  // search_text (migration 0007) is lower(title || ' ' || location || ' ' || description).
  for (const word of jobQueryWords(f.q)) {
    where.push(sql`${sql.identifier('jobs')}.search_text like ${containing(word)}`);
  }
  const types = paymentTypesOf(f.paid);
  if (types) where.push(inArray(sql`coalesce(${jobs.paymentType}, 'unpaid')`, [...types]));
  if (f.skills?.length) where.push(arrayOverlaps(jobs.skills, f.skills));
  if (f.school) {
    where.push(or(eq(jobs.targetSchool, f.school), eq(jobs.targetSchool, TARGET_SCHOOL_ALL))!);
  }
  if (f.major) where.push(eq(users.major, f.major));
  if (f.authorId) where.push(eq(jobs.authorId, f.authorId));
  return where.length > 0 ? and(...where) : undefined;
}

/** Newest first (ties by id so that pages are stable). */
export async function searchJobs(
  db: AppDb,
  memberId: string,
  filters: JobFilters & { authorId?: string | undefined },
  limit: number,
): Promise<JobWithAuthor[]> {
  const rows = await selectJobs(db, memberId)
    .where(and(jobFilterSql(filters), visibleTo(memberId, jobs.authorId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map(withMarks);
}

/** The newest jobs created before `before` (all when absent), with the member's marks. */
export async function listJobsBefore(
  db: AppDb,
  memberId: string,
  before: Date | undefined,
  limit: number,
): Promise<JobWithAuthor[]> {
  const rows = await selectJobs(db, memberId)
    .where(
      and(
        before ? lt(jobs.createdAt, before) : undefined,
        visibleTo(memberId, jobs.authorId),
        notMutedBy(memberId, jobs.authorId),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map(withMarks);
}

/** The jobs the member saved, newest mark first. */
export async function savedJobsOf(db: AppDb, memberId: string): Promise<JobWithAuthor[]> {
  const rows = await selectJobs(db, memberId)
    .innerJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.userId, memberId)))
    .where(visibleTo(memberId, jobs.authorId))
    .orderBy(desc(savedJobs.createdAt));
  return rows.map(withMarks);
}

export type JobPatch = Partial<
  Pick<
    NewJobRow,
    | 'title'
    | 'description'
    | 'requirements'
    | 'budget'
    | 'duration'
    | 'location'
    | 'startDate'
    | 'type'
    | 'paymentType'
    | 'skills'
    | 'targetSchool'
  >
>;

export async function updateJob(
  db: AppDb,
  id: string,
  patch: JobPatch,
  now: Date,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...patch, updatedAt: now })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}

/** True when a row was deleted (its applications and saved marks go with it: ON DELETE CASCADE). */
export async function deleteJob(db: AppDb, id: string): Promise<boolean> {
  const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** The mark, new or as it was (saving twice is one mark). */
export async function saveJob(
  db: AppDb,
  memberId: string,
  jobId: string,
  now: Date,
): Promise<SavedJobRow> {
  const [created] = await db
    .insert(savedJobs)
    .values({ userId: memberId, jobId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, memberId), eq(savedJobs.jobId, jobId)));
  return existing!;
}

export async function unsaveJob(db: AppDb, memberId: string, jobId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, memberId), eq(savedJobs.jobId, jobId)));
}

/**
 * Members a new job's skills meet (any shared skill), never its author or a suspended member;
 * at most `limit` of them (the fan-out of one job is bounded).
 */
export async function membersMatchingSkills(
  db: AppDb,
  skills: readonly string[],
  authorId: string,
  limit: number,
): Promise<string[]> {
  if (skills.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        arrayOverlaps(users.skills, [...skills]),
        ne(users.id, authorId),
        eq(users.isSuspended, false),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The snapshot window of jobs: the newest JOBS_WINDOW_ITEMS, and every job the member wrote,
 * saved or applied to. */
export function jobsWindowSql(memberId: string): SQL {
  return or(
    sql`${jobs.id} in (select j.id from jobs j order by j.created_at desc, j.id desc limit ${JOBS_WINDOW_ITEMS})`,
    eq(jobs.authorId, memberId),
    sql`${jobs.id} in (select ${savedJobs.jobId} from ${savedJobs} where ${savedJobs.userId} = ${memberId})`,
    sql`${jobs.id} in (select ${applications.jobId} from ${applications} where ${applications.applicantId} = ${memberId})`,
  )!;
}
