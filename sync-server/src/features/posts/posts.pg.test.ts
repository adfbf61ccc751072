import { randomUUID } from 'node:crypto';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { posts } from '../../db/schema/feed';
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

async function create(
  who: SignedUp,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const res = await who.client.post('/api/posts', body, headers ? { headers } : {});
  return { res, body: (await res.json()) as Post & { message?: string } };
}

describe('posts', () => {
  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/posts')).status).toBe(401);
    expect((await t.client().post('/api/posts', { content: 'x' })).status).toBe(401);
    expect((await t.client().get(`/api/posts/${randomUUID()}`)).status).toBe(401);
    expect((await t.client().put(`/api/posts/${randomUUID()}`, { content: 'x' })).status).toBe(401);
    expect((await t.client().delete(`/api/posts/${randomUUID()}`)).status).toBe(401);
  });

  it('creates a post with the client id and the author, and reads it back', async () => {
    const id = randomUUID();
    const { res, body } = await create(ada, {
      id,
      content: '  Casting for a short film  ',
      type: 'showcase',
      imageUrl: '/uploads/a.mp4',
      skills: ['Editing', 'editing', ' Sound Design '],
    });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      id,
      content: 'Casting for a short film',
      type: 'showcase',
      imageUrl: '/uploads/a.mp4',
      skills: ['Editing', 'Sound Design'],
      authorId: ada.user.id,
      author: { id: ada.user.id, firstName: 'Ada', email: ada.email },
    });
    expect(body.author).not.toHaveProperty('passwordHash');
    expect(body.author).not.toHaveProperty('hideProfileViews');
    const got = await bob.client.get(`/api/posts/${id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(body);
  });

  it('defaults type to post, imageUrl to null and skills to []', async () => {
    const { res, body } = await create(ada, { content: 'hello' });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ type: 'post', imageUrl: null, skills: [] });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a bad body with the spec message', async () => {
    const blank = await create(ada, { content: '   ' });
    expect(blank.res.status).toBe(400);
    expect(blank.body.message).toBe('Content required');
    const missing = await create(ada, {});
    expect(missing.res.status).toBe(400);
    expect(missing.body.message).toBe('Content required');
    const badType = await create(ada, { content: 'x', type: 'essay' });
    expect(badType.res.status).toBe(400);
    const badId = await create(ada, { id: 'nope', content: 'x' });
    expect(badId.res.status).toBe(400);
    expect(badId.body.message).toBe('Invalid id');
  });

  it('treats the same create sent again as a success and another author as a conflict', async () => {
    const id = randomUUID();
    expect((await create(ada, { id, content: 'once' })).res.status).toBe(201);
    const again = await create(ada, { id, content: 'once' });
    expect(again.res.status).toBe(201);
    expect(again.body.id).toBe(id);
    expect((await create(ada, { id, content: 'different' })).res.status).toBe(409);
    expect((await create(bob, { id, content: 'once' })).res.status).toBe(409);
    const rows = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.authorId).toBe(ada.user.id);
  });

  it('replays an Idempotency-Key without creating twice', async () => {
    const key = randomUUID();
    const first = await create(ada, { content: 'keyed' }, { 'Idempotency-Key': key });
    const second = await create(ada, { content: 'keyed' }, { 'Idempotency-Key': key });
    expect(first.res.status).toBe(201);
    expect(second.res.status).toBe(201);
    expect(second.res.headers.get('idempotency-replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
    const rows = await t.db.select().from(posts).where(eq(posts.content, 'keyed'));
    expect(rows).toHaveLength(1);
  });

  it('edits per field; only the author (or an admin) may', async () => {
    const { body: post } = await create(ada, {
      content: 'draft',
      imageUrl: 'https://b.s3.amazonaws.com/a.png',
      skills: ['Acting'],
    });
    const onlySkills = await ada.client.put(`/api/posts/${post.id}`, { skills: ['Dance'] });
    expect(onlySkills.status).toBe(200);
    expect(await onlySkills.json()).toMatchObject({
      content: 'draft',
      imageUrl: 'https://b.s3.amazonaws.com/a.png',
      skills: ['Dance'],
    });
    const edit = await ada.client.put(`/api/posts/${post.id}`, {
      content: 'final',
      imageUrl: '',
      skills: null,
    });
    expect(await edit.json()).toMatchObject({ content: 'final', imageUrl: null, skills: [] });

    const blank = await ada.client.put(`/api/posts/${post.id}`, { content: ' ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe(
      'Post content cannot be empty.',
    );

    const other = await bob.client.put(`/api/posts/${post.id}`, { content: 'mine now' });
    expect(other.status).toBe(403);
    expect((await t.db.select().from(posts).where(eq(posts.id, post.id)))[0]!.content).toBe(
      'final',
    );

    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, bob.user.id));
    try {
      const byAdmin = await bob.client.put(`/api/posts/${post.id}`, { content: 'moderated' });
      expect(byAdmin.status).toBe(200);
      expect(await byAdmin.json()).toMatchObject({ content: 'moderated', authorId: ada.user.id });
    } finally {
      await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, bob.user.id));
    }
  });

  it('deletes: only the author, 404 when missing (also the second time)', async () => {
    const { body: post } = await create(ada, { content: 'to delete' });
    expect((await bob.client.delete(`/api/posts/${post.id}`)).status).toBe(403);
    const del = await ada.client.delete(`/api/posts/${post.id}`);
    expect(del.status).toBe(200);
    const again = await ada.client.delete(`/api/posts/${post.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Post not found' });
    expect((await ada.client.get(`/api/posts/${post.id}`)).status).toBe(404);
  });

  it('answers 404 Post not found for a missing or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await ada.client.get(`/api/posts/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Post not found' });
      expect((await ada.client.put(`/api/posts/${id}`, { content: 'x' })).status).toBe(404);
    }
  });

  it('lists newest first, in pages, with an author filter', async () => {
    const carol = await t.signUp({ firstName: 'Carol' });
    const made: Post[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await create(carol, { content: `carol ${i}` })).body);
      await new Promise((r) => setTimeout(r, 2));
    }
    const page1 = (await (
      await carol.client.get(`/api/posts?authorId=${carol.user.id}&limit=2`)
    ).json()) as Post[];
    expect(page1.map((p) => p.content)).toEqual(['carol 4', 'carol 3']);
    const before = encodeURIComponent(page1[1]!.createdAt);
    const page2 = (await (
      await carol.client.get(`/api/posts?authorId=${carol.user.id}&limit=2&before=${before}`)
    ).json()) as Post[];
    expect(page2.map((p) => p.content)).toEqual(['carol 2', 'carol 1']);

    const all = (await (await carol.client.get('/api/posts')).json()) as Post[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const times = all.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.length).toBeLessThanOrEqual(50);

    expect((await carol.client.get('/api/posts?authorId=zzz')).status).toBe(400);
    expect((await carol.client.get('/api/posts?limit=500')).status).toBe(200);
  });
});
