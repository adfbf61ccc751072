// The job writes (spec part 2 §5, §7; decisions.md "Authorization"): POST /api/jobs, PUT and
// DELETE /api/jobs/{id}, POST and DELETE /api/jobs/{id}/save. Authors (and admins) change and
// delete a job; deleting it removes its applications and saved marks (ON DELETE CASCADE, each
// with its tombstone). A new job notifies the members its skills meet (job_match).
import { TARGET_SCHOOL_ALL } from '@greenroom/shared-model/catalogues';
import { isEmptyEdit } from '@greenroom/shared-model/rows/edit';
import { jobEdit, newJob } from '@greenroom/shared-model/rows/jobs';
import { jobMatchText, NOTIFICATION_TEXTS, SERVER_TEXTS } from '@greenroom/shared-model/texts';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { notifyAll } from '../notifications/notify';
import { findUserById } from '../users/users.repo';
import { isEffectiveAdmin, toUser } from '../users/users.serialize';
import {
  deleteJob,
  findJob,
  insertJobIfAbsent,
  membersMatchingSkills,
  saveJob,
  unsaveJob,
  updateJob,
} from './jobs.repo';
import { type JobRow, toJob, toSavedJob } from './jobs.serialize';

/** One new job notifies at most this many members (the newest job's fan-out stays bounded). */
const JOB_MATCH_MAX_RECIPIENTS = 1000;

const mayChange = (job: JobRow, me: UserRow, env: AppEnv) =>
  job.authorId === me.id || isEffectiveAdmin(me, env);

const createJobMutator = defineMutator('createJob', {
  limit: 'jobs',
  async run({ db, actor, body, env, now }) {
    const id = body.id ?? crypto.randomUUID();
    const job = newJob({ ...body, id }, toUser(actor, env), now);
    const created = await insertJobIfAbsent(db, {
      id,
      authorId: actor.id,
      title: job.title,
      description: job.description,
      requirements: job.requirements,
      budget: job.budget,
      duration: job.duration,
      location: job.location,
      startDate: job.startDate,
      type: job.type,
      paymentType: job.paymentType,
      skills: job.skills,
      targetSchool: job.targetSchool ?? TARGET_SCHOOL_ALL,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) {
      // The id exists: the same create sent again (a retry without its key) is a success.
      const existing = await findJob(db, id);
      if (existing && existing.authorId === actor.id && existing.title === job.title) {
        return reply(toJob(existing, actor, env, { isSaved: false, isApplied: false }), 201);
      }
      return refuse(409, SERVER_TEXTS.idTaken);
    }
    const matched = await membersMatchingSkills(
      db,
      created.skills,
      actor.id,
      JOB_MATCH_MAX_RECIPIENTS,
    );
    await notifyAll(
      db,
      matched.map((recipientId) => ({
        recipientId,
        actorId: actor.id,
        type: 'job_match' as const,
        title: NOTIFICATION_TEXTS.jobMatchTitle,
        message: jobMatchText(created.title),
        data: { jobId: created.id, senderId: actor.id },
      })),
    );
    return reply(toJob(created, actor, env, { isSaved: false, isApplied: false }), 201);
  },
});

const updateJobMutator = defineMutator('updateJob', {
  async run({ db, actor, body, params, env, now, audit }) {
    const id = idOf(params.id);
    const job = id ? await findJob(db, id) : undefined;
    if (!id || !job) return refuse(404, SERVER_TEXTS.jobNotFound);
    if (!mayChange(job, actor, env)) return refuse(403, SERVER_TEXTS.forbidden);
    const { targetSchool, ...edit } = jobEdit(body);
    const patch =
      targetSchool === undefined
        ? edit
        : { ...edit, targetSchool: targetSchool ?? TARGET_SCHOOL_ALL };
    const updated = isEmptyEdit(patch) ? job : await updateJob(db, id, patch, now);
    if (!updated) return refuse(404, SERVER_TEXTS.jobNotFound);
    const author = updated.authorId === actor.id ? actor : await findUserById(db, updated.authorId);
    if (!author) return refuse(404, SERVER_TEXTS.jobNotFound);
    await audit.onBehalfOf(job.authorId, { action: 'job.update', itemKind: 'job', itemId: id });
    return reply(toJob(updated, author, env));
  },
});

const deleteJobMutator = defineMutator('deleteJob', {
  async run({ db, actor, params, env, audit }) {
    const id = idOf(params.id);
    const job = id ? await findJob(db, id) : undefined;
    // Deleting twice (an outbox replay) answers 404, which the client treats as settled.
    if (!id || !job) return refuse(404, SERVER_TEXTS.jobNotFound);
    if (!mayChange(job, actor, env)) return refuse(403, SERVER_TEXTS.forbidden);
    if (!(await deleteJob(db, id))) return refuse(404, SERVER_TEXTS.jobNotFound);
    // An admin deleting another member's job (ADR 025).
    await audit.onBehalfOf(job.authorId, { action: 'job.delete', itemKind: 'job', itemId: id });
    return reply({ ok: true as const });
  },
});

const saveJobMutator = defineMutator('saveJob', {
  async run({ db, actor, params, now }) {
    const id = idOf(params.id);
    const job = id ? await findJob(db, id) : undefined;
    if (!id || !job) return refuse(404, SERVER_TEXTS.jobNotFound);
    if (job.authorId === actor.id) return refuse(403, SERVER_TEXTS.cannotSaveOwnJob);
    return reply(toSavedJob(await saveJob(db, actor.id, id, now)), 201);
  },
});

const unsaveJobMutator = defineMutator('unsaveJob', {
  async run({ db, actor, params }) {
    const id = idOf(params.id);
    if (!id) return refuse(404, SERVER_TEXTS.jobNotFound);
    // Unsaving a job that is gone, or was never saved, leaves the same state: a success.
    await unsaveJob(db, actor.id, id);
    return reply({ ok: true as const });
  },
});

export const JOB_MUTATORS = [
  createJobMutator,
  updateJobMutator,
  deleteJobMutator,
  saveJobMutator,
  unsaveJobMutator,
];
