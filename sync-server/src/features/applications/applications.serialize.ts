// The one serialisation of an application for replies (REST and sync pull).
import type { Application } from '@greenroom/shared-model/schemas/applications';
import type { JobSummary } from '@greenroom/shared-model/schemas/jobs';
import type { applications } from '../../db/schema/jobs';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { type JobRow, toJob } from '../jobs/jobs.serialize';
import { toUserSummary } from '../users/users.serialize';

export type ApplicationRow = typeof applications.$inferSelect;

export interface ApplicationParts {
  applicant?: UserRow | undefined;
  job?: { row: JobRow; author: UserRow } | undefined;
}

function jobSummary(row: JobRow, author: UserRow, env: AppEnv): JobSummary {
  const job = toJob(row, author, env);
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    budget: job.budget,
    location: job.location,
    paymentType: job.paymentType,
    authorId: job.authorId,
    createdAt: job.createdAt,
    author: toUserSummary(author, env),
  };
}

/** The application; with the applicant and the job when they were loaded. */
export function toApplication(
  row: ApplicationRow,
  env: AppEnv,
  parts: ApplicationParts = {},
): Application {
  return {
    id: row.id,
    jobId: row.jobId,
    applicantId: row.applicantId,
    ...(parts.job ? { job: jobSummary(parts.job.row, parts.job.author, env) } : {}),
    ...(parts.applicant ? { applicant: toUserSummary(parts.applicant, env) } : {}),
    message: row.message === '' ? null : row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
