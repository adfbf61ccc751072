import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type {
  Connection,
  ConnectionStatusReply,
} from '@greenroom/shared-model/schemas/connections';
import { SERVER_TEXTS } from '@greenroom/shared-model/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { connections } from '../../db/schema/connections';
import { notifications } from '../../db/schema/notifications';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const request = async (from: SignedUp, to: SignedUp) => {
  const res = await from.client.post('/api/connections', { addresseeId: to.user.id });
  return { res, body: (await res.json()) as Connection & { message?: string } };
};
const answer = (who: SignedUp, id: string, status: 'accepted' | 'blocked') =>
  who.client.put(`/api/connections/${id}`, { status });
const statusOf = async (who: SignedUp, other: SignedUp) =>
  (await (
    await who.client.get(`/api/connections/status/${other.user.id}`)
  ).json()) as ConnectionStatusReply;
const countOf = async (who: SignedUp, of: SignedUp) =>
  (
    (await (await who.client.get(`/api/connections/count/${of.user.id}`)).json()) as {
      count: number;
    }
  ).count;

describe('connections', () => {
  it('answers 401 without a session', async () => {
    const anon = t.client();
    for (const path of ['/api/connections', `/api/connections/status/${randomUUID()}`]) {
      expect((await anon.get(path)).status).toBe(401);
    }
    expect((await anon.post('/api/connections', { addresseeId: randomUUID() })).status).toBe(401);
  });

  it('request → pending for both sides; only the recipient accepts; counts follow', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const ben = await t.signUp({ firstName: 'Ben' });
    const { res, body } = await request(ana, ben);
    expect(res.status).toBe(201);
    expect(await statusOf(ana, ben)).toEqual({
      status: 'pending',
      role: 'requester',
      connectionId: body.id,
    });
    expect(await statusOf(ben, ana)).toEqual({
      status: 'pending',
      role: 'recipient',
      connectionId: body.id,
    });
    expect((await answer(ana, body.id, 'accepted')).status).toBe(403);
    expect((await answer(ana, body.id, 'blocked')).status).toBe(403);
    expect((await answer(ben, body.id, 'accepted')).status).toBe(200);
    expect((await statusOf(ana, ben)).status).toBe('accepted');
    expect(await countOf(ana, ben)).toBe(1);
    const list = (await (await ana.client.get(`/api/connections/user/${ben.user.id}`)).json()) as {
      id: string;
    }[];
    expect(list.map((u) => u.id)).toEqual([ana.user.id]);
    expect((await request(ana, ben)).res.status).toBe(409);
    // Either side removes an accepted connection.
    expect((await answer(ana, body.id, 'blocked')).status).toBe(200);
    expect(await countOf(ben, ana)).toBe(0);
    // A stranger cannot see or touch it.
    const cy = await t.signUp({ firstName: 'Cy' });
    expect((await answer(cy, body.id, 'accepted')).status).toBe(404);
  });

  it('refuses oneself (400) and unknown members (404)', async () => {
    const dee = await t.signUp({ firstName: 'Dee' });
    const self = await request(dee, dee);
    expect(self.res.status).toBe(400);
    expect(self.body.message).toBe(SERVER_TEXTS.cannotConnectWithSelf);
    const ghost = await dee.client.post('/api/connections', { addresseeId: randomUUID() });
    expect(ghost.status).toBe(404);
  });

  it('two requests racing each other end as one accepted connection', async () => {
    const eva = await t.signUp({ firstName: 'Eva' });
    const fin = await t.signUp({ firstName: 'Fin' });
    const [a, b] = await Promise.all([request(eva, fin), request(fin, eva)]);
    expect([a.res.status, b.res.status].sort()).toEqual([200, 201]);
    const rows = await t.db.select().from(connections);
    const pair = rows.filter(
      (r) =>
        [r.requesterId, r.addresseeId].sort().join() === [eva.user.id, fin.user.id].sort().join(),
    );
    expect(pair).toHaveLength(1);
    expect(pair[0]?.status).toBe('accepted');
  });

  it('a declined pair can be asked again, and a request replays through the sync push once', async () => {
    const gus = await t.signUp({ firstName: 'Gus' });
    const hal = await t.signUp({ firstName: 'Hal' });
    const { body } = await request(gus, hal);
    expect((await answer(hal, body.id, 'blocked')).status).toBe(200);
    const again = await request(hal, gus);
    expect(again.res.status).toBe(201);
    expect(await statusOf(gus, hal)).toMatchObject({ status: 'pending', role: 'recipient' });
    const clientId = randomUUID();
    const key = randomUUID();
    const push = () =>
      gus.client.post('/api/sync/push', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: [
          {
            id: 1,
            key,
            method: 'PUT',
            path: `/api/connections/${body.id}`,
            body: { status: 'accepted' },
          },
        ],
      });
    expect(
      ((await (await push()).json()) as { results: { status: number }[] }).results[0]?.status,
    ).toBe(200);
    expect(
      ((await (await push()).json()) as { results: { status: number }[] }).results[0]?.status,
    ).toBe(200);
    expect((await statusOf(hal, gus)).status).toBe('accepted');
  });
});

