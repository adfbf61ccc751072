import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Application } from '@greenroom/shared-model/schemas/applications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const remove = (who: SignedUp, currentPassword?: string) =>
  who.client.post('/api/account/delete', currentPassword === undefined ? {} : { currentPassword });
const count = async (query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { n: number | string }[];
  return Number(rows[0]!.n);
};
async function pullFrom(who: SignedUp, clientId: string, cursor: string | null) {
  const res = await who.client.post('/api/sync/pull', {
    clientId,
    protocolVersion: PROTOCOL_VERSION,
    cursor,
  });
  let page = (await res.json()) as {
    cursor: string;
    more?: boolean;
    changes: { entity: string; id: string; op: string }[];
  };
  const changes = [...page.changes];
  while (page.more) {
    const next = await who.client.post('/api/sync/pull', {
      clientId,
      protocolVersion: PROTOCOL_VERSION,
      cursor: page.cursor,
    });
    page = (await next.json()) as typeof page;
    changes.push(...page.changes);
  }
  return { cursor: page.cursor, changes };
}

describe('deleting one’s account', () => {
  it('re-authenticates, removes the personal data, anonymises what others rely on, and frees the address', async () => {
    const ada = await t.signUp({
      firstName: 'Ada',
      lastName: `Leaving${randomUUID().slice(0, 4)}`,
    });
    const ben = await t.signUp({ firstName: 'Ben' });
    const benClient = randomUUID();
    const before = await pullFrom(ben, benClient, null);
    const post = (await (
      await ada.client.post('/api/posts', { content: 'Goodbye post' })
    ).json()) as { id: string };
    const adaJob = (await (
      await ada.client.post('/api/jobs', { title: 'Ada job', description: 'd' })
    ).json()) as { id: string };
    await ben.client.post(`/api/jobs/${adaJob.id}/apply`, {});
    const benJob = (await (
      await ben.client.post('/api/jobs', { title: 'Ben job', description: 'd' })
    ).json()) as { id: string };
    const adaApp = (await (
      await ada.client.post(`/api/jobs/${benJob.id}/apply`, { message: 'Hi Ben' })
    ).json()) as { id: string };
    await ada.client.post('/api/connections', { addresseeId: ben.user.id });
    await ada.client.get(`/api/users/${ben.user.id}`);
    await ben.client.get(`/api/users/${ada.user.id}`);
    await ada.client.post('/api/courses', {
      courseCode: 'FMTV-UT 1040',
      courseName: 'Sight & Sound',
    });

    expect((await remove(ada, 'not my password')).status).toBe(400);
    expect((await remove(ada)).status).toBe(400);
    const done = await remove(ada, ada.password);
    expect(done.status).toBe(200);
    expect(done.headers.get('set-cookie')).toMatch(/greenroom_session=;/);
    expect(await (await ada.client.get('/api/auth/user')).json()).toBeNull();

    // Gone: the profile, content, links, marks, and notifications about Ada.
    expect((await ben.client.get(`/api/users/${ada.user.id}`)).status).toBe(404);
    expect(await count(sql`select count(*) as n from posts where author_id = ${ada.user.id}`)).toBe(
      0,
    );
    expect(await count(sql`select count(*) as n from jobs where author_id = ${ada.user.id}`)).toBe(
      0,
    );
    expect(await count(sql`select count(*) as n from courses where user_id = ${ada.user.id}`)).toBe(
      0,
    );
    expect(
      await count(
        sql`select count(*) as n from connections where requester_id = ${ada.user.id} or addressee_id = ${ada.user.id}`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from profile_views where viewer_id = ${ada.user.id} or viewed_id = ${ada.user.id}`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from notifications where data ->> 'senderId' = ${ada.user.id} or data ->> 'viewerId' = ${ada.user.id}`,
      ),
    ).toBe(0);
    const search = (await (
      await ben.client.get(`/api/users/search?q=${encodeURIComponent(ada.user.lastName)}`)
    ).json()) as unknown[];
    expect(search).toEqual([]);
    // What Ben relies on stays, without Ada's name: her application to his job.
    const toBen = (await (await ben.client.get('/api/job-applications')).json()) as Application[];
    expect(toBen.find((a) => a.id === adaApp.id)).toMatchObject({
      message: 'Hi Ben',
      applicant: { firstName: 'Former', lastName: 'member' },
    });
    expect(JSON.stringify(toBen)).not.toContain(ada.email);

    // Ben's replica forgets her: her profile row and her post are deleted.
    const after = await pullFrom(ben, benClient, before.cursor);
    expect(after.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'user', id: ada.user.id, op: 'del' }),
        expect.objectContaining({ entity: 'post', id: post.id, op: 'del' }),
        expect.objectContaining({ entity: 'job', id: adaJob.id, op: 'del' }),
        // Her application to Ben's job stays on his device, with the name replaced.
        expect.objectContaining({
          entity: 'application',
          id: adaApp.id,
          op: 'put',
          row: expect.objectContaining({
            applicant: expect.objectContaining({ firstName: 'Former' }),
          }),
        }),
      ]),
    );

    // The address may sign up again; the old password opens nothing.
    expect((await t.logIn(ada.email, ada.password)).res.status).toBe(401);
    const again = await t.client().post('/api/auth/signup', {
      email: ada.email,
      password: 'a new start 1',
      firstName: 'Ada',
      lastName: 'Again',
      program: 'Dance',
      graduationYear: 2028,
    });
    expect(again.status).toBe(201);
  });

  it('an account without a password needs a recent sign-in', async () => {
    const gia = await t.signUp({ firstName: 'Gia' });
    await t.db.execute(sql`update users set password_hash = null where id = ${gia.user.id}`);
    await t.db.execute(
      sql`update sessions set created_at = now() - interval '20 minutes' where user_id = ${gia.user.id}`,
    );
    const stale = await remove(gia);
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { message: string }).message).toMatch(
      /sign in again with Google/,
    );
    await t.db.execute(sql`update sessions set created_at = now() where user_id = ${gia.user.id}`);
    expect((await remove(gia)).status).toBe(200);
  });
});
