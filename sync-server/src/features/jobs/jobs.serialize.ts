// The one serialisation of a job for replies (REST and sync pull).
import { DEFAULT_PAYMENT_TYPE, TARGET_SCHOOL_ALL } from '@greenroom/shared-model/catalogues';
import type { Job, SavedJob } from '@greenroom/shared-model/schemas/jobs';
import type { jobs, savedJobs } from '../../db/schema/jobs';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUser } from '../users/users.serialize';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type SavedJobRow = typeof savedJobs.$inferSelect;

/** What the signed-in member's own marks say of a job (REST replies only; replicas hold them as
 * savedJob and application rows). */
export interface JobMarks {
  isSaved: boolean;
  isApplied: boolean;
}

/** A job with its author as the public User (a superset of the contract's UserSummary). */
export function toJob(row: JobRow, author: UserRow, env: AppEnv, marks?: JobMarks): Job {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    budget: row.budget,
    duration: row.duration,
    location: row.location,
    startDate: row.startDate,
    type: row.type,
    paymentType: row.paymentType ?? DEFAULT_PAYMENT_TYPE,
    skills: row.skills,
    targetSchool: row.targetSchool === TARGET_SCHOOL_ALL ? null : row.targetSchool,
    ...(marks ?? {}),
    author: toUser(author, env),
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSavedJob(row: SavedJobRow): SavedJob {
  return { jobId: row.jobId, userId: row.userId, createdAt: row.createdAt.toISOString() };
}
