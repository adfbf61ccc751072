// Direct messages (#33, ADR 045): who may message whom (connections and a job's author and
// applicant directly, anyone else through Requests; never across a block; never an unverified
// account), what each member's replica holds, deleting, reading, muting, leaving, the message
// notification and its push, the older pages, and the write through sync push sent twice.

import { randomUUID } from 'node:crypto';
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { ConversationMember, MessagesPage } from '@greenroom/shared-model/schemas/messages';
import type { Notification } from '@greenroom/shared-model/schemas/notifications';
import type { PushPayload } from '@greenroom/shared-model/schemas/push-payload';
import type { Mutation, PushReply } from '@greenroom/shared-model/schemas/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMembers as connect } from '../../../../tests/support/connect-members';
import { PushService } from '../../../../tests/support/push-service';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { messages } from '../../db/schema/messages';
import { conversationOf, replicaOf, send, sent, start } from './messages.test-helpers';

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

const member = (firstName: string, lastName = 'Okafor') => t.signUp({ firstName, lastName });

const act = (who: SignedUp, conversationId: string, verb: string) =>
  who.client.post(`/api/conversations/${conversationId}/${verb}`, {});

const statusOf = async (who: SignedUp, conversationId: string, of: SignedUp) =>
  (await replicaOf(who)).members.find(
    (m) => m.conversationId === conversationId && m.userId === of.user.id,
  );

const messageNotes = async (who: SignedUp) =>
  ((await (await who.client.get('/api/notifications')).json()) as Notification[]).filter(
    (n) => n.type === 'message',
  );

