// Apply, withdraw, and the job author's decision: the application changes at once (pending) and
// the spec's call waits in the outbox, built by the row functions the server uses
// (rows/applications.ts). A refusal puts the row back as it was.
import type { ApplicationStatus } from '@greenroom/shared-model/catalogues';
import { decidedApplication, newApplication } from '@greenroom/shared-model/rows/applications';
import type { Application } from '@greenroom/shared-model/schemas/applications';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  undoCreate,
  updatePendingWith,
} from '../../../client-core/outbox/undo';
import { rememberJob } from '../../jobs/actions/job-actions';
import { authorSummary } from '../../posts/actions/author-summary';

export async function applyToJob(
  db: MemberDb,
  applicant: UserSummary,
  job: Job,
  message: string,
  now: Date = new Date(),
): Promise<{ application: Application; entry: OutboxEntry }> {
  const jobId = job.id;
  const id = crypto.randomUUID();
  let application: Application | undefined;
  const { entry } = await enqueueMutation(db, 'applyToJob', {
    params: { id: jobId },
    body: { id, message },
    entity: 'applications',
    entityId: id,
    tables: ['applications', 'jobs'],
    undo: undoCreate('applications', id),
    apply: async (tx, body) => {
      await rememberJob(tx, job);
      application = newApplication({ ...body, id }, jobId, authorSummary(applicant), now);
      await putPending(tx, 'applications', application);
    },
  });
  return { application: application!, entry };
}

/** Withdrawing deletes the application (the member may apply again). */
export async function withdrawApplication(db: MemberDb, id: string): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'withdrawApplication', {
    params: { id },
    entity: 'applications',
    entityId: id,
    tables: ['applications'],
    undo: (tx) => captureUndo(tx, 'applications', id),
    apply: (tx) => deleteOptimistic(tx, 'applications', id),
  });
  return entry;
}

export async function decideApplication(
  db: MemberDb,
  id: string,
  status: ApplicationStatus,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const { entry } = await enqueueMutation(db, 'decideApplication', {
    params: { id },
    body: { status },
    entity: 'applications',
    entityId: id,
    tables: ['applications'],
    undo: (tx) => captureUndo(tx, 'applications', id),
    apply: (tx, body) =>
      updatePendingWith(tx, 'applications', id, (a) => decidedApplication(a, body.status, now)),
  });
  return entry;
}