describe('GET /api/connections/recommended', () => {
  const profile = (who: SignedUp, body: Record<string, unknown>) =>
    who.client.put('/api/users/profile', body);
  const course = (who: SignedUp, courseCode: string) =>
    who.client.post('/api/courses', { courseCode, courseName: 'Studio', section: '001' });
  const recommended = async (who: SignedUp) =>
    (await (await who.client.get('/api/connections/recommended')).json()) as { id: string }[];

  it('ranks by shared courses, major, school and skills; never oneself or a connection', async () => {
    const me = await t.signUp({ firstName: 'Rae' });
    await profile(me, { major: 'Puppetry Arts', skills: ['Puppetry', 'Mask Making'] });
    await course(me, 'PUPT-UT 4401');
    await course(me, 'PUPT-UT 4402');
    const twoCourses = await t.signUp({ firstName: 'Two' });
    await course(twoCourses, 'PUPT-UT 4401');
    await course(twoCourses, 'PUPT-UT 4402');
    const major = await t.signUp({ firstName: 'Major' });
    await profile(major, { major: 'puppetry arts' });
    const skill = await t.signUp({ firstName: 'Skill' });
    await profile(skill, { skills: ['mask making'] });
    const connected = await t.signUp({ firstName: 'Friend' });
    await course(connected, 'PUPT-UT 4401');
    const pending = await t.signUp({ firstName: 'Asked' });
    await course(pending, 'PUPT-UT 4402');
    const declined = await t.signUp({ firstName: 'Again' });
    await profile(declined, { major: 'Puppetry Arts', skills: ['Puppetry'] });
    const suspended = await t.signUp({ firstName: 'Gone' });
    await course(suspended, 'PUPT-UT 4401');
    await t.db.execute(sql`update users set is_suspended = true where id = ${suspended.user.id}`);

    const friend = (await request(me, connected)).body;
    await answer(connected, friend.id, 'accepted');
    await request(pending, me);
    const no = (await request(me, declined)).body;
    await answer(declined, no.id, 'blocked');

    const ids = (await recommended(me)).map((u) => u.id);
    expect(ids.slice(0, 4)).toEqual([
      twoCourses.user.id,
      declined.user.id,
      major.user.id,
      skill.user.id,
    ]);
    for (const hidden of [me, connected, pending, suspended])
      expect(ids).not.toContain(hidden.user.id);
  });

  it('courses a candidate keeps for connections (or for no one) do not rank them', async () => {
    const me = await t.signUp({ firstName: 'Ivo' });
    await course(me, 'DRAP-UT 1201');
    const open = await t.signUp({ firstName: 'Open' });
    await course(open, 'DRAP-UT 1201');
    const hidden = await t.signUp({ firstName: 'Hidden' });
    await course(hidden, 'DRAP-UT 1201');
    await hidden.client.post('/api/privacy/fields', { coursesVisibility: 'connections' });
    // Hidden joined last: with the shared course counted it would rank first among equals.
    const ranked = (await recommended(me)).map((u) => u.id);
    expect(ranked[0]).toBe(open.user.id);
    expect(ranked.indexOf(hidden.user.id)).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/connections/recommended')).status).toBe(401);
  });
});

describe('connection notifications', () => {
  it('the addressee hears of the request, the requester of the acceptance', async () => {
    const ana = await t.signUp({ firstName: 'Ana', lastName: 'Ng' });
    const ben = await t.signUp({ firstName: 'Ben', lastName: 'Ode' });
    const { body } = await request(ana, ben);
    await answer(ben, body.id, 'accepted');
    const of = (who: SignedUp) =>
      t.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
    expect(await of(ben)).toMatchObject([
      {
        type: 'connection_request',
        message: 'Ana Ng wants to connect with you',
        data: { senderId: ana.user.id },
      },
    ]);
    expect(await of(ana)).toMatchObject([
      {
        type: 'connection_request',
        title: 'Connection Accepted',
        message: 'Ben Ode accepted your connection request',
        data: { senderId: ben.user.id },
      },
    ]);
  });
});
