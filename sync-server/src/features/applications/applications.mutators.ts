// The application writes (spec part 2 §4, §7; decisions.md "Authorization"): apply, the job
// author's decision (accepted, rejected, or back to pending) and the applicant's withdrawal,
// which deletes the application so that they may apply again. One application per member and
// job: a second apply, even a racing one, answers 409.
import { newApplication } from '@greenroom/shared-model/rows/applications';
import {
  jobApplicationText,
  jobMilestoneText,
  NOTIFICATION_TEXTS,
  SERVER_TEXTS,
} from '@greenroom/shared-model/texts';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { offerCollaboration, withdrawOffer } from '../collaborations/collaborations.repo';
import { findJob } from '../jobs/jobs.repo';
import { notify } from '../notifications/notify';
import { isBlockedBetween } from '../privacy/blocks.repo';
import { findUserById } from '../users/users.repo';
import { toUserSummary } from '../users/users.serialize';
import {
  deleteApplication,
  findApplication,
  findApplicationOf,
  insertApplication,
  setApplicationStatus,
} from './applications.repo';
import { toApplication } from './applications.serialize';

const applyToJobMutator = defineMutator('applyToJob', {
  limit: 'applications',
  async run({ db, actor, body, params, env, now }) {
    const jobId = idOf(params.id);
    const job = jobId ? await findJob(db, jobId) : undefined;
    if (!jobId || !job) return refuse(404, SERVER_TEXTS.jobNotFound);
    if (job.authorId === actor.id) return refuse(403, SERVER_TEXTS.cannotApplyToOwnJob);
    // A block either way hides the job (the blocked member is not told).
    if (await isBlockedBetween(db, actor.id, job.authorId)) {
      return refuse(404, SERVER_TEXTS.jobNotFound);
    }
    const id = body.id ?? crypto.randomUUID();
    const row = newApplication({ ...body, id }, jobId, toUserSummary(actor, env), now);
    const created = await insertApplication(db, {
      id,
      jobId,
      applicantId: actor.id,
      message: row.message,
      now,
    });
    if (!created) {
      // The same apply sent again (a retry without its key) is a success; anything else is a
      // second application.
      const existing = await findApplicationOf(db, jobId, actor.id);
      if (existing?.id === id)
        return reply(toApplication(existing, env, { applicant: actor }), 201);
      return refuse(409, SERVER_TEXTS.alreadyApplied);
    }
    await notify(db, {
      recipientId: job.authorId,
      actorId: actor.id,
      type: 'job_application',
      title: NOTIFICATION_TEXTS.jobApplicationTitle,
      message: jobApplicationText(actor.firstName, actor.lastName, job.title),
      data: { applicationId: created.id, jobId, senderId: actor.id },
    });
    return reply(toApplication(created, env, { applicant: actor }), 201);
  },
});

const decideApplicationMutator = defineMutator('decideApplication', {
  async run({ db, actor, body, params, env, now }) {
    const id = idOf(params.id);
    const application = id ? await findApplication(db, id) : undefined;
    const job = application && (await findJob(db, application.jobId));
    const party = job && (job.authorId === actor.id || application.applicantId === actor.id);
    // Whether an application exists is private to its two members.
    if (!id || !application || !job || !party) return refuse(404, SERVER_TEXTS.applicationNotFound);
    if (job.authorId !== actor.id) return refuse(403, SERVER_TEXTS.onlyJobAuthorDecides);
    const applicant = await findUserById(db, application.applicantId);
    if (application.status === body.status) {
      return reply(toApplication(application, env, { applicant }));
    }
    const updated = await setApplicationStatus(db, id, body.status, now);
    if (!updated) return refuse(404, SERVER_TEXTS.applicationNotFound);
    // Acceptance offers both members a "worked together" credit; taking it back withdraws it.
    if (body.status === 'accepted') {
      await offerCollaboration(db, {
        applicationId: id,
        jobId: job.id,
        jobTitle: job.title,
        authorId: job.authorId,
        applicantId: application.applicantId,
        now,
      });
    } else if (application.status === 'accepted') {
      await withdrawOffer(db, id);
    }
    if (body.status !== 'pending') {
      await notify(db, {
        recipientId: application.applicantId,
        actorId: actor.id,
        type: 'job_milestone',
        title:
          body.status === 'accepted'
            ? NOTIFICATION_TEXTS.applicationAcceptedTitle
            : NOTIFICATION_TEXTS.applicationRejectedTitle,
        message: jobMilestoneText(body.status, job.title),
        data: { applicationId: id, jobId: job.id, status: body.status },
      });
    }
    return reply(toApplication(updated, env, { applicant }));
  },
});

const withdrawApplicationMutator = defineMutator('withdrawApplication', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    const application = id ? await findApplication(db, id) : undefined;
    if (!id || !application) return refuse(404, SERVER_TEXTS.applicationNotFound);
    if (application.applicantId !== actor.id) {
      const job = await findJob(db, application.jobId);
      if (job?.authorId !== actor.id) return refuse(404, SERVER_TEXTS.applicationNotFound);
      return refuse(403, SERVER_TEXTS.forbidden);
    }
    if (!(await deleteApplication(db, id))) return refuse(404, SERVER_TEXTS.applicationNotFound);
    return reply({ ok: true as const });
  },
});

export const APPLICATION_MUTATORS = [
  applyToJobMutator,
  decideApplicationMutator,
  withdrawApplicationMutator,
];