describe('who may message whom', () => {
  it('connections write directly; both replicas hold the conversation, its members and messages', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob', 'Lindqvist');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    const hello = await sent(ada, id, '  Free on Friday for the shoot?  ');
    expect(hello).toMatchObject({
      conversationId: id,
      senderId: ada.user.id,
      content: 'Free on Friday for the shoot?',
      deletedAt: null,
    });
    await sent(bob, id, 'Yes!');
    for (const who of [ada, bob]) {
      const replica = await replicaOf(who);
      expect(replica.conversations.map((c) => c.id)).toEqual([id]);
      expect(replica.members.map((m) => [m.userId, m.status]).sort()).toEqual(
        [
          [ada.user.id, 'active'],
          [bob.user.id, 'active'],
        ].sort(),
      );
      expect(replica.messages.map((m) => m.content).sort()).toEqual(
        ['Free on Friday for the shoot?', 'Yes!'].sort(),
      );
    }
    // Nobody else's replica holds any of it.
    const cy = await member('Cy');
    expect(await replicaOf(cy)).toEqual({ conversations: [], members: [], messages: [] });
  });

  it('one conversation per pair: a second start answers 409, the same start again 201', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const body = { id: randomUUID(), memberIds: [bob.user.id] };
    expect((await ada.client.post('/api/conversations', body)).status).toBe(201);
    expect((await ada.client.post('/api/conversations', body)).status).toBe(201);
    const again = await start(bob, [ada]);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'You already have a conversation with this member',
    );
    expect((await start(ada, [ada])).status).toBe(400);
  });

  it('anyone else lands in Requests: unseen reading until accepted, writing back accepts', async () => {
    const ada = await member('Ada');
    const cy = await member('Cy');
    const id = await conversationOf(cy, [ada]);
    await sent(cy, id, 'Loved your reel');
    expect((await statusOf(ada, id, ada))?.status).toBe('request');
    expect((await act(ada, id, 'read')).status).toBe(400); // readAt is required
    expect(
      (
        await ada.client.post(`/api/conversations/${id}/read`, {
          readAt: new Date().toISOString(),
        })
      ).status,
    ).toBe(200);
    // Cy does not see that Ada read it while it is a request.
    expect((await statusOf(cy, id, ada))?.lastReadAt).toBeNull();
    expect((await statusOf(ada, id, ada))?.lastReadAt).not.toBeNull();
    expect((await act(ada, id, 'accept')).status).toBe(200);
    expect((await statusOf(cy, id, ada))?.status).toBe('active');
    expect((await statusOf(cy, id, ada))?.lastReadAt).not.toBeNull();
    expect((await act(ada, id, 'decline')).status).toBe(409);

    // Writing back to a request accepts it.
    const dee = await member('Dee');
    const other = await conversationOf(dee, [ada]);
    await sent(dee, other, 'Hi');
    await sent(ada, other, 'Hello');
    expect((await statusOf(dee, other, ada))?.status).toBe('active');
  });

  it('a deleted request leaves the recipient’s devices and the sender cannot write again', async () => {
    const ada = await member('Ada');
    const eve = await member('Eve');
    const id = await conversationOf(eve, [ada]);
    await sent(eve, id, 'Buy my course');
    expect((await replicaOf(ada)).conversations.map((c) => c.id)).toEqual([id]);
    expect((await act(ada, id, 'decline')).status).toBe(200);
    expect(await replicaOf(ada)).toEqual({ conversations: [], members: [], messages: [] });
    const again = await send(eve, id, 'Hello?');
    expect(again.status).toBe(403);
    expect(((await again.json()) as { message: string }).message).toBe(
      'This member deleted your message request',
    );
    expect((await start(eve, [ada])).status).toBe(409);
    // Ada no longer sees the conversation at all.
    expect((await send(ada, id, 'x')).status).toBe(404);
    expect((await act(ada, id, 'accept')).status).toBe(404);
  });

  it('a job’s author and an applicant write directly while the application exists', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const job = (await (
      await ada.client.post('/api/jobs', { title: 'Gaffer', description: 'Short film' })
    ).json()) as { id: string };
    expect((await bob.client.post(`/api/jobs/${job.id}/apply`, { message: 'Me' })).status).toBe(
      201,
    );
    const id = await conversationOf(ada, [bob]);
    expect((await statusOf(bob, id, bob))?.status).toBe('active');
    // Without the application, a request.
    const cy = await member('Cy');
    const other = await conversationOf(ada, [cy]);
    expect((await statusOf(cy, other, cy))?.status).toBe('request');
  });

  it('a block ends it both ways: no start, no message, the other side’s messages leave the replica', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    await sent(ada, id, 'From Ada');
    await sent(bob, id, 'From Bob');
    expect((await bob.client.post('/api/blocks', { userId: ada.user.id })).status).toBe(201);
    for (const [from, to] of [
      [ada, bob],
      [bob, ada],
    ] as const) {
      const res = await send(from, id, 'Still there?');
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe(
        'You can’t message this member',
      );
      expect((await start(from, [to])).status).toBe(404);
    }
    expect((await replicaOf(ada)).messages.map((m) => m.content)).toEqual(['From Ada']);
    expect((await replicaOf(bob)).messages.map((m) => m.content)).toEqual(['From Bob']);
    const page = (await (
      await ada.client.get(`/api/conversations/${id}/messages`)
    ).json()) as MessagesPage;
    expect(page.messages.map((m) => m.content)).toEqual(['From Ada']);
    // A group with a third member starting with someone blocked is refused too.
    const cy = await member('Cy');
    expect((await start(cy, [ada, bob])).status).toBe(201);
    expect((await start(ada, [cy, bob])).status).toBe(404);
  });

  it('an account whose e-mail is not verified cannot start, write or be written to', async () => {
    const ada = await member('Ada');
    const una = await t.signUp({ firstName: 'Una', verified: false });
    expect((await start(una, [ada])).status).toBe(403);
    const res = await start(ada, [una]);
    expect(res.status).toBe(404);
    const id = await conversationOf(ada, [await member('Bob')]);
    expect((await send(una, id, 'hi')).status).toBe(403);
  });

  it('members outside a conversation can do nothing with it (404 as if absent)', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const cy = await member('Cy');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    const msg = await sent(ada, id, 'Private');
    expect((await send(cy, id, 'hi')).status).toBe(404);
    for (const verb of ['accept', 'decline', 'leave']) {
      expect((await act(cy, id, verb)).status).toBe(404);
    }
    expect(
      (await cy.client.post(`/api/conversations/${id}/read`, { readAt: new Date().toISOString() }))
        .status,
    ).toBe(404);
    expect((await cy.client.put(`/api/conversations/${id}/mute`, { muted: true })).status).toBe(
      404,
    );
    expect((await cy.client.delete(`/api/messages/${msg.id}`)).status).toBe(404);
    expect((await cy.client.get(`/api/conversations/${id}/messages`)).status).toBe(404);
    // A member may delete only their own message.
    expect((await bob.client.delete(`/api/messages/${msg.id}`)).status).toBe(403);
  });
});

