// Comments under posts (#34): one per client id however often it is sent, one level of replies,
// who may edit and delete (the author; the post's author and admins delete), the length limits,
// blocks both ways, the post's comment count, and the replica's rows.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { mentionMarkup } from '@greenroom/shared-model/rows/comments';
import type { Comment, PostComments } from '@greenroom/shared-model/schemas/comments';
import type { Post } from '@greenroom/shared-model/schemas/posts';
import type { PullReply } from '@greenroom/shared-model/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { postComments } from '../../db/schema/comments';
import { auditLog } from '../../db/schema/moderation';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpAdmin();
});
afterAll(async () => {
  await t?.close();
});

async function postBy(author: SignedUp): Promise<string> {
  const id = randomUUID();
  const res = await author.client.post('/api/posts', { id, content: 'Our thesis trailer is up.' });
  expect(res.status).toBe(201);
  return id;
}

const comment = (who: SignedUp, postId: string, content: string, extra: object = {}) =>
  who.client.post(`/api/posts/${postId}/comments`, { id: randomUUID(), content, ...extra });
const edit = (who: SignedUp, id: string, content: string) =>
  who.client.put(`/api/comments/${id}`, { content });
const remove = (who: SignedUp, id: string) => who.client.delete(`/api/comments/${id}`);
const commentsSeenBy = async (who: SignedUp, postId: string) =>
  ((await (await who.client.get(`/api/posts/${postId}/comments`)).json()) as PostComments).comments;
const countOf = async (who: SignedUp, postId: string) =>
  ((await (await who.client.get(`/api/posts/${postId}`)).json()) as Post).commentCount;

async function commentBy(
  who: SignedUp,
  postId: string,
  content = 'Beautiful work',
): Promise<Comment> {
  const res = await comment(who, postId, content);
  expect(res.status).toBe(201);
  return (await res.json()) as Comment;
}

async function snapshotComments(who: SignedUp): Promise<string[]> {
  const res = await who.client.post('/api/sync/pull', {
    clientId: randomUUID(),
    protocolVersion: PROTOCOL_VERSION,
    cursor: null,
  });
  const body = (await res.json()) as PullReply;
  return body.changes.filter((c) => c.entity === 'comment' && c.op === 'put').map((c) => c.id);
}

