import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Job, SavedJob } from '@greenroom/shared-model/schemas/jobs';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = async (who: SignedUp, body: Record<string, unknown>) => {
  const res = await who.client.post('/api/jobs', {
    title: 'Gaffer',
    description: 'Short film',
    ...body,
  });
  return { res, job: (await res.json()) as Job & { message?: string } };
};
const search = async (who: SignedUp, query: string) => {
  const res = await who.client.get(`/api/jobs/search?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Job[];
};
const setProfile = (who: SignedUp, values: { skills?: string[]; major?: string }) =>
  t.db.update(users).set(values).where(eq(users.id, who.user.id));

describe('jobs', () => {
  it('answers 401 without a session', async () => {
    const anon = t.client();
    for (const path of [
      '/api/jobs',
      '/api/jobs/search',
      `/api/jobs/${randomUUID()}`,
      '/api/saved-jobs',
    ]) {
      expect((await anon.get(path)).status).toBe(401);
    }
    expect((await anon.post('/api/jobs', { title: 'a', description: 'b' })).status).toBe(401);
  });

  it('create: required title and description; empty optional fields absent; defaults', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const missing = await post(ana, { title: '  ' });
    expect(missing.res.status).toBe(400);
    expect(missing.job.message).toBe('Required fields missing');
    const { res, job } = await post(ana, { budget: '', skills: ['Lighting'], targetSchool: 'all' });
    expect(res.status).toBe(201);
    expect(job).toMatchObject({
      title: 'Gaffer',
      budget: null,
      paymentType: 'unpaid',
      skills: ['Lighting'],
      targetSchool: null,
      authorId: ana.user.id,
      isSaved: false,
      isApplied: false,
    });
    expect(job.author.id).toBe(ana.user.id);
    const read = (await (await ana.client.get(`/api/jobs/${job.id}`)).json()) as Job;
    expect(read).toMatchObject({ id: job.id, title: 'Gaffer' });
    expect((await ana.client.get(`/api/jobs/${randomUUID()}`)).status).toBe(404);
  });

  it('only the author (or an admin) edits and deletes; edits merge per field', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const { job } = await post(ana, { budget: '$500', location: 'Brooklyn' });
    expect((await ben.client.put(`/api/jobs/${job.id}`, { title: 'Mine now' })).status).toBe(403);
    expect((await ben.client.delete(`/api/jobs/${job.id}`)).status).toBe(403);
    const res = await ana.client.put(`/api/jobs/${job.id}`, {
      title: 'Key grip',
      budget: null,
      skills: null,
      paymentType: 'paid',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'Key grip',
      description: 'Short film',
      budget: null,
      location: 'Brooklyn',
      skills: [],
      paymentType: 'paid',
    });
    expect((await ana.client.put(`/api/jobs/${job.id}`, { description: ' ' })).status).toBe(400);
    expect((await ana.client.delete(`/api/jobs/${job.id}`)).status).toBe(200);
    expect((await ana.client.delete(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await ana.client.put(`/api/jobs/${job.id}`, { title: 'x' })).status).toBe(404);
  });

  it('save and unsave: own job refused, twice is one mark, deleting the job removes marks', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const { job } = await post(ana, {});
    const own = await ana.client.post(`/api/jobs/${job.id}/save`, {});
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe(SERVER_TEXTS.cannotSaveOwnJob);
    const saved = await ben.client.post(`/api/jobs/${job.id}/save`, {});
    expect(saved.status).toBe(201);
    expect((await saved.json()) as SavedJob).toMatchObject({ jobId: job.id, userId: ben.user.id });
    expect((await ben.client.post(`/api/jobs/${job.id}/save`, {})).status).toBe(201);
    const list = (await (await ben.client.get('/api/saved-jobs')).json()) as Job[];
    expect(list.map((j) => [j.id, j.isSaved])).toEqual([[job.id, true]]);
    expect(((await (await ben.client.get(`/api/jobs/${job.id}`)).json()) as Job).isSaved).toBe(
      true,
    );
    expect((await ben.client.delete(`/api/jobs/${job.id}/save`)).status).toBe(200);
    expect(await (await ben.client.get('/api/saved-jobs')).json()).toEqual([]);
    await ben.client.post(`/api/jobs/${job.id}/save`, {});
    await ana.client.delete(`/api/jobs/${job.id}`);
    expect(await (await ben.client.get('/api/saved-jobs')).json()).toEqual([]);
    expect((await ben.client.post(`/api/jobs/${randomUUID()}/save`, {})).status).toBe(404);
  });

  it('search: q over title, location and description; skills (any); school; major; paid', async () => {
    const tag = `z${randomUUID().slice(0, 8)}`;
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    await setProfile(ana, { major: 'Dance' });
    await setProfile(ben, { major: 'Film and Television' });
    const a = (
      await post(ana, {
        title: `${tag} Dancer wanted`,
        skills: ['Choreography'],
        paymentType: 'paid',
      })
    ).job;
    const b = (
      await post(ben, {
        title: `${tag} Editor`,
        location: 'Queens',
        skills: ['Editing', 'Color Grading'],
        paymentType: 'credit',
        targetSchool: 'Tisch School of the Arts',
      })
    ).job;
    const c = (
      await post(ben, {
        title: `${tag} Sound`,
        description: '100% fun_work',
        paymentType: 'unpaid',
        targetSchool: 'Steinhardt',
      })
    ).job;
    const ids = (jobs: Job[]) => jobs.map((j) => j.id);
    expect(ids(await search(ana, `q=${tag}`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await search(ana, `q=${tag}+queens`))).toEqual([b.id]);
    expect(ids(await search(ana, `q=${tag}+dancer+WANTED`))).toEqual([a.id]);
    expect(ids(await search(ana, `q=${encodeURIComponent(`${tag} 100%`)}`))).toEqual([c.id]);
    expect(ids(await search(ana, `q=${encodeURIComponent(`${tag} %`)}`))).toEqual([c.id]);
    expect(ids(await search(ana, `q=${tag}&skills=Editing,Choreography`))).toEqual([b.id, a.id]);
    expect(ids(await search(ana, `q=${tag}&paid=paid`))).toEqual([a.id]);
    expect(ids(await search(ana, `q=${tag}&paid=unpaid-credit`))).toEqual([c.id, b.id]);
    expect(
      ids(await search(ana, `q=${tag}&school=${encodeURIComponent('Tisch School of the Arts')}`)),
    ).toEqual([b.id, a.id]);
    expect(ids(await search(ana, `q=${tag}&major=Dance`))).toEqual([a.id]);
    expect(ids(await search(ana, `q=${tag}&paid=bogus`))).toHaveLength(3);
    expect((await ana.client.get(`/api/jobs?authorId=${ben.user.id}`)).status).toBe(200);
    const byBen = (await (
      await ana.client.get(`/api/jobs?authorId=${ben.user.id}`)
    ).json()) as Job[];
    expect(ids(byBen)).toEqual([c.id, b.id]);
  });

  it('a new job notifies the members its skills meet, never its author', async () => {
    const skill = `Skill ${randomUUID().slice(0, 6)}`;
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const cy = await t.signUp({ firstName: 'Cy' });
    await setProfile(ana, { skills: [skill] });
    await setProfile(ben, { skills: [skill, 'Editing'] });
    await setProfile(cy, { skills: ['Acting'] });
    const { job } = await post(ana, { title: 'Boom op', skills: [skill] });
    const of = (who: SignedUp) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'job_match')));
    expect(await of(ben)).toMatchObject([
      {
        title: 'New Job Match',
        message: 'A new job matches your skills: Boom op',
        data: { jobId: job.id },
      },
    ]);
    expect(await of(ana)).toEqual([]);
    expect(await of(cy)).toEqual([]);
  });

  it('a create replays through the sync push once, with the client id kept', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const id = randomUUID();
    const clientId = randomUUID();
    const push = () =>
      ana.client.post('/api/sync/push', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: [
          {
            id: 1,
            key: randomUUID(),
            method: 'POST',
            path: '/api/jobs',
            body: { id, title: 'Pushed', description: 'd' },
          },
        ],
      });
    const first = (await (await push()).json()) as { results: { status: number }[] };
    expect(first.results[0]?.status).toBe(201);
    await push();
    const mine = (await (
      await ana.client.get(`/api/jobs?authorId=${ana.user.id}`)
    ).json()) as Job[];
    expect(mine.map((j) => j.id)).toEqual([id]);
  });
});