describe('a deleted account', () => {
  it('stays in the conversation as "Deleted member" and cannot be written to', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    await sent(bob, id, 'Bye for now');
    const gone = await bob.client.post('/api/account/delete', { currentPassword: bob.password });
    expect(gone.status).toBe(200);
    expect((await statusOf(ada, id, bob))?.user).toBeNull();
    expect((await send(ada, id, 'Hello?')).status).toBe(404);
  });
});

describe('groups', () => {
  it('up to 8 members with an optional name; a member leaves and the conversation leaves their devices', async () => {
    const ada = await member('Ada');
    const crew = await Promise.all(['Bo', 'Cy', 'Di'].map((n) => member(n)));
    for (const c of crew) await connect(ada, c);
    const id = await conversationOf(ada, crew, { name: '  Call sheet crew ' });
    const [bo, cy, di] = crew as [SignedUp, SignedUp, SignedUp];
    const replica = await replicaOf(bo);
    expect(replica.conversations).toMatchObject([{ id, name: 'Call sheet crew', isGroup: true }]);
    // Bo and Cy are not connected: in a group each member's standing is with its starter.
    expect(replica.members).toHaveLength(4);
    await sent(cy, id, 'Call time 7am');
    expect((await act(ada, id, 'leave')).status).toBe(200);
    expect(await replicaOf(ada)).toEqual({ conversations: [], members: [], messages: [] });
    expect((await send(ada, id, 'back')).status).toBe(404);
    expect((await statusOf(di, id, ada))?.status).toBe('left');
    await sent(di, id, 'Got it');
    // A one-to-one conversation cannot be left.
    await connect(bo, cy);
    const pair = await conversationOf(bo, [cy]);
    expect((await act(bo, pair, 'leave')).status).toBe(400);
    // Eight members at most, starter included.
    const nine = Array.from({ length: 8 }, () => ({ user: { id: randomUUID() } }) as SignedUp);
    const tooMany = await start(ada, nine);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      'A group can have at most 8 members',
    );
  });
});

describe('deleting, reading, muting, paging', () => {
  it('a deleted message keeps its place with no content for everyone', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    const msg = await sent(ada, id, 'Oops, wrong chat');
    const res = await ada.client.delete(`/api/messages/${msg.id}`);
    expect(res.status).toBe(200);
    expect((await ada.client.delete(`/api/messages/${msg.id}`)).status).toBe(200);
    const [seen] = (await replicaOf(bob)).messages;
    expect(seen).toMatchObject({ id: msg.id, content: '' });
    expect(seen?.deletedAt).not.toBeNull();
  });

  it('read marks never move back nor past now; a mute is seen only by its member', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    const read = (at: string) => bob.client.post(`/api/conversations/${id}/read`, { readAt: at });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const row = (await (await read(future)).json()) as ConversationMember;
    expect(Date.parse(row.lastReadAt!)).toBeLessThanOrEqual(Date.now());
    const back = (await (await read('2020-01-01T00:00:00.000Z')).json()) as ConversationMember;
    expect(back.lastReadAt).toBe(row.lastReadAt);

    expect((await bob.client.put(`/api/conversations/${id}/mute`, { muted: true })).status).toBe(
      200,
    );
    expect((await statusOf(bob, id, bob))?.muted).toBe(true);
    expect((await statusOf(ada, id, bob))?.muted).toBe(false);
    await sent(ada, id, 'Muted line');
    expect(await messageNotes(bob)).toEqual([]);
  });

  it('older messages a page at a time, newest first', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    await t.db.execute(
      sql`insert into messages (conversation_id, sender_id, content, created_at)
          select ${id}::uuid, ${ada.user.id}::uuid, 'line ' || n, now() - (n || ' minutes')::interval
          from generate_series(1, 60) n`,
    );
    const first = (await (
      await bob.client.get(`/api/conversations/${id}/messages`)
    ).json()) as MessagesPage;
    expect(first.messages).toHaveLength(50);
    expect(first.more).toBe(true);
    expect(first.messages[0]?.content).toBe('line 1');
    const before = encodeURIComponent(first.messages.at(-1)!.createdAt);
    const second = (await (
      await bob.client.get(`/api/conversations/${id}/messages?before=${before}`)
    ).json()) as MessagesPage;
    expect(second.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `line ${51 + i}`),
    );
    expect(second.more).toBe(false);
    expect((await bob.client.get(`/api/conversations/${id}/messages?before=soon`)).status).toBe(
      400,
    );
  });
});

