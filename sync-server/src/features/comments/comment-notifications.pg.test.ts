// Who hears of a comment (#34): the post's author (grouped per post while unread), the author of
// the comment a reply answers, each member mentioned (once, also when an edit adds them) —
// never the commenter, never across a block or a mute; pushes by type; and the write through
// sync push, sent twice, is one comment with one notification.

import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import { mentionMarkup } from '@greenroom/shared-model/rows/comments';
import type { Comment } from '@greenroom/shared-model/schemas/comments';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { PushPayload } from '@greenroom/shared-model/schemas/push-payload';
import type { Mutation, PushReply } from '@greenroom/shared-model/schemas/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushService } from '../../../../tests/support/push-service';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { postComments } from '../../db/schema/comments';

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
  expect((await author.client.post('/api/posts', { id, content: 'Thesis trailer' })).status).toBe(
    201,
  );
  return id;
}

async function commentBy(who: SignedUp, postId: string, content: string, parentId?: string) {
  const res = await who.client.post(`/api/posts/${postId}/comments`, {
    id: randomUUID(),
    content,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Comment;
}

const notesOf = async (who: SignedUp) =>
  ((await (await who.client.get('/api/notifications')).json()) as Notification[]).filter(
    (n) => n.type === 'comment' || n.type === 'mention',
  );
const member = (firstName: string, lastName: string) => t.signUp({ firstName, lastName });

describe('comment and mention notifications', () => {
  it('the post’s author hears once per post while unread; a reply tells the answered member', async () => {
    const ada = await member('Ada', 'Okafor');
    const bob = await member('Bo', 'Lindqvist');
    const cy = await member('Cleo', 'Moreau');
    const postId = await postBy(ada);
    await commentBy(ada, postId, 'My own note');
    expect(await notesOf(ada)).toEqual([]);

    const bobs = await commentBy(bob, postId, 'Lovely');
    await commentBy(cy, postId, 'Agreed', bobs.id);
    const [note, ...more] = await notesOf(ada);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      type: 'comment',
      title: 'New Comment',
      message: 'Cleo Moreau and 1 other commented on your post',
      isRead: false,
    });
    expect(note!.data).toMatchObject({ postId });
    expect(await notesOf(bob)).toMatchObject([
      { type: 'comment', title: 'New Reply', message: 'Cleo Moreau replied to your comment' },
    ]);
    // The post's author answering is not news to the post's author.
    await commentBy(ada, postId, 'Thank you both', bobs.id);
    expect(await notesOf(ada)).toHaveLength(1);
    expect(await notesOf(bob)).toHaveLength(2);
  });

  it('a mention tells the member once, also when an edit adds them; blocks and mutes silence it', async () => {
    const ada = await member('Ada', 'Okafor');
    const bob = await member('Bo', 'Lindqvist');
    const cy = await member('Cleo', 'Moreau');
    const dee = await member('Dev', 'Tanaka');
    const sub = push.subscribe();
    expect(
      (await cy.client.post('/api/push-subscriptions', { endpoint: sub.endpoint, keys: sub.keys }))
        .status,
    ).toBe(201);
    const postId = await postBy(ada);
    const cyMention = mentionMarkup('Cleo Moreau', cy.user.id);
    const c = await commentBy(bob, postId, `${cyMention} look, and again ${cyMention}`);
    expect(await notesOf(cy)).toMatchObject([
      {
        type: 'mention',
        title: 'New Mention',
        message: 'Bo Lindqvist mentioned you in a comment',
        data: { postId, commentId: c.id, commenterId: bob.user.id },
      },
    ]);
    await t.deliveries.drain();
    expect(push.for(sub.id).map((p) => (p.payload as PushPayload).notification.data?.type)).toEqual(
      ['mention'],
    );

    // Dee muted Bo; an edit that adds Dee tells nobody new, and Cleo is not told twice.
    expect((await dee.client.post('/api/mutes', { userId: bob.user.id })).status).toBe(201);
    const deeMention = mentionMarkup('Dev Tanaka', dee.user.id);
    const edited = await bob.client.put(`/api/comments/${c.id}`, {
      content: `${cyMention} and ${deeMention}`,
    });
    expect(edited.status).toBe(200);
    expect(await notesOf(dee)).toEqual([]);
    expect(await notesOf(cy)).toHaveLength(1);

    // A member who blocked the commenter, or whom the post's author blocked, hears nothing.
    expect((await cy.client.post('/api/blocks', { userId: bob.user.id })).status).toBe(201);
    const eve = await member('Eve', 'Ito');
    expect((await ada.client.post('/api/blocks', { userId: eve.user.id })).status).toBe(201);
    await commentBy(bob, postId, `${cyMention} ${mentionMarkup('Eve Ito', eve.user.id)}`);
    expect(await notesOf(cy)).toHaveLength(1);
    expect(await notesOf(eve)).toEqual([]);
    // Mentioning oneself, or an id that is nobody, tells nobody and is no error.
    await commentBy(
      bob,
      postId,
      `${mentionMarkup('Bo', bob.user.id)} ${mentionMarkup('X', randomUUID())}`,
    );
  });

  it('a push switch turned off keeps the notification in the app only', async () => {
    const ada = await member('Ada', 'Okafor');
    const bob = await member('Bo', 'Lindqvist');
    const sub = push.subscribe();
    await ada.client.post('/api/push-subscriptions', { endpoint: sub.endpoint, keys: sub.keys });
    const off = await ada.client.post('/api/user/push-preferences', { mutedTypes: ['comment'] });
    expect(off.status).toBe(200);
    const postId = await postBy(ada);
    await commentBy(bob, postId, 'Lovely');
    await t.deliveries.drain();
    expect(await notesOf(ada)).toHaveLength(1);
    expect(push.for(sub.id)).toEqual([]);
  });

  it('through sync push, sent twice, is one comment and one notification', async () => {
    const ada = await member('Ada', 'Okafor');
    const bob = await member('Bo', 'Lindqvist');
    const postId = await postBy(ada);
    const id = randomUUID();
    const clientId = randomUUID();
    const batch: Mutation[] = [
      {
        id: 1,
        key: randomUUID(),
        method: 'POST',
        path: `/api/posts/${postId}/comments`,
        body: { id, content: 'Sent from the train' },
      },
    ];
    const send = async () => {
      const res = await bob.client.post('/api/sync/push', {
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: batch,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as PushReply;
    };
    expect((await send()).results.map((r) => r.status)).toEqual([201]);
    expect((await send()).results.map((r) => r.status)).toEqual([201]);
    expect(await t.db.select().from(postComments).where(eq(postComments.id, id))).toHaveLength(1);
    expect(await notesOf(ada)).toHaveLength(1);
  });
});
