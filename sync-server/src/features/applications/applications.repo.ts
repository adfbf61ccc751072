// Drizzle queries of applications; every function takes the pool or the request's transaction.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { applications, jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import type { ApplicationParts, ApplicationRow } from './applications.serialize';

export interface FullApplication {
  application: ApplicationRow;
  parts: Required<ApplicationParts>;
}

/** The new row, or null when this member has applied to this job already (one per pair). */
export async function insertApplication(
  db: AppDb,
  values: { id: string; jobId: string; applicantId: string; message: string | null; now: Date },
): Promise<ApplicationRow | null> {
  const [row] = await db
    .insert(applications)
    .values({
      id: values.id,
      jobId: values.jobId,
      applicantId: values.applicantId,
      message: values.message ?? '',
      status: 'pending',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findApplication(db: AppDb, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

export async function findApplicationOf(
  db: AppDb,
  jobId: string,
  applicantId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)))
    .limit(1);
  return row;
}

const applicant = alias(users, 'applicant');
const jobAuthor = alias(users, 'job_author');

/** Applications with their applicant, job and job author, newest first. */
async function fullApplications(db: AppDb, where: SQL | undefined): Promise<FullApplication[]> {
  const rows = await db
    .select({ application: applications, applicant, job: jobs, jobAuthor })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .innerJoin(jobAuthor, eq(jobAuthor.id, jobs.authorId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map((r) => ({
    application: r.application,
    parts: { applicant: r.applicant, job: { row: r.job, author: r.jobAuthor } },
  }));
}

export async function findFullApplication(
  db: AppDb,
  id: string,
): Promise<FullApplication | undefined> {
  const [row] = await fullApplications(db, eq(applications.id, id));
  return row;
}

/** The member's own applications. */
export function applicationsOfApplicant(db: AppDb, applicantId: string) {
  return fullApplications(db, eq(applications.applicantId, applicantId));
}

/** The applications to one job. */
export function applicationsOfJob(db: AppDb, jobId: string) {
  return fullApplications(db, eq(applications.jobId, jobId));
}

/** The applications to every job of this author. */
export function applicationsToAuthor(db: AppDb, authorId: string) {
  return fullApplications(db, eq(jobs.authorId, authorId));
}

export async function setApplicationStatus(
  db: AppDb,
  id: string,
  status: ApplicationRow['status'],
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ status, updatedAt: now })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

export async function deleteApplication(db: AppDb, id: string): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return rows.length > 0;
}
