import 'fake-indexeddb/auto';
import { newJob } from '@greenroom/shared-model/rows/jobs';
import type { Application } from '@greenroom/shared-model/schemas/applications';
import { CreateJobBody, type Job } from '@greenroom/shared-model/schemas/jobs';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../../client-core/outbox/drain';
import { createMemoryLocks } from '../../../client-core/outbox/locks';
import { createFakeSyncServer } from '../../../client-core/testing/fake-sync-server';
import { closeTestDbs, TEST_AUTHOR, testDb } from '../../../client-core/testing/fixtures';
import {
  applyToJob,
  decideApplication,
  withdrawApplication,
} from '../../applications/actions/application-actions';
import { createJob, deleteJob, saveJob, unsaveJob, updateJob } from './job-actions';

afterEach(() => closeTestDbs());

const me = TEST_AUTHOR;
const now = new Date('2026-11-24T10:00:00.000Z');

/** A job the server answered a search with (not in the replica), with its member marks. */
function olderJob(): Job {
  const body = CreateJobBody.parse({ title: 'Older gig', description: 'From last year' });
  return {
    ...newJob({ ...body, id: crypto.randomUUID() }, { ...me, id: crypto.randomUUID() }, now),
    isSaved: false,
    isApplied: false,
  };
}

function setup() {
  const db = testDb();
  const server = createFakeSyncServer();
  const drainer = createDrainer({ db, transport: server.transport, locks: createMemoryLocks() });
  return { db, server, drainer };
}

describe('job actions', () => {
  it('createJob refuses a blank title with the spec notice and writes nothing', async () => {
    const { db } = setup();
    await expect(createJob(db, me, { title: ' ', description: 'd' })).rejects.toThrow(
      'Required fields missing',
    );
    expect(await db.jobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('createJob shows the job at once and queues POST /api/jobs with absent fields left out', async () => {
    const { db } = setup();
    const { job } = await createJob(
      db,
      me,
      { title: 'Gaffer', description: 'Two nights', skills: ['Lighting'] },
      now,
    );
    expect(await db.jobs.get(job.id)).toMatchObject({
      title: 'Gaffer',
      paymentType: 'unpaid',
      budget: null,
      skills: ['Lighting'],
      authorId: me.id,
      pending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/api/jobs' });
    expect(entry!.body).toMatchObject({ id: job.id, title: 'Gaffer', skills: ['Lighting'] });
  });

  it('an edit shows at once and is put back when refused', async () => {
    const { db, server, drainer } = setup();
    const { job } = await createJob(
      db,
      me,
      { title: 'Gaffer', description: 'd', budget: '$5' },
      now,
    );
    await drainer.requestFlush('manual');
    server.refuse = (m) =>
      m.method === 'PUT' ? { status: 403, body: { message: 'No' } } : undefined;
    await updateJob(db, job.id, { title: 'Grip', budget: null });
    expect(await db.jobs.get(job.id)).toMatchObject({ title: 'Grip', budget: null, pending: 1 });
    await drainer.requestFlush('manual');
    expect(await db.jobs.get(job.id)).toMatchObject({ title: 'Gaffer', budget: '$5' });
  });

  it('save and unsave toggle at once and revert when refused; a job from beyond the window joins the replica', async () => {
    const { db, server, drainer } = setup();
    const job = olderJob();
    const jobId = job.id;
    server.refuse = () => ({ status: 403, body: { message: 'You cannot save your own job' } });
    await saveJob(db, me.id, job, now);
    expect(await db.savedJobs.get(jobId)).toMatchObject({ jobId, userId: me.id, pending: 1 });
    const remembered = await db.jobs.get(jobId);
    expect(remembered).toMatchObject({ id: jobId, title: 'Older gig' });
    expect(remembered).not.toHaveProperty('isSaved');
    await drainer.requestFlush('manual');
    expect(await db.savedJobs.get(jobId)).toBeUndefined();
    const rejection = (await db.rejections.toArray()).at(-1);
    expect(rejection).toMatchObject({ method: 'POST', path: `/api/jobs/${jobId}/save` });

    server.refuse = (m) =>
      m.method === 'POST'
        ? { status: 201, body: { jobId, userId: me.id, createdAt: now.toISOString() } }
        : { status: 500, body: {} };
    await saveJob(db, me.id, job, now);
    await drainer.requestFlush('manual');
    expect(await db.savedJobs.get(jobId)).toMatchObject({ jobId });
    expect((await db.savedJobs.get(jobId))?.pending).toBeUndefined();
    server.refuse = () => ({ status: 403, body: { message: 'Account suspended' } });
    await unsaveJob(db, jobId);
    expect(await db.savedJobs.get(jobId)).toBeUndefined();
    await drainer.requestFlush('manual');
    expect(await db.savedJobs.get(jobId)).toMatchObject({ jobId });
  });

  it('delete hides the job with its applications and saved mark, and restores them when refused', async () => {
    const { db, server, drainer } = setup();
    const jobId = crypto.randomUUID();
    await db.jobs.put({ id: jobId, title: 'T', authorId: me.id } as never);
    await db.savedJobs.put({ jobId, userId: me.id, createdAt: now.toISOString() });
    await db.applications.put({ id: 'app-1', jobId, applicantId: 'x', status: 'pending' } as never);
    server.refuse = () => ({ status: 403, body: { message: 'Account suspended' } });
    await deleteJob(db, jobId);
    expect(await db.jobs.get(jobId)).toBeUndefined();
    expect(await db.savedJobs.get(jobId)).toBeUndefined();
    expect(await db.applications.get('app-1')).toBeUndefined();
    await drainer.requestFlush('manual');
    expect(await db.jobs.get(jobId)).toMatchObject({ title: 'T' });
    expect(await db.savedJobs.get(jobId)).toMatchObject({ jobId });
    expect(await db.applications.get('app-1')).toMatchObject({ jobId });
  });
});

describe('application actions', () => {
  it('apply is pending at once; withdraw removes it; a refused decision restores the status', async () => {
    const { db, server, drainer } = setup();
    const job = olderJob();
    const jobId = job.id;
    const { application } = await applyToJob(db, me, job, 'Hello', now);
    expect(await db.applications.get(application.id)).toMatchObject({
      jobId,
      applicantId: me.id,
      status: 'pending',
      message: 'Hello',
      pending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: `/api/jobs/${jobId}/apply`,
      body: { id: application.id, message: 'Hello' },
    });
    server.refuse = () => ({
      status: 409,
      body: { message: 'You have already applied to this job' },
    });
    await drainer.requestFlush('manual');
    expect(await db.applications.get(application.id)).toBeUndefined();

    const decided: Application = { ...application, status: 'pending' };
    await db.applications.put(decided);
    server.refuse = () => ({ status: 403, body: { message: 'No' } });
    await decideApplication(db, decided.id, 'accepted', now);
    expect(await db.applications.get(decided.id)).toMatchObject({ status: 'accepted', pending: 1 });
    await drainer.requestFlush('manual');
    expect(await db.applications.get(decided.id)).toMatchObject({ status: 'pending' });

    await withdrawApplication(db, decided.id);
    expect(await db.applications.get(decided.id)).toBeUndefined();
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/applications/${decided.id}`,
    });
  });
});
