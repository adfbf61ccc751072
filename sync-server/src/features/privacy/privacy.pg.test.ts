// Privacy per field, block and mute over REST, push and pull (issue 28 §2, §3; ADR 024).
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Change, PullReply } from '@greenroom/shared-model/schemas/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMembers as connect } from '../../../../tests/support/connect-members';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A verified member (the gate lets only those use the network). */
async function member(firstName: string, phone = '+1 212 555 0100'): Promise<SignedUp> {
  const who = await t.signUp({ firstName });
  await t.db.execute(
    sql`update users set is_verified = true, phone_number = ${phone} where id = ${who.user.id}::uuid`,
  );
  return who;
}

async function admin(): Promise<SignedUp> {
  const who = await member('Admin');
  await t.db.execute(sql`update users set is_admin = true where id = ${who.user.id}::uuid`);
  return who;
}

async function profile(viewer: SignedUp, of: SignedUp) {
  const res = await viewer.client.get(`/api/users/${of.user.id}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function pullAs(who: SignedUp, clientId: string, cursor: string | null) {
  const res = await who.client.post('/api/sync/pull', {
    clientId,
    protocolVersion: PROTOCOL_VERSION,
    cursor,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PullReply;
}

/** Pull from `cursor` until `done` holds (another transaction may hold the watermark back). */
async function pullUntil(
  who: SignedUp,
  clientId: string,
  cursor: string,
  done: (changes: Change[]) => boolean,
) {
  const seen: Change[] = [];
  let current = cursor;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const body = await pullAs(who, clientId, current);
    seen.push(...body.changes);
    current = body.cursor;
    if (!body.more && done(seen)) return { cursor: current, changes: seen };
    if (Date.now() > deadline) throw new Error(`not seen in time: ${JSON.stringify(seen)}`);
    if (!body.more) await new Promise((r) => setTimeout(r, 50));
  }
}

/** The ids of the items of the member's feed page (GET /api/feed). */
async function feedIds(who: SignedUp): Promise<string[]> {
  const page = (await (await who.client.get('/api/feed?limit=50')).json()) as {
    items: (
      | { kind: 'post'; post: { id: string } }
      | { kind: 'job'; job: { id: string } }
      | {
          kind: 'event';
          event: { id: string };
        }
    )[];
  };
  return page.items.map((i) =>
    i.kind === 'post' ? i.post.id : i.kind === 'job' ? i.job.id : i.event.id,
  );
}

const last = (changes: Change[], entity: string, id: string) =>
  changes.filter((c) => c.entity === entity && c.id === id).at(-1);

async function addCourse(who: SignedUp, section = '001') {
  const res = await who.client.post('/api/courses', {
    courseCode: 'FMTV-UT 1040',
    courseName: 'Sight & Sound',
    section,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

describe('privacy per field', () => {
  it('defaults: members see the e-mail address, connections the phone number; admins everything', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const me = await ada.client.get('/api/auth/user');
    expect(await me.json()).toMatchObject({
      emailVisibility: 'members',
      phoneVisibility: 'connections',
      coursesVisibility: 'members',
      phoneNumber: '+1 212 555 0100',
    });
    expect((await profile(bob, ada)).body).toMatchObject({ email: ada.email, phoneNumber: null });
    const boss = await admin();
    expect((await profile(boss, ada)).body).toMatchObject({
      email: ada.email,
      phoneNumber: '+1 212 555 0100',
    });
    await connect(ada, bob);
    expect((await profile(bob, ada)).body).toMatchObject({ phoneNumber: '+1 212 555 0100' });
  });

  it('holds in profiles, search, connections lists and post authors; only me hides it from connections', async () => {
    const ada = await member('Adaline');
    const bob = await member('Bobby');
    await connect(ada, bob);
    const carl = await member('Carl');
    const set = await ada.client.post('/api/privacy/fields', {
      emailVisibility: 'private',
      phoneVisibility: 'members',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      emailVisibility: 'private',
      phoneVisibility: 'members',
      coursesVisibility: 'members',
    });
    expect((await profile(bob, ada)).body).toMatchObject({
      email: null,
      phoneNumber: '+1 212 555 0100',
    });
    expect((await profile(carl, ada)).body).toMatchObject({ email: null });
    const search = (await (await carl.client.get('/api/users/search?q=Adaline')).json()) as {
      id: string;
      email: string | null;
    }[];
    const found = search.find((u) => u.id === ada.user.id);
    expect(found).toBeDefined();
    expect(found?.email).toBeNull();
    const list = (await (await bob.client.get('/api/connections')).json()) as {
      user: { id: string; email: string | null };
    }[];
    expect(list.find((c) => c.user.id === ada.user.id)?.user.email).toBeNull();
    const post = await ada.client.post('/api/posts', { content: 'Screening at 8' });
    const { author } = (await post.json()) as { author: { email: string | null } };
    expect(author.email).toBeNull();
    // Her own reply still carries everything.
    expect(await (await ada.client.get('/api/auth/user')).json()).toMatchObject({
      email: ada.email,
    });
  });

  it('courses: hidden from non-connections, and classmates lists only show members whose courses the viewer may see', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const carl = await member('Carl');
    await connect(ada, carl);
    await addCourse(ada);
    await addCourse(bob);
    await addCourse(carl);
    expect(
      (await ada.client.post('/api/privacy/fields', { coursesVisibility: 'connections' })).status,
    ).toBe(200);
    const courses = async (viewer: SignedUp) =>
      (await (await viewer.client.get(`/api/courses/${ada.user.id}`)).json()) as unknown[];
    expect(await courses(bob)).toEqual([]);
    expect(await courses(carl)).toHaveLength(1);
    expect(await courses(ada)).toHaveLength(1);
    const classmates = async (viewer: SignedUp, of: SignedUp) =>
      (
        (await (await viewer.client.get(`/api/courses/${of.user.id}/classmates`)).json()) as {
          id: string;
        }[]
      ).map((m) => m.id);
    expect(await classmates(bob, bob)).not.toContain(ada.user.id);
    expect(await classmates(bob, bob)).toContain(carl.user.id);
    expect(await classmates(carl, carl)).toContain(ada.user.id);
    // Ada's own classmates, seen by Bob: her courses are hidden from him, so none.
    expect(await classmates(bob, ada)).toEqual([]);
    const boss = await admin();
    expect(await courses(boss)).toHaveLength(1);
  });

  it('refuses bad choices (400) and callers without a session (401)', async () => {
    const ada = await member('Ada');
    const bad = await ada.client.post('/api/privacy/fields', { emailVisibility: 'everyone' });
    expect(bad.status).toBe(400);
    const empty = await ada.client.post('/api/privacy/fields', {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(
      'Choose a setting to change',
    );
    expect(
      (await t.client().post('/api/privacy/fields', { emailVisibility: 'private' })).status,
    ).toBe(401);
  });

  it("pull: a connection's replica gets the wider row, and the narrowed row once the connection ends", async () => {
    const ada = await member('Ada', '+1 917 555 0199');
    const bob = await member('Bob');
    const course = await addCourse(ada);
    await ada.client.post('/api/privacy/fields', { coursesVisibility: 'connections' });
    const clientId = randomUUID();
    const start = await pullAs(bob, clientId, null);
    const connectionId = await connect(ada, bob);
    let seen = await pullUntil(bob, clientId, start.cursor, (cs) => {
      const row = last(cs, 'user', ada.user.id);
      return row?.op === 'put' && (row.row as { phoneNumber: string | null }).phoneNumber !== null;
    });
    expect(last(seen.changes, 'course', course.id)?.op).toBe('put');
    // Ada removes the connection: Bob's replica loses her phone number and her courses.
    expect(
      (await ada.client.put(`/api/connections/${connectionId}`, { status: 'blocked' })).status,
    ).toBe(200);
    seen = await pullUntil(bob, clientId, seen.cursor, (cs) => {
      const row = last(cs, 'user', ada.user.id);
      return row?.op === 'put' && (row.row as { phoneNumber: string | null }).phoneNumber === null;
    });
    expect(last(seen.changes, 'course', course.id)?.op).toBe('del');
  });
});

describe('block', () => {
  it('each disappears for the other; the connection ends; neither may request or apply; nobody is told', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const adaJob = (await (
      await ada.client.post('/api/jobs', { title: 'Gaffer', description: 'Two days on set' })
    ).json()) as { id: string };
    const bobPost = (await (await bob.client.post('/api/posts', { content: 'Hi all' })).json()) as {
      id: string;
    };
    const adaClient = randomUUID();
    const bobClient = randomUUID();
    const adaStart = await pullAs(ada, adaClient, null);
    const bobStart = await pullAs(bob, bobClient, null);
    expect(last(adaStart.changes, 'post', bobPost.id)?.op).toBe('put');
    // Before the block each finds the other's content (so the checks below can fail).
    expect(await feedIds(ada)).toContain(bobPost.id);
    const searchIds = async () =>
      ((await (await bob.client.get('/api/users/search?q=Ada')).json()) as { id: string }[]).map(
        (u) => u.id,
      );
    const jobIds = async () =>
      ((await (await bob.client.get('/api/jobs/search')).json()) as { id: string }[]).map(
        (j) => j.id,
      );
    expect(await searchIds()).toContain(ada.user.id);
    expect(await jobIds()).toContain(adaJob.id);

    const res = await ada.client.post('/api/blocks', { userId: bob.user.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      blockedId: bob.user.id,
      userId: ada.user.id,
      member: { id: bob.user.id, firstName: 'Bob' },
    });
    // Again: the same block, no error.
    expect((await ada.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(200);

    expect((await profile(bob, ada)).status).toBe(404);
    expect((await profile(ada, bob)).status).toBe(404);
    const status = await (await bob.client.get(`/api/connections/status/${ada.user.id}`)).json();
    expect(status).toMatchObject({ status: null });
    const request = await bob.client.post('/api/connections', { addresseeId: ada.user.id });
    expect(request.status).toBe(404);
    const apply = await bob.client.post(`/api/jobs/${adaJob.id}/apply`, { message: 'Me!' });
    expect(apply.status).toBe(404);
    expect((await bob.client.get(`/api/jobs/${adaJob.id}`)).status).toBe(404);
    expect((await ada.client.get(`/api/posts/${bobPost.id}`)).status).toBe(404);
    expect(await searchIds()).not.toContain(ada.user.id);
    expect(await feedIds(ada)).not.toContain(bobPost.id);
    expect(await jobIds()).not.toContain(adaJob.id);

    // Both replicas lose the other's rows; only Ada's holds the block.
    const adaSeen = await pullUntil(
      ada,
      adaClient,
      adaStart.cursor,
      (cs) => last(cs, 'post', bobPost.id)?.op === 'del',
    );
    expect(last(adaSeen.changes, 'user', bob.user.id)?.op).toBe('del');
    expect(last(adaSeen.changes, 'block', bob.user.id)?.op).toBe('put');
    const bobSeen = await pullUntil(
      bob,
      bobClient,
      bobStart.cursor,
      (cs) => last(cs, 'job', adaJob.id)?.op === 'del',
    );
    expect(last(bobSeen.changes, 'user', ada.user.id)?.op).toBe('del');
    expect(bobSeen.changes.some((c) => c.entity === 'block')).toBe(false);
    // A fresh replica of Bob's does not get Ada's rows either.
    const fresh = await pullAs(bob, randomUUID(), null);
    expect(fresh.changes.some((c) => c.id === ada.user.id || c.id === adaJob.id)).toBe(false);

    // Unblock: the rows come back.
    expect((await ada.client.delete(`/api/blocks/${bob.user.id}`)).status).toBe(200);
    const back = await pullUntil(
      bob,
      bobClient,
      bobSeen.cursor,
      (cs) => last(cs, 'job', adaJob.id)?.op === 'put',
    );
    expect(last(back.changes, 'user', ada.user.id)?.op).toBe('put');
    expect((await profile(bob, ada)).status).toBe(200);
  });

  it('works both ways: the blocked member cannot reach the one who blocked either', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const viewers = async () =>
      (
        (await (await bob.client.get(`/api/profile-views/recent/${bob.user.id}`)).json()) as {
          viewer: { id: string };
        }[]
      ).map((v) => v.viewer.id);
    expect((await profile(ada, bob)).status).toBe(200);
    expect(await viewers()).toContain(ada.user.id);
    await bob.client.post('/api/blocks', { userId: ada.user.id });
    expect(await viewers()).not.toContain(ada.user.id);
    expect((await ada.client.post('/api/connections', { addresseeId: bob.user.id })).status).toBe(
      404,
    );
    const recent = await bob.client.get(`/api/profile-views/recent/${bob.user.id}`);
    expect(
      ((await recent.json()) as { viewer: { id: string } }[]).map((v) => v.viewer.id),
    ).not.toContain(ada.user.id);
  });

  it('ends a pending request and removes the notifications between the two', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    expect((await bob.client.post('/api/connections', { addresseeId: ada.user.id })).status).toBe(
      201,
    );
    const before = (await (await ada.client.get('/api/notifications')).json()) as unknown[];
    expect(before).toHaveLength(1);
    await ada.client.post('/api/blocks', { userId: bob.user.id });
    expect((await (await ada.client.get('/api/notifications')).json()) as unknown[]).toHaveLength(
      0,
    );
    const rows = await t.db.execute(
      sql`select 1 from connections where requester_id = ${bob.user.id}::uuid and addressee_id = ${ada.user.id}::uuid`,
    );
    expect((rows as unknown as { length?: number; rows?: unknown[] }).rows ?? rows).toHaveLength(0);
  });

  it('who may not: oneself (400), an unknown member (404), a bad id (400/404), no session (401)', async () => {
    const ada = await member('Ada');
    const self = await ada.client.post('/api/blocks', { userId: ada.user.id });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { message: string }).message).toBe('You cannot block yourself');
    expect((await ada.client.post('/api/blocks', { userId: randomUUID() })).status).toBe(404);
    expect((await ada.client.post('/api/blocks', { userId: 'nope' })).status).toBe(400);
    expect((await ada.client.delete('/api/blocks/nope')).status).toBe(404);
    expect((await t.client().post('/api/blocks', { userId: ada.user.id })).status).toBe(401);
    expect((await t.client().delete(`/api/blocks/${ada.user.id}`)).status).toBe(401);
    expect((await ada.client.post('/api/mutes', { userId: ada.user.id })).status).toBe(400);
    expect((await ada.client.post('/api/mutes', { userId: randomUUID() })).status).toBe(404);
    expect((await t.client().post('/api/mutes', { userId: ada.user.id })).status).toBe(401);
  });

  it('goes through the sync push like any write', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const res = await ada.client.post('/api/sync/push', {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      mutations: [
        {
          id: 1,
          method: 'POST',
          path: '/api/blocks',
          body: { userId: bob.user.id },
          key: randomUUID(),
        },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { status: number }[] };
    expect(body.results[0]?.status).toBe(201);
    expect((await profile(bob, ada)).status).toBe(404);
  });
});

describe('mute', () => {
  it('their posts leave my feed and their notifications stop; nothing else changes', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const muted = await ada.client.post('/api/mutes', { userId: bob.user.id });
    expect(muted.status).toBe(201);
    expect(await muted.json()).toMatchObject({ mutedId: bob.user.id, userId: ada.user.id });
    const post = (await (
      await bob.client.post('/api/posts', { content: 'Muted words' })
    ).json()) as {
      id: string;
    };
    expect(await feedIds(ada)).not.toContain(post.id);
    // Their profile and their own list of posts are still there.
    expect((await profile(ada, bob)).status).toBe(200);
    const theirs = (await (await ada.client.get(`/api/posts?authorId=${bob.user.id}`)).json()) as {
      id: string;
    }[];
    expect(theirs.map((p) => p.id)).toContain(post.id);
    // A request from Bob reaches Ada as a request, but without a notification.
    expect((await bob.client.post('/api/connections', { addresseeId: ada.user.id })).status).toBe(
      201,
    );
    expect((await (await ada.client.get('/api/notifications')).json()) as unknown[]).toHaveLength(
      0,
    );
    // Bob is not told: his replica gets no mute row.
    const bobPull = await pullAs(bob, randomUUID(), null);
    expect(bobPull.changes.some((c) => c.entity === 'mute')).toBe(false);
    const adaPull = await pullAs(ada, randomUUID(), null);
    expect(last(adaPull.changes, 'mute', bob.user.id)?.op).toBe('put');

    expect((await ada.client.delete(`/api/mutes/${bob.user.id}`)).status).toBe(200);
    expect(await feedIds(ada)).toContain(post.id);
  });
});
