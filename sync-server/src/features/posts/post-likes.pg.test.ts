// Likes of posts (#34): one per member and post, the post's count kept by the database, the
// author told once per post while unread ("Ada and 2 others liked your post", pushed at most
// once an hour), who likes it for the post page, and blocks.

import { randomUUID } from 'node:crypto';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { Post, PostLike, PostLikers } from '@greenroom/shared-model/schemas/posts';
import type { PushPayload } from '@greenroom/shared-model/schemas/push-payload';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushService } from '../../../../tests/support/push-service';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { postLikes } from '../../db/schema/feed';
import { notifications } from '../../db/schema/notifications';

let t: TestApp;
let push: PushService;

beforeAll(async () => {
  push = await PushService.start();
  t = await createTestApp({ push: { allowLoopbackHttp: true } });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

async function postBy(author: SignedUp): Promise<string> {
  const id = randomUUID();
  const res = await author.client.post('/api/posts', { id, content: 'Our thesis trailer is up.' });
  expect(res.status).toBe(201);
  return id;
}

const like = (who: SignedUp, postId: string) => who.client.post(`/api/posts/${postId}/like`, {});
const unlike = (who: SignedUp, postId: string) => who.client.delete(`/api/posts/${postId}/like`);
const countOf = async (who: SignedUp, postId: string) =>
  ((await (await who.client.get(`/api/posts/${postId}`)).json()) as Post).likeCount;
const likeNotes = async (who: SignedUp) =>
  ((await (await who.client.get('/api/notifications')).json()) as Notification[]).filter(
    (n) => n.type === 'like',
  );

describe('likes of posts', () => {
  it('one like per member: a second like and a replay change nothing; unlike takes it back', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const postId = await postBy(ada);
    expect(await countOf(bob, postId)).toBe(0);

    const first = await like(bob, postId);
    expect(first.status).toBe(201);
    expect((await first.json()) as PostLike).toMatchObject({ postId, userId: bob.user.id });
    expect((await like(bob, postId)).status).toBe(200);
    const replayed = await bob.client.post(
      `/api/posts/${postId}/like`,
      {},
      {
        headers: { 'Idempotency-Key': 'like-once' },
      },
    );
    expect(replayed.status).toBe(200);
    expect(await countOf(ada, postId)).toBe(1);

    expect((await unlike(bob, postId)).status).toBe(200);
    expect((await unlike(bob, postId)).status).toBe(200);
    expect(await countOf(ada, postId)).toBe(0);
    const rows = await t.db.select().from(postLikes).where(eq(postLikes.postId, postId));
    expect(rows).toEqual([]);
  });

  it('40 parallel likes of one post by 8 members count 8', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const postId = await postBy(ada);
    const likers = await Promise.all(Array.from({ length: 8 }, () => t.signUp()));
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => like(likers[i % 8]!, postId)),
    );
    expect(replies.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(await countOf(ada, postId)).toBe(8);
  });

  it('a post that is missing, or whose author a block stands between, answers 404', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    expect((await like(bob, randomUUID())).status).toBe(404);
    expect((await like(bob, 'not-an-id')).status).toBe(404);
    const postId = await postBy(ada);
    expect((await ada.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    const refused = await like(bob, postId);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe('Post not found');
    expect((await bob.client.get(`/api/posts/${postId}/likes`)).status).toBe(404);
    expect(await countOf(ada, postId)).toBe(0);
  });

  it('the author is told once per post while unread, pushed once an hour; not of their own like', async () => {
    const ada = await t.signUp({ firstName: 'Ada', lastName: 'Okafor' });
    const sub = push.subscribe();
    expect(
      (await ada.client.post('/api/push-subscriptions', { endpoint: sub.endpoint, keys: sub.keys }))
        .status,
    ).toBe(201);
    const postId = await postBy(ada);
    expect((await like(ada, postId)).status).toBe(201);
    expect(await likeNotes(ada)).toEqual([]);

    const names = ['Bo Lindqvist', 'Cleo Moreau', 'Dev Tanaka'];
    for (const name of names) {
      const [firstName, lastName] = name.split(' ');
      expect((await like(await t.signUp({ firstName, lastName }), postId)).status).toBe(201);
    }
    const [note, ...more] = await likeNotes(ada);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      title: 'New Like',
      message: 'Dev Tanaka and 2 others liked your post',
      isRead: false,
    });
    expect(note!.data).toMatchObject({ postId });
    // One push: the later likes within the hour rewrote the notification without pushing again.
    await t.deliveries.drain();
    expect(push.for(sub.id).map((p) => (p.payload as PushPayload).notification.data?.type)).toEqual(
      ['like'],
    );
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, note!.id));
    expect(row!.pushedAt).not.toBeNull();

    // Once read, the next like is a new notification.
    expect((await ada.client.patch(`/api/notifications/${note!.id}/read`, {})).status).toBe(200);
    expect((await like(await t.signUp({ firstName: 'Esme' }), postId)).status).toBe(201);
    const after = await likeNotes(ada);
    expect(after).toHaveLength(2);
    expect(after.filter((n) => !n.isRead)[0]!.message).toMatch(/^Esme .* and 3 others liked/);
  });

  it('who likes a post: newest first, without members a block stands between', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const postId = await postBy(ada);
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const dee = await t.signUp({ firstName: 'Dee' });
    for (const m of [bob, cy, dee]) expect((await like(m, postId)).status).toBe(201);
    expect((await dee.client.post('/api/blocks', { userId: cy.user.id })).status).toBe(201);

    const seenBy = async (m: SignedUp) =>
      (await (await m.client.get(`/api/posts/${postId}/likes`)).json()) as PostLikers;
    const byAda = await seenBy(ada);
    expect(byAda.likers.map((u) => u.firstName)).toEqual(['Dee', 'Cy', 'Bob']);
    expect(byAda.total).toBe(3);
    const byDee = await seenBy(dee);
    expect(byDee.likers.map((u) => u.firstName)).toEqual(['Dee', 'Bob']);
    expect(byDee.total).toBe(3);
  });

  it('a deleted post takes its likes with it', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const postId = await postBy(ada);
    expect((await like(bob, postId)).status).toBe(201);
    expect((await ada.client.delete(`/api/posts/${postId}`)).status).toBe(200);
    const left = await t.db
      .select()
      .from(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, bob.user.id)));
    expect(left).toEqual([]);
  });
});
