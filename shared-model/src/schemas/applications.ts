// Applications (spec part 2 §3, §4, §7 "Jobs and applications").
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../catalogues';
import { APPLICATION_MESSAGE_MAX_LENGTH } from '../constants';
import { ClientId, Id, optionalText, Timestamp } from './common';
import { JobSummary } from './jobs';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

/** pending is the default, and an empty status reads as pending. */
export const ApplicationStatusSchema = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? 'pending' : v),
  z.enum(APPLICATION_STATUSES),
);

/** An application (replicated entity 'application': the applicant's and the job author's). */
export const Application = z.object({
  id: Id,
  jobId: Id,
  applicantId: Id,
  job: JobSummary.optional(),
  applicant: UserSummary.optional(),
  message: z.string().nullable(),
  status: ApplicationStatusSchema,
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
});
export type Application = z.infer<typeof Application>;

/** POST /api/jobs/{jobId}/apply: the message may be empty. */
export const ApplyBody = z.object({
  id: ClientId,
  message: optionalText(APPLICATION_MESSAGE_MAX_LENGTH)
    .optional()
    .transform((v) => v ?? null),
});
export type ApplyBody = z.infer<typeof ApplyBody>;

/** PATCH /api/applications/{applicationId} */
export const UpdateApplicationStatusBody = z.object({ status: z.enum(APPLICATION_STATUSES) });
export type UpdateApplicationStatusBody = z.infer<typeof UpdateApplicationStatusBody>;

/** GET /api/applications (mine), GET /api/job-applications (to my jobs),
 *  GET /api/applications/job/{jobId} (job author only). */
export const ApplicationListReply = z.array(Application);
export type ApplicationListReply = z.infer<typeof ApplicationListReply>;

/** GET /api/admin/job-applications/{jobId} */
const AdminJobApplication = z.object({
  id: Id,
  message: z.string().nullable(),
  createdAt: Timestamp,
  status: ApplicationStatusSchema.optional(),
  applicant: z.object({
    id: Id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
});
export const AdminJobApplicationsReply = z.array(AdminJobApplication);
export type AdminJobApplicationsReply = z.infer<typeof AdminJobApplicationsReply>;

/** The applications writes of the outbox (see mutations.ts). */
export const ApplicationMutations = {
  applyToJob: mutation('POST', '/api/jobs/:id/apply', ApplyBody),
  decideApplication: mutation('PATCH', '/api/applications/:id', UpdateApplicationStatusBody),
  withdrawApplication: mutation('DELETE', '/api/applications/:id'),
} as const;