describe('the message notification', () => {
  it('one unread notification per conversation, pushed at each message as "{name}: {text}"', async () => {
    const ada = await member('Ada', 'Okafor');
    const bob = await member('Bob', 'Lindqvist');
    await connect(ada, bob);
    const sub = push.subscribe();
    expect(
      (await bob.client.post('/api/push-subscriptions', { endpoint: sub.endpoint, keys: sub.keys }))
        .status,
    ).toBe(201);
    const id = await conversationOf(ada, [bob]);
    await sent(ada, id, 'First line');
    await t.deliveries.drain();
    const long = 'x'.repeat(150);
    await sent(ada, id, long);
    const notes = await messageNotes(bob);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New Message',
      message: `Ada Okafor: ${'x'.repeat(100)}…`,
      data: { senderId: ada.user.id, conversationId: id },
    });
    expect(await messageNotes(ada)).toEqual([]);
    await t.deliveries.drain();
    const pushes = push.for(sub.id);
    expect(pushes.map((p) => (p.payload as PushPayload).notification.data?.type)).toEqual([
      'message',
      'message',
    ]);
    expect(pushes[0]?.payload).toMatchObject({
      notification: {
        body: 'Ada Okafor: First line',
        navigate: `http://localhost:3000/messages/${id}`,
        tag: `message:${id}`,
      },
    });
    expect(pushes[0]?.urgency).toBe('high');
    expect(pushes[1]?.payload).toMatchObject({
      notification: { body: `Ada Okafor: ${'x'.repeat(100)}…` },
    });
    // A member who muted the sender hears nothing.
    const cy = await member('Cy');
    await connect(ada, cy);
    expect((await cy.client.post('/api/mutes', { userId: ada.user.id })).status).toBe(201);
    const other = await conversationOf(ada, [cy]);
    await sent(ada, other, 'Hello Cy');
    expect(await messageNotes(cy)).toEqual([]);
  });

  it('a message pushed twice through sync push is one message with one notification', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const conversationId = randomUUID();
    const id = randomUUID();
    const clientId = randomUUID();
    const batch: Mutation[] = [
      {
        id: 1,
        key: randomUUID(),
        method: 'POST',
        path: '/api/conversations',
        body: { id: conversationId, memberIds: [bob.user.id] },
      },
      {
        id: 2,
        key: randomUUID(),
        method: 'POST',
        path: `/api/conversations/${conversationId}/messages`,
        body: { id, content: 'Written on the train' },
      },
    ];
    const pushBatch = async (who: SignedUp, mutations: Mutation[], client = clientId) => {
      const res = await who.client.post('/api/sync/push', {
        clientId: client,
        protocolVersion: PROTOCOL_VERSION,
        mutations,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as PushReply;
    };
    expect((await pushBatch(ada, batch)).results.map((r) => r.status)).toEqual([201, 201]);
    expect((await pushBatch(ada, batch)).results.map((r) => r.status)).toEqual([201, 201]);
    expect(await t.db.select().from(messages).where(eq(messages.id, id))).toHaveLength(1);
    expect(await messageNotes(bob)).toHaveLength(1);
    // Through the push too, an outsider is refused and the refusal is recorded.
    const cy = await member('Cy');
    const refused = await pushBatch(
      cy,
      [
        {
          id: 1,
          key: randomUUID(),
          method: 'POST',
          path: `/api/conversations/${conversationId}/messages`,
          body: { id: randomUUID(), content: 'Let me in' },
        },
      ],
      randomUUID(),
    );
    expect(refused.results.map((r) => r.status)).toEqual([404]);
  });
});
