// Post, edit and delete a job, and save or unsave one: the change shows at once (pending) and the
// spec's call waits in the outbox, in ONE Dexie transaction, built by the row functions the
// server uses (rows/jobs.ts). A refusal puts the rows back as they were.
import { editedJob, newJob, newSavedJob } from '@greenroom/shared-model/rows/jobs';
import type { CreateJobInput, Job, UpdateJobBody } from '@greenroom/shared-model/schemas/jobs';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry, ReplicaRow } from '../../../client-core/local-db/member-db';
import {
  enqueueCreate,
  enqueueMutation,
  type MutationInput,
} from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  rowsOf,
  type TableHost,
  updatePendingWith,
} from '../../../client-core/outbox/undo';
import { authorSummary } from '../../posts/actions/author-summary';

export type NewJob = Omit<CreateJobInput, 'id'>;
export type JobChanges = NonNullable<MutationInput<'updateJob'>>;

/** Validates (throws the schema's message, e.g. 'Required fields missing'), then queues. */
export async function createJob(
  db: MemberDb,
  author: UserSummary,
  input: NewJob,
  now: Date = new Date(),
): Promise<{ job: Job; entry: OutboxEntry }> {
  const { row, entry } = await enqueueCreate(db, 'createJob', 'jobs', input, (body, id) =>
    newJob({ ...body, id }, authorSummary(author), now),
  );
  return { job: row, entry };
}

export async function updateJob(
  db: MemberDb,
  id: string,
  changes: JobChanges,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'updateJob', {
    params: { id },
    body: changes,
    entity: 'jobs',
    entityId: id,
    tables: ['jobs'],
    undo: (tx) => captureUndo(tx, 'jobs', id),
    apply: (tx, body: UpdateJobBody) =>
      updatePendingWith(tx, 'jobs', id, (job) => editedJob(job, body, now)),
  });
  return entry;
}

/** The job leaves every list at once, with its applications and this member's saved mark. */
export async function deleteJob(db: MemberDb, id: string): Promise<OutboxEntry> {
  const applicationIds = (await db.applications
    .where('jobId')
    .equals(id)
    .primaryKeys()) as string[];
  const { entry } = await enqueueMutation(db, 'deleteJob', {
    params: { id },
    entity: 'jobs',
    entityId: id,
    tables: ['jobs', 'applications', 'savedJobs'],
    undo: async (tx) => [
      ...(await captureUndo(tx, 'jobs', id)),
      ...(await captureUndo(tx, 'savedJobs', id)),
      ...(await captureUndo(tx, 'applications', applicationIds)),
    ],
    apply: async (tx) => {
      await deleteOptimistic(tx, 'jobs', id);
      await deleteOptimistic(tx, 'savedJobs', id);
      for (const applicationId of applicationIds) {
        await deleteOptimistic(tx, 'applications', applicationId);
      }
    },
  });
  return entry;
}

/**
 * A job found on the server beyond the replica's window joins the replica when the member saves
 * it or applies to it (the Saved and Applications tabs read the replica; later changes of the job
 * reach it like any public row). It is the server's row, so it stays if the write is refused.
 */
export async function rememberJob(tx: TableHost, job: Job): Promise<void> {
  const jobs = rowsOf(tx, 'jobs');
  if (await jobs.get(job.id)) return;
  const { isSaved: _saved, isApplied: _applied, ...row } = job;
  await jobs.put(row as ReplicaRow);
}

export async function saveJob(
  db: MemberDb,
  userId: string,
  job: Job,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'saveJob', {
    params: { id: job.id },
    body: {},
    entity: 'savedJobs',
    entityId: job.id,
    tables: ['savedJobs', 'jobs'],
    undo: (tx) => captureUndo(tx, 'savedJobs', job.id),
    apply: async (tx) => {
      await rememberJob(tx, job);
      await putPending(tx, 'savedJobs', newSavedJob(job.id, userId, now));
    },
  });
  return entry;
}

export async function unsaveJob(db: MemberDb, jobId: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'unsaveJob', {
    params: { id: jobId },
    entity: 'savedJobs',
    entityId: jobId,
    tables: ['savedJobs'],
    undo: (tx) => captureUndo(tx, 'savedJobs', jobId),
    apply: (tx) => deleteOptimistic(tx, 'savedJobs', jobId),
  });
  return entry;
}
