import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Application } from '@greenroom/shared-model/schemas/applications';
import type { Job } from '@greenroom/shared-model/schemas/jobs';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { applications } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const postJob = async (who: SignedUp, title = 'Gaffer') =>
  (await (await who.client.post('/api/jobs', { title, description: 'Short film' })).json()) as Job;
const apply = async (who: SignedUp, jobId: string, message?: string) => {
  const res = await who.client.post(
    `/api/jobs/${jobId}/apply`,
    message === undefined ? {} : { message },
  );
  return { res, body: (await res.json()) as Application & { message: string | null } };
};
const decide = (who: SignedUp, id: string, status: string) =>
  who.client.patch(`/api/applications/${id}`, { status });
const get = async <T>(who: SignedUp, path: string) => {
  const res = await who.client.get(path);
  return { status: res.status, body: (await res.json()) as T };
};
const notesOf = (who: SignedUp, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));

describe('applications', () => {
  it('answers 401 without a session', async () => {
    const anon = t.client();
    for (const path of [
      '/api/applications',
      '/api/job-applications',
      `/api/applications/${randomUUID()}`,
      `/api/applications/job/${randomUUID()}`,
      `/api/jobs/${randomUUID()}/application`,
    ]) {
      expect((await anon.get(path)).status).toBe(401);
    }
  });

  it("apply: not to one's own job (403), not twice (409), not to a missing job (404)", async () => {
    const ana = await t.signUp({ firstName: 'Ana', lastName: 'Ng' });
    const ben = await t.signUp({ firstName: 'Ben', lastName: 'Ode' });
    const job = await postJob(ana, 'Gaffer');
    const own = await apply(ana, job.id, 'me');
    expect(own.res.status).toBe(403);
    expect(own.body.message).toBe(SERVER_TEXTS.cannotApplyToOwnJob);
    const first = await apply(ben, job.id, 'I have a truck');
    expect(first.res.status).toBe(201);
    expect(first.body).toMatchObject({
      jobId: job.id,
      applicantId: ben.user.id,
      status: 'pending',
      message: 'I have a truck',
    });
    const twice = await apply(ben, job.id, 'again');
    expect(twice.res.status).toBe(409);
    expect(twice.body.message).toBe(SERVER_TEXTS.alreadyApplied);
    expect((await apply(ben, randomUUID())).res.status).toBe(404);
    // The empty message is allowed (the job detail's message is optional).
    const cy = await t.signUp({ firstName: 'Cy' });
    const empty = await apply(cy, job.id);
    expect(empty.res.status).toBe(201);
    expect(empty.body.message).toBeNull();
    expect(await notesOf(ana, 'job_application')).toMatchObject([
      {
        title: 'New Application',
        message: 'Ben Ode applied to Gaffer',
        data: { applicationId: first.body.id, jobId: job.id, senderId: ben.user.id },
      },
      { data: { applicationId: empty.body.id } },
    ]);
    const marks = (await get<Job>(ben, `/api/jobs/${job.id}`)).body;
    expect(marks.isApplied).toBe(true);
  });

  it('two concurrent applies give one application', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const job = await postJob(ana);
    const [a, b] = await Promise.all([apply(ben, job.id, 'one'), apply(ben, job.id, 'two')]);
    expect([a.res.status, b.res.status].sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
  });

  it('who reads what: the applicant and the job author; others get 404 or 403', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const job = await postJob(ana, 'Colorist');
    const { body: app } = await apply(ben, job.id, 'hello');
    const mine = await get<Application[]>(ben, '/api/applications');
    expect(mine.body).toMatchObject([
      { id: app.id, job: { id: job.id, title: 'Colorist' }, applicant: { id: ben.user.id } },
    ]);
    expect((await get<Application[]>(ana, '/api/job-applications')).body.map((a) => a.id)).toEqual([
      app.id,
    ]);
    expect(
      (await get<Application[]>(ana, `/api/applications/job/${job.id}`)).body.map((a) => a.id),
    ).toEqual([app.id]);
    expect((await get(ben, `/api/applications/job/${job.id}`)).status).toBe(403);
    expect((await get(ben, `/api/applications/job/${randomUUID()}`)).status).toBe(404);
    expect((await get<Application>(ana, `/api/applications/${app.id}`)).body).toMatchObject({
      id: app.id,
      message: 'hello',
    });
    expect((await get(ben, `/api/applications/${app.id}`)).status).toBe(200);
    expect((await get(cy, `/api/applications/${app.id}`)).status).toBe(404);
    expect((await get<Application>(ben, `/api/jobs/${job.id}/application`)).body.id).toBe(app.id);
    expect((await get(cy, `/api/jobs/${job.id}/application`)).status).toBe(404);
    expect((await get(cy, '/api/job-applications')).body).toEqual([]);
  });

  it('the author decides (and reverts); the applicant hears of accept and reject', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const job = await postJob(ana, 'Sound mixer');
    const { body: app } = await apply(ben, job.id);
    expect((await decide(ben, app.id, 'accepted')).status).toBe(403);
    expect((await decide(cy, app.id, 'accepted')).status).toBe(404);
    expect((await decide(ana, app.id, 'maybe')).status).toBe(400);
    const accepted = await decide(ana, app.id, 'accepted');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'accepted' });
    expect((await decide(ana, app.id, 'pending')).status).toBe(200);
    expect((await decide(ana, app.id, 'rejected')).status).toBe(200);
    expect((await decide(ana, app.id, 'rejected')).status).toBe(200);
    expect(await notesOf(ben, 'job_milestone')).toMatchObject([
      {
        title: 'Application Accepted',
        message: 'Your application for Sound mixer was accepted',
        data: { jobId: job.id, applicationId: app.id },
      },
      { title: 'Application Update', data: { status: 'rejected' } },
    ]);
  });

  it('withdraw: the applicant only; it deletes, and they may apply again', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const job = await postJob(ana);
    const { body: app } = await apply(ben, job.id);
    expect((await ana.client.delete(`/api/applications/${app.id}`)).status).toBe(403);
    expect((await cy.client.delete(`/api/applications/${app.id}`)).status).toBe(404);
    expect((await ben.client.delete(`/api/applications/${app.id}`)).status).toBe(200);
    expect((await ben.client.delete(`/api/applications/${app.id}`)).status).toBe(404);
    expect((await get(ben, `/api/jobs/${job.id}/application`)).status).toBe(404);
    expect((await apply(ben, job.id, 'back')).res.status).toBe(201);
  });

  it('deleting a job removes its applications; pulls carry the rows and their tombstones', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben', lastName: 'Ode' });
    const job = await postJob(ana, 'Best boy');
    const pull = async (who: SignedUp, clientId: string, cursor: string | null) => {
      const res = await who.client.post('/api/sync/pull', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        cursor,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        cursor: string;
        more?: boolean;
        changes: { entity: string; id: string; op: string; row?: Record<string, unknown> }[];
      };
    };
    const anaClient = randomUUID();
    let page = await pull(ana, anaClient, null);
    while (page.more) page = await pull(ana, anaClient, page.cursor);
    const start = page.cursor;
    const { body: app } = await apply(ben, job.id, 'hi');
    await ben.client.post(`/api/jobs/${job.id}/save`, {});
    // Ben's snapshot: the job, his application (with himself as applicant) and his saved mark.
    const benClient = randomUUID();
    const snap = await pull(ben, benClient, null);
    expect(snap.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'job', id: job.id, op: 'put' }),
        expect.objectContaining({
          entity: 'application',
          id: app.id,
          op: 'put',
          row: expect.objectContaining({ applicantId: ben.user.id }),
        }),
        expect.objectContaining({ entity: 'savedJob', id: job.id, op: 'put' }),
      ]),
    );
    // Ana (the author) sees the application with its applicant; not Ben's saved mark.
    const seen = await pull(ana, anaClient, start);
    expect(seen.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'application',
          id: app.id,
          op: 'put',
          row: expect.objectContaining({
            applicant: expect.objectContaining({ firstName: 'Ben', lastName: 'Ode' }),
          }),
        }),
      ]),
    );
    expect(seen.changes.some((c) => c.entity === 'savedJob')).toBe(false);
    // A stranger's pull never holds the application.
    const cy = await t.signUp({ firstName: 'Cy' });
    expect(
      (await pull(cy, randomUUID(), null)).changes.some(
        (c) => c.entity === 'application' && c.id === app.id,
      ),
    ).toBe(false);

    expect((await ana.client.delete(`/api/jobs/${job.id}`)).status).toBe(200);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual(
      [],
    );
    const after = await pull(ben, benClient, snap.cursor);
    expect(after.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'job', id: job.id, op: 'del' }),
        expect.objectContaining({ entity: 'application', id: app.id, op: 'del' }),
        expect.objectContaining({ entity: 'savedJob', id: job.id, op: 'del' }),
      ]),
    );
  });

  it('apply replays through the sync push once', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const job = await postJob(ana);
    const id = randomUUID();
    const clientId = randomUUID();
    const push = async (mutationId: number, key: string) =>
      (
        (await (
          await ben.client.post('/api/sync/push', {
            clientId,
            protocolVersion: PROTOCOL_VERSION,
            mutations: [
              {
                id: mutationId,
                key,
                method: 'POST',
                path: `/api/jobs/${job.id}/apply`,
                body: { id, message: 'hi' },
              },
            ],
          })
        ).json()) as { results: { status: number }[] }
      ).results[0]?.status;
    const key = randomUUID();
    expect(await push(1, key)).toBe(201);
    expect(await push(1, key)).toBe(201);
    // The same apply again under a new mutation (a retry without its key) is still the one.
    expect(await push(2, randomUUID())).toBe(201);
    expect(
      await t.db.select().from(applications).where(eq(applications.jobId, job.id)),
    ).toHaveLength(1);
  });
});
