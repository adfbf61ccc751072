// Jobs and saved jobs (spec part 2 §3, §5, §7 "Jobs and applications").
import { z } from 'zod';
import { DEFAULT_PAYMENT_TYPE, PAYMENT_TYPES, TARGET_SCHOOL_ALL } from '../catalogues';
import {
  DESCRIPTION_MAX_LENGTH,
  JOB_SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  TITLE_MAX_LENGTH,
} from '../constants';
import { VALIDATION_TEXTS } from '../texts';
import {
  ClientId,
  CommaList,
  Id,
  nullableStringList,
  optionalText,
  requiredText,
  Timestamp,
  text,
} from './common';
import { mutation } from './mutation-def';
import { UserSummary } from './users';

const PaymentTypeSchema = z.enum(PAYMENT_TYPES);

/**
 * A job (replicated entity 'job'). isSaved and isApplied are per member: REST replies carry
 * them for the signed-in member; replicated rows leave them out (see savedJob and application).
 */
export const Job = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  budget: z.string().nullable(),
  duration: z.string().nullable(),
  location: z.string().nullable(),
  startDate: z.string().nullable(),
  type: z.string().nullable(),
  paymentType: PaymentTypeSchema,
  skills: z.array(z.string()),
  targetSchool: z.string().nullable(),
  isSaved: z.boolean().optional(),
  isApplied: z.boolean().optional(),
  author: UserSummary,
  authorId: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp.optional(),
});
export type Job = z.infer<typeof Job>;

/** The job as embedded in an application. */
export const JobSummary = Job.pick({
  id: true,
  title: true,
  description: true,
  budget: true,
  location: true,
  paymentType: true,
  authorId: true,
  createdAt: true,
}).extend({ author: UserSummary.optional() });
export type JobSummary = z.infer<typeof JobSummary>;

const JobTitle = requiredText(TITLE_MAX_LENGTH, VALIDATION_TEXTS.requiredFieldsMissing);
const JobDescription = requiredText(DESCRIPTION_MAX_LENGTH, VALIDATION_TEXTS.requiredFieldsMissing);
/** Free text; absent, null and '' all mean "none". */
const FreeText = optionalText(SHORT_TEXT_MAX_LENGTH).optional();
/** 'all' (or nothing) means every school. */
const TargetSchool = text()
  .trim()
  .max(SHORT_TEXT_MAX_LENGTH)
  .nullable()
  .transform((v) => (!v || v === TARGET_SCHOOL_ALL ? null : v));

/** POST /api/jobs */
export const CreateJobBody = z.object({
  id: ClientId,
  title: JobTitle,
  description: JobDescription,
  requirements: optionalText(DESCRIPTION_MAX_LENGTH)
    .optional()
    .transform((v) => v ?? null),
  budget: FreeText.transform((v) => v ?? null),
  duration: FreeText.transform((v) => v ?? null),
  location: FreeText.transform((v) => v ?? null),
  startDate: FreeText.transform((v) => v ?? null),
  type: FreeText.transform((v) => v ?? null),
  skills: nullableStringList()
    .optional()
    .transform((v) => v ?? []),
  paymentType: PaymentTypeSchema.default(DEFAULT_PAYMENT_TYPE),
  targetSchool: TargetSchool.optional().transform((v) => v ?? null),
});
export type CreateJobBody = z.infer<typeof CreateJobBody>;
export type CreateJobInput = z.input<typeof CreateJobBody>;

/**
 * PUT /api/jobs/{id}: per-field merge of the sent fields. Empty budget, location, duration and
 * startDate are sent as null; an empty skill list as null (stored as []).
 */
export const UpdateJobBody = z.object({
  title: JobTitle.optional(),
  description: JobDescription.optional(),
  requirements: optionalText(DESCRIPTION_MAX_LENGTH).optional(),
  budget: FreeText,
  duration: FreeText,
  location: FreeText,
  startDate: FreeText,
  type: FreeText,
  paymentType: PaymentTypeSchema.optional(),
  skills: nullableStringList().optional(),
  targetSchool: TargetSchool.optional(),
});
export type UpdateJobBody = z.infer<typeof UpdateJobBody>;

/** GET /api/jobs (and /api/posts, /api/events) author filter. */
export const AuthorFilterQuery = z.object({ authorId: Id.optional() });
export type AuthorFilterQuery = z.infer<typeof AuthorFilterQuery>;

/**
 * GET /api/jobs/search: q, skills (comma list), school, major (spec part 2 §7), and `paid` (the
 * paid filter: paid, or unpaid-credit) — the meaning of each is helpers/job-filters.ts.
 */
export const JobSearchQuery = z.object({
  q: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  skills: CommaList.pipe(
    z.array(z.string().max(SKILL_MAX_LENGTH)).max(SKILLS_MAX_COUNT),
  ).optional(),
  school: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  major: text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  paid: z.enum(['paid', 'unpaid-credit']).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(JOB_SEARCH_MAX_LIMIT).optional().catch(undefined),
});
export type JobSearchQuery = z.infer<typeof JobSearchQuery>;

/** GET /api/jobs/view-counts?jobIds=a,b (posts: postIds, events: eventIds). */
export const JobViewCountsQuery = z.object({ jobIds: CommaList.pipe(z.array(Id).max(500)) });
export type JobViewCountsQuery = z.infer<typeof JobViewCountsQuery>;

/**
 * A saved mark (replicated entity 'savedJob', the member's own). A member saves a job at most
 * once and sees only their own marks, so the job id is the key (ADR 006).
 */
export const SavedJob = z.object({
  jobId: Id,
  userId: Id,
  createdAt: Timestamp,
});
export type SavedJob = z.infer<typeof SavedJob>;

/** POST /api/jobs/{id}/save: no body (the path names the job, the session the member). */
const SaveJobBody = z.object({}).optional();

/** The jobs writes of the outbox (see mutations.ts). */
export const JobMutations = {
  createJob: mutation('POST', '/api/jobs', CreateJobBody),
  updateJob: mutation('PUT', '/api/jobs/:id', UpdateJobBody),
  deleteJob: mutation('DELETE', '/api/jobs/:id'),
  saveJob: mutation('POST', '/api/jobs/:id/save', SaveJobBody),
  unsaveJob: mutation('DELETE', '/api/jobs/:id/save'),
} as const;
