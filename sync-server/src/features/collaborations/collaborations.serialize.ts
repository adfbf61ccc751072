// The one serialisation of a "worked together" credit for replies (REST and sync pull).
import type { Collaboration } from '@greenroom/shared-model/schemas/collaborations';
import type { collaborations } from '../../db/schema/jobs';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUserSummary } from '../users/users.serialize';

export type CollaborationRow = typeof collaborations.$inferSelect;

export function toCollaboration(
  row: CollaborationRow,
  env: AppEnv,
  members: { author?: UserRow | undefined; applicant?: UserRow | undefined } = {},
): Collaboration {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    authorId: row.authorId,
    applicantId: row.applicantId,
    workedAt: row.workedAt.toISOString(),
    authorConfirmed: row.authorConfirmed,
    applicantConfirmed: row.applicantConfirmed,
    ...(members.author ? { author: toUserSummary(members.author, env) } : {}),
    ...(members.applicant ? { applicant: toUserSummary(members.applicant, env) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