describe('comments', () => {
  it('a create sent twice (replay, retry with or without its key) is one comment, counted once', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const postId = await postBy(ada);
    const body = { id: randomUUID(), content: '  Lovely light in the second shot  ' };
    const path = `/api/posts/${postId}/comments`;
    const first = await bob.client.post(path, body, { headers: { 'Idempotency-Key': 'c-once' } });
    expect(first.status).toBe(201);
    expect((await first.json()) as Comment).toMatchObject({
      id: body.id,
      postId,
      postAuthorId: ada.user.id,
      authorId: bob.user.id,
      parentId: null,
      content: 'Lovely light in the second shot',
    });
    const replayed = await bob.client.post(path, body, {
      headers: { 'Idempotency-Key': 'c-once' },
    });
    expect(replayed.status).toBe(201);
    expect((await bob.client.post(path, body)).status).toBe(201);
    expect((await ada.client.post(path, body)).status).toBe(409);
    const rows = await t.db.select().from(postComments).where(eq(postComments.postId, postId));
    expect(rows).toHaveLength(1);
    expect(await countOf(ada, postId)).toBe(1);
    expect((await commentsSeenBy(ada, postId)).map((c) => c.id)).toEqual([body.id]);
  });

  it('refuses a blank or an overlong comment with words a member understands', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const postId = await postBy(ada);
    const blank = await comment(ada, postId, '   ');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe('Write something first');
    const long = await comment(ada, postId, 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(
      'A comment can be at most 2000 characters',
    );
    expect((await comment(ada, postId, 'a'.repeat(2000))).status).toBe(201);
    const mine = await commentBy(ada, postId);
    expect((await edit(ada, mine.id, 'a'.repeat(2001))).status).toBe(400);
  });

  it('one level of replies: an answer to a reply joins its thread; deleting a comment takes its replies', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const postId = await postBy(ada);
    const top = await commentBy(bob, postId);
    const reply = (await (
      await comment(ada, postId, 'Thank you', { parentId: top.id })
    ).json()) as Comment;
    expect(reply.parentId).toBe(top.id);
    const deeper = await comment(bob, postId, 'Anytime', { parentId: reply.id });
    expect(deeper.status).toBe(201);
    expect(((await deeper.json()) as Comment).parentId).toBe(top.id);
    // A parent on another post, or none at all, is not found.
    const elsewhere = await postBy(ada);
    expect((await comment(bob, elsewhere, 'x', { parentId: top.id })).status).toBe(404);
    expect((await comment(bob, postId, 'x', { parentId: randomUUID() })).status).toBe(404);
    expect(await countOf(ada, postId)).toBe(3);

    expect((await remove(bob, top.id)).status).toBe(200);
    expect(await commentsSeenBy(ada, postId)).toEqual([]);
    expect(await countOf(ada, postId)).toBe(0);
    expect((await remove(bob, top.id)).status).toBe(404);
  });

  it('the author edits; the author, the post’s author and admins (audited) delete; nobody else', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const postId = await postBy(ada);
    const bobs = await commentBy(bob, postId);

    expect((await edit(cy, bobs.id, 'mine now')).status).toBe(403);
    expect((await edit(ada, bobs.id, 'mine now')).status).toBe(403);
    expect((await edit(admin, bobs.id, 'mine now')).status).toBe(403);
    const edited = await edit(bob, bobs.id, 'Beautiful work, truly');
    expect(edited.status).toBe(200);
    expect((await edited.json()) as Comment).toMatchObject({ content: 'Beautiful work, truly' });
    expect((await edit(bob, randomUUID(), 'x')).status).toBe(404);

    expect((await remove(cy, bobs.id)).status).toBe(403);
    expect((await remove(ada, bobs.id)).status).toBe(200);
    const cys = await commentBy(cy, postId);
    expect((await remove(admin, cys.id)).status).toBe(200);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.itemId, cys.id));
    expect(audited).toMatchObject([
      { action: 'comment.delete', itemKind: 'comment', memberId: cy.user.id },
    ]);
    const own = await commentBy(cy, postId);
    expect((await remove(cy, own.id)).status).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.itemId, own.id))).toEqual([]);
  });

  it('blocks hide comments both ways and keep the blocked member from commenting', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const postId = await postBy(ada);
    const cys = await commentBy(cy, postId);
    const bobs = await commentBy(bob, postId);
    expect(await snapshotComments(bob)).toEqual(expect.arrayContaining([cys.id, bobs.id]));

    // Cy blocks Bob: neither sees the other's comment, nor answers it.
    expect((await cy.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    expect((await commentsSeenBy(bob, postId)).map((c) => c.id)).toEqual([bobs.id]);
    expect((await commentsSeenBy(cy, postId)).map((c) => c.id)).toEqual([cys.id]);
    expect((await comment(bob, postId, 'hm', { parentId: cys.id })).status).toBe(404);
    const bobSees = await snapshotComments(bob);
    expect(bobSees).toContain(bobs.id);
    expect(bobSees).not.toContain(cys.id);

    // The post's author blocks Bob: the post and every comment under it are gone for him.
    expect((await ada.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    const refused = await comment(bob, postId, 'Still here?');
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe('Post not found');
    expect((await bob.client.get(`/api/posts/${postId}/comments`)).status).toBe(404);
    expect(await snapshotComments(bob)).not.toContain(bobs.id);
    expect((await commentsSeenBy(ada, postId)).map((c) => c.id)).toEqual([cys.id]);
  });

  it('a deleted post takes its comments with it', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const postId = await postBy(ada);
    const bobs = await commentBy(bob, postId);
    expect((await ada.client.delete(`/api/posts/${postId}`)).status).toBe(200);
    expect(await t.db.select().from(postComments).where(eq(postComments.id, bobs.id))).toEqual([]);
    expect((await remove(bob, bobs.id)).status).toBe(404);
  });

  it('reports include comments: hidden from the reporter at once, removed by an admin (audited)', async () => {
    const ada = await t.signUp({ firstName: 'Ada' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const cy = await t.signUp({ firstName: 'Cy' });
    const postId = await postBy(ada);
    const cys = await commentBy(cy, postId, 'Buy followers here');
    const reported = await bob.client.post('/api/reports', {
      itemKind: 'comment',
      itemId: cys.id,
      reason: 'spam',
    });
    expect(reported.status).toBe(201);
    expect(await commentsSeenBy(bob, postId)).toEqual([]);
    expect(await snapshotComments(bob)).not.toContain(cys.id);
    expect((await commentsSeenBy(ada, postId)).map((c) => c.id)).toEqual([cys.id]);
    const resolved = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'comment',
      itemId: cys.id,
      decision: 'remove',
    });
    expect(resolved.status).toBe(200);
    expect(await commentsSeenBy(ada, postId)).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.itemId, cys.id))).toMatchObject([
      { action: 'report.remove', itemKind: 'comment' },
    ]);
  });

  it('a mention stays in the text as written', async () => {
    const ada = await t.signUp({ firstName: 'Ada', lastName: 'Okafor' });
    const bob = await t.signUp({ firstName: 'Bob' });
    const postId = await postBy(bob);
    const text = `Ask ${mentionMarkup('Ada Okafor', ada.user.id)} about the grade`;
    expect((await commentBy(bob, postId, text)).content).toBe(text);
  });
});
