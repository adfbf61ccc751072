import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Event } from '@greenroom/shared-model/schemas/events';
import type { FeedPageReply } from '@greenroom/shared-model/schemas/feed';
import type { PullReply } from '@greenroom/shared-model/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { events } from '../../db/schema/feed';
import { users } from '../../db/schema/users';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const when = '2026-12-18T19:30:00.000Z';

async function create(who: SignedUp, body: Record<string, unknown>) {
  const res = await who.client.post('/api/events', body);
  return { res, body: (await res.json()) as Event & { message?: string } };
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('events', () => {
  it('answers 401 without a session', async () => {
    const id = randomUUID();
    expect((await t.client().get('/api/events')).status).toBe(401);
    expect((await t.client().get(`/api/events/${id}`)).status).toBe(401);
    expect((await t.client().post('/api/events', { title: 'x' })).status).toBe(401);
    expect((await t.client().put(`/api/events/${id}`, { title: 'x' })).status).toBe(401);
    expect((await t.client().delete(`/api/events/${id}`)).status).toBe(401);
  });

  it('checks a new event in the spec order: title, description, date', async () => {
    const blank = await create(ada, { title: ' ', description: '', eventDate: '' });
    expect(blank.res.status).toBe(400);
    expect(blank.body.message).toBe('Title required');
    const noDescription = await create(ada, { title: 'Show', description: ' ', eventDate: '' });
    expect(noDescription.body.message).toBe('Description required');
    const noDate = await create(ada, { title: 'Show', description: 'd' });
    expect(noDate.body.message).toBe('Date required');
    const badDate = await create(ada, { title: 'Show', description: 'd', eventDate: 'tomorrow' });
    expect(badDate.res.status).toBe(400);
    expect(await t.db.select().from(events).where(eq(events.authorId, ada.user.id))).toEqual([]);
  });

  it('creates with the client id, the author and an absent location as null; reads it back', async () => {
    const id = randomUUID();
    const { res, body } = await create(ada, {
      id,
      title: '  Thesis screening ',
      description: 'Ten films',
      eventDate: '2026-12-18T14:30:00-05:00',
    });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      id,
      title: 'Thesis screening',
      description: 'Ten films',
      eventDate: when,
      location: null,
      authorId: ada.user.id,
      author: { id: ada.user.id, firstName: 'Ada' },
    });
    expect(body.author).not.toHaveProperty('passwordHash');
    const got = await bob.client.get(`/api/events/${id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(body);
    // The same create again (a retry) is a success; another member's use of the id is not.
    expect(
      (await create(ada, { id, title: 'Thesis screening', description: 'x', eventDate: when })).res
        .status,
    ).toBe(201);
    expect(
      (await create(bob, { id, title: 'Mine', description: 'x', eventDate: when })).res.status,
    ).toBe(409);
  });

  it('edits per field; only the author or an admin may; 404 for a missing event', async () => {
    const { body: event } = await create(ada, {
      title: 'Rehearsal',
      description: 'Bring shoes',
      eventDate: when,
      location: 'Studio 4',
    });
    const moved = await ada.client.put(`/api/events/${event.id}`, {
      eventDate: '2026-12-19T18:00:00.000Z',
      location: '',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      title: 'Rehearsal',
      eventDate: '2026-12-19T18:00:00.000Z',
      location: null,
    });
    const blank = await ada.client.put(`/api/events/${event.id}`, { title: ' ' });
    expect(blank.status).toBe(400);
    expect(await messageOf(blank)).toBe('Title required');

    const other = await bob.client.put(`/api/events/${event.id}`, { title: 'Mine now' });
    expect(other.status).toBe(403);
    expect((await bob.client.delete(`/api/events/${event.id}`)).status).toBe(403);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, bob.user.id));
    try {
      const byAdmin = await bob.client.put(`/api/events/${event.id}`, { title: 'Moderated' });
      expect(byAdmin.status).toBe(200);
      expect(await byAdmin.json()).toMatchObject({ title: 'Moderated', authorId: ada.user.id });
    } finally {
      await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, bob.user.id));
    }
    const missing = await ada.client.put(`/api/events/${randomUUID()}`, { title: 'x' });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Event not found');
    expect((await ada.client.get(`/api/events/${randomUUID()}`)).status).toBe(404);
    expect((await ada.client.get('/api/events/not-an-id')).status).toBe(404);
  });

  it('deletes: the author, then 404 the second time', async () => {
    const { body: event } = await create(ada, { title: 'Gone', description: 'd', eventDate: when });
    expect((await ada.client.delete(`/api/events/${event.id}`)).status).toBe(200);
    expect((await ada.client.delete(`/api/events/${event.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/events/${event.id}`)).status).toBe(404);
  });

  it('lists newest first in pages, with an author filter', async () => {
    const carol = await t.signUp({ firstName: 'Carol' });
    const made: Event[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        (await create(carol, { title: `carol ${i}`, description: 'd', eventDate: when })).body,
      );
    }
    const page1 = (await (
      await carol.client.get(`/api/events?authorId=${carol.user.id}&limit=2`)
    ).json()) as Event[];
    expect(page1.map((e) => e.title)).toEqual(['carol 2', 'carol 1']);
    const page2 = (await (
      await carol.client.get(
        `/api/events?authorId=${carol.user.id}&before=${encodeURIComponent(page1[1]!.createdAt)}`,
      )
    ).json()) as Event[];
    expect(page2.map((e) => e.title)).toEqual(['carol 0']);
  });

  it('a create pushed through sync lands once and reaches another member through the pull', async () => {
    const dee = await t.signUp({ firstName: 'Dee' });
    const id = randomUUID();
    const clientId = randomUUID();
    const push = () =>
      dee.client.post('/api/sync/push', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: [
          {
            id: 1,
            key: randomUUID(),
            method: 'POST',
            path: '/api/events',
            body: { id, title: 'Pushed', description: 'd', eventDate: when },
          },
        ],
      });
    const first = (await (await push()).json()) as { results: { status: number }[] };
    expect(first.results[0]?.status).toBe(201);
    await push();
    expect(await t.db.select().from(events).where(eq(events.id, id))).toHaveLength(1);

    const pull = await bob.client.post('/api/sync/pull', {
      clientId: randomUUID(),
      protocolVersion: PROTOCOL_VERSION,
      cursor: null,
    });
    const snapshot = (await pull.json()) as PullReply;
    const change = snapshot.changes.find((c) => c.entity === 'event' && c.id === id);
    expect(change).toMatchObject({
      op: 'put',
      row: { id, title: 'Pushed', authorId: dee.user.id },
    });
  });
});

describe('GET /api/feed', () => {
  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/feed')).status).toBe(401);
  });

  it('merges posts, jobs and events newest first, in pages without gaps or repeats', async () => {
    const eve = await t.signUp({ firstName: 'Eve' });
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const kind = i % 3;
      const res =
        kind === 0
          ? await eve.client.post('/api/posts', { content: `feed post ${i}` })
          : kind === 1
            ? await eve.client.post('/api/jobs', { title: `feed job ${i}`, description: 'd' })
            : await eve.client.post('/api/events', {
                title: `feed event ${i}`,
                description: 'd',
                eventDate: when,
              });
      expect(res.status).toBe(201);
      made.push(`${['post', 'job', 'event'][kind]}:${((await res.json()) as { id: string }).id}`);
    }
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    for (;;) {
      const query = before ? `?limit=3&before=${encodeURIComponent(before)}` : '?limit=3';
      const res = await eve.client.get(`/api/feed${query}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as FeedPageReply;
      pages++;
      for (const item of page.items) {
        const row = item.kind === 'post' ? item.post : item.kind === 'job' ? item.job : item.event;
        seen.push(`${item.kind}:${row.id}`);
        before = row.createdAt;
      }
      if (!page.more || pages > 20) break;
    }
    const mine = seen.filter((key) => made.includes(key));
    expect(mine).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    const first = (await (await eve.client.get('/api/feed?limit=1')).json()) as FeedPageReply;
    expect(first.more).toBe(true);
    expect(first.items).toHaveLength(1);
  });
});

describe('GET /api/users/trending-skills', () => {
  it('counts members per skill case-insensitively, top 4, without suspended members', async () => {
    const tt = await createTestApp();
    try {
      const skillsOf = [
        ['Editing', 'VFX'],
        ['editing', 'Lighting'],
        ['Editing', 'Lighting', 'Dance'],
        ['Sound Design', 'Dance', 'Acting'],
        ['Acting'],
      ];
      const members: SignedUp[] = [];
      for (const skills of skillsOf) {
        const m = await tt.signUp();
        await tt.db.update(users).set({ skills }).where(eq(users.id, m.user.id));
        members.push(m);
      }
      const suspended = await tt.signUp();
      await tt.db
        .update(users)
        .set({ skills: ['VFX', 'VFX Compositing'], isSuspended: true })
        .where(eq(users.id, suspended.user.id));
      expect((await tt.client().get('/api/users/trending-skills')).status).toBe(401);
      const res = await members[0]!.client.get('/api/users/trending-skills');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([
        { skill: 'Editing', count: 3 },
        { skill: 'Acting', count: 2 },
        { skill: 'Dance', count: 2 },
        { skill: 'Lighting', count: 2 },
      ]);
    } finally {
      await tt.close();
    }
  });
});
