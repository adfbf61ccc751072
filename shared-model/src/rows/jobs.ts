// What the optimistic job and the server's job have in common: a new job from its body, an edit
// merged per field, and a member's saved mark. The PWA's actions and the server's mutators both
// call these, so the row a member sees at once is the row the server stores.
import type { CreateJobBody, Job, SavedJob, UpdateJobBody } from '../schemas/jobs';
import type { UserSummary } from '../schemas/users';
import { isEmptyEdit } from './edit';

/** A new job by `author`, at `now` (millisecond precision, as stored). */
export function newJob<A extends UserSummary>(
  body: CreateJobBody & { id: string },
  author: A,
  now: Date,
): Job & { author: A } {
  const at = now.toISOString();
  return {
    id: body.id,
    title: body.title,
    description: body.description,
    requirements: body.requirements,
    budget: body.budget,
    duration: body.duration,
    location: body.location,
    startDate: body.startDate,
    type: body.type,
    paymentType: body.paymentType,
    skills: body.skills,
    targetSchool: body.targetSchool,
    author,
    authorId: author.id,
    createdAt: at,
    updatedAt: at,
  };
}

const EDITABLE = [
  'title',
  'description',
  'requirements',
  'budget',
  'duration',
  'location',
  'startDate',
  'type',
  'paymentType',
  'skills',
  'targetSchool',
] as const satisfies readonly (keyof UpdateJobBody & keyof Job)[];

export type JobEdit = Partial<Pick<Job, (typeof EDITABLE)[number]>>;

/** The fields an edit writes: only those present in the body (two devices editing different
 * fields both win). An empty skill list arrives as null and is stored as []. */
export function jobEdit(body: UpdateJobBody): JobEdit {
  const edit: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (body[field] !== undefined) edit[field] = body[field];
  }
  if ('skills' in edit && edit.skills === null) edit.skills = [];
  return edit as JobEdit;
}

/** The job after an edit; `updatedAt` moves only when something was written. */
export function editedJob<J extends Job>(job: J, body: UpdateJobBody, now: Date): J {
  const edit = jobEdit(body);
  if (isEmptyEdit(edit)) return job;
  return { ...job, ...edit, updatedAt: now.toISOString() };
}

/** The member's saved mark on a job. */
export function newSavedJob(jobId: string, userId: string, now: Date): SavedJob {
  return { jobId, userId, createdAt: now.toISOString() };
}
