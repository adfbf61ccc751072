// "Worked together" credits (beyond the spec, research/social.md §3): when a job's author accepts
// an application, the two members get a credit (the job's title, the date), which shows on both
// profiles once both have confirmed it.
import { z } from 'zod';
import { Id, Timestamp } from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** A credit (replicated entity 'collaboration': its two members'). */
export const Collaboration = z.object({
  id: Id,
  /** Null once the job is deleted; the credit keeps its title. */
  jobId: Id.nullable(),
  jobTitle: z.string(),
  authorId: Id,
  applicantId: Id,
  /** When the application was accepted. */
  workedAt: Timestamp,
  authorConfirmed: z.boolean(),
  applicantConfirmed: z.boolean(),
  author: UserSummary.optional(),
  applicant: UserSummary.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
});
export type Collaboration = z.infer<typeof Collaboration>;

/** GET /api/collaborations/user/{userId}: the member's confirmed credits (and, for oneself,
 * those waiting for a confirmation). */
export const CollaborationListReply = z.array(Collaboration);
export type CollaborationListReply = z.infer<typeof CollaborationListReply>;

const ConfirmCollaborationBody = z.object({}).optional();

export const CollaborationMutations = {
  confirmCollaboration: mutation(
    'POST',
    '/api/collaborations/:id/confirm',
    ConfirmCollaborationBody,
  ),
  removeCollaboration: mutation('DELETE', '/api/collaborations/:id'),
} as const;
