// Messages, the rest of #33 (ADR 045): reporting a message or a conversation (the excerpt kept at
// the report, the admin's audited read, only members report), "Delete conversation for me" and
// its return with only the new messages, and the typing frame (members only, never across a
// block).
import { randomUUID } from 'node:crypto';
import { pairConversationId } from '@greenroom/shared-model/rows/messages';
import type {
  Conversation,
  ConversationMember,
  Message,
  MessagesPage,
} from '@greenroom/shared-model/schemas/messages';
import type {
  AuditEntry,
  ReportCase,
  ReportExcerpt,
} from '@greenroom/shared-model/schemas/reports';
import type { ServerMessage } from '@greenroom/shared-model/schemas/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMembers as connect } from '../../../../tests/support/connect-members';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { EVENTS_CHANNEL, type EventPayload } from '../../live/channels';
import { conversationOf, replicaOf, sent } from './messages.test-helpers';
import { relayTyping } from './typing';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpAdmin();
});
afterAll(async () => {
  await t?.close();
});

const member = (firstName: string) => t.signUp({ firstName, lastName: 'Moreau' });

const report = (who: SignedUp, itemKind: string, itemId: string) =>
  who.client.post('/api/reports', { itemKind, itemId, reason: 'harassment' });

const queue = async () =>
  (await (await admin.client.get('/api/admin/reports')).json()) as ReportCase[];

const excerpt = (itemKind: string, itemId: string) =>
  admin.client.get(`/api/admin/reports/excerpt?itemKind=${itemKind}&itemId=${itemId}`);

describe('reporting a message or a conversation', () => {
  it('keeps the reported message and the five before it; the queue shows none of it; reading it is audited', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    const all: Message[] = [];
    for (let i = 1; i <= 8; i++) all.push(await sent(i % 2 ? bob : ada, id, `line ${i}`));
    const reported = all[6]!; // "line 7", by Bob
    expect((await report(ada, 'message', reported.id)).status).toBe(201);
    // Nothing of a private conversation in the queue itself.
    const c = (await queue()).find((x) => x.item.id === reported.id);
    expect(c).toMatchObject({
      item: { kind: 'message', exists: true, text: null, title: null },
      reporterCount: 1,
    });
    expect(c?.item.member?.id).toBe(bob.user.id);
    expect(JSON.stringify(c)).not.toContain('line');

    const res = await excerpt('message', reported.id);
    expect(res.status).toBe(200);
    const read = (await res.json()) as ReportExcerpt;
    expect(read.messages.map((m) => m.content)).toEqual([
      'line 2',
      'line 3',
      'line 4',
      'line 5',
      'line 6',
      'line 7',
    ]);
    expect(read.messages.filter((m) => m.reported).map((m) => m.id)).toEqual([reported.id]);
    expect(read.messages[0]?.sender?.id).toBe(ada.user.id);

    const log = (await (
      await admin.client.get(`/api/admin/audit-log?memberId=${bob.user.id}`)
    ).json()) as AuditEntry[];
    expect(log[0]).toMatchObject({
      action: 'report.read_excerpt',
      itemKind: 'message',
      itemId: reported.id,
      admin: { id: admin.user.id },
    });
    // A member cannot read it; an item without an excerpt has none.
    expect(
      (await ada.client.get(`/api/admin/reports/excerpt?itemKind=message&itemId=${reported.id}`))
        .status,
    ).toBe(403);
    expect((await excerpt('conversation', randomUUID())).status).toBe(404);

    // Remove content empties the message for everyone.
    const removed = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'message',
      itemId: reported.id,
      decision: 'remove',
    });
    expect(removed.status).toBe(200);
    const after = (await replicaOf(bob)).messages.find((m) => m.id === reported.id);
    expect(after).toMatchObject({ content: '', deletedAt: expect.any(String) });
  });

  it('only a member of the conversation reports it, never their own message; a conversation names the other member', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const eve = await member('Eve');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    const mine = await sent(ada, id, 'hello');
    await sent(bob, id, 'go away');
    expect((await report(eve, 'message', mine.id)).status).toBe(404);
    expect((await report(eve, 'conversation', id)).status).toBe(404);
    expect((await report(ada, 'message', mine.id)).status).toBe(403);
    // Ada started it, and reports it: the report is about Bob.
    expect((await report(ada, 'conversation', id)).status).toBe(201);
    expect((await report(ada, 'conversation', id)).status).toBe(409);
    const c = (await queue()).find((x) => x.item.id === id);
    expect(c?.item).toMatchObject({ kind: 'conversation', text: null, title: null });
    expect(c?.item.member?.id).toBe(bob.user.id);
    const read = (await (await excerpt('conversation', id)).json()) as ReportExcerpt;
    expect(read.messages.map((m) => m.content)).toEqual(['hello', 'go away']);
    // A conversation cannot be removed, its member can be warned.
    const remove = await admin.client.post('/api/admin/reports/resolve', {
      itemKind: 'conversation',
      itemId: id,
      decision: 'remove',
    });
    expect(remove.status).toBe(400);
  });
});

describe('delete conversation for me', () => {
  it('leaves my replica until a new message; then it comes back with only the messages after', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    await connect(ada, bob);
    const id = await conversationOf(ada, [bob]);
    await sent(ada, id, 'before 1');
    await sent(bob, id, 'before 2');

    const del = await bob.client.delete(`/api/conversations/${id}`);
    expect(del.status).toBe(200);
    expect(((await del.json()) as ConversationMember).status).toBe('hidden');
    const bobs = await replicaOf(bob);
    expect(bobs.conversations.map((c) => c.id)).not.toContain(id);
    expect(bobs.messages.filter((m) => m.conversationId === id)).toEqual([]);
    // Ada keeps everything; Bob's reads and writes of it answer 404 meanwhile.
    expect((await replicaOf(ada)).messages.filter((m) => m.conversationId === id)).toHaveLength(2);
    expect((await bob.client.get(`/api/conversations/${id}/messages`)).status).toBe(404);
    expect((await bob.client.delete(`/api/conversations/${id}`)).status).toBe(404);

    await sent(ada, id, 'after');
    const back = await replicaOf(bob);
    expect(back.conversations.map((c) => c.id)).toContain(id);
    expect(
      back.members.find((m) => m.conversationId === id && m.userId === bob.user.id),
    ).toMatchObject({ status: 'active' });
    expect(back.messages.filter((m) => m.conversationId === id).map((m) => m.content)).toEqual([
      'after',
    ]);
    const page = (await (
      await bob.client.get(`/api/conversations/${id}/messages`)
    ).json()) as MessagesPage;
    expect(page.messages.map((m) => m.content)).toEqual(['after']);
    // Reporting cannot reach back past the deletion either.
    const older = (await replicaOf(ada)).messages.find((m) => m.content === 'before 1');
    expect((await report(bob, 'message', older!.id)).status).toBe(404);
  });

  it('"Message" opens the pair\'s conversation again by its own id; nobody else can take that id', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const eve = await member('Eve');
    await connect(ada, bob);
    const id = pairConversationId(ada.user.id, bob.user.id);
    const start = (who: SignedUp, memberIds: string[]) =>
      who.client.post('/api/conversations', { id, memberIds });
    // Another member cannot take the pair's id first, alone or in a group.
    expect((await start(eve, [ada.user.id])).status).toBe(400);
    expect((await start(eve, [ada.user.id, bob.user.id])).status).toBe(400);
    expect((await start(ada, [bob.user.id])).status).toBe(201);
    await sent(ada, id, 'before');
    expect((await bob.client.delete(`/api/conversations/${id}`)).status).toBe(200);
    expect((await replicaOf(bob)).conversations.map((c) => c.id)).not.toContain(id);

    // Bob's "Message" on Ada's profile: the same conversation, without what he deleted.
    const again = await start(bob, [ada.user.id]);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Conversation).id).toBe(id);
    const back = await replicaOf(bob);
    expect(back.conversations.map((c) => c.id)).toContain(id);
    expect(
      back.members.find((m) => m.conversationId === id && m.userId === bob.user.id),
    ).toMatchObject({ status: 'active' });
    expect(back.messages.filter((m) => m.conversationId === id)).toEqual([]);
    await sent(bob, id, 'after');
    expect(
      (await replicaOf(ada)).messages
        .filter((m) => m.conversationId === id)
        .map((m) => m.content)
        .sort(),
    ).toEqual(['after', 'before']);
    // A random id for the pair is still the second conversation it always was.
    expect(
      (await ada.client.post('/api/conversations', { id: randomUUID(), memberIds: [bob.user.id] }))
        .status,
    ).toBe(409);
  });

  it('a request is deleted with "Delete request", not here', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const id = await conversationOf(ada, [bob]);
    await sent(ada, id, 'hi');
    expect((await bob.client.delete(`/api/conversations/${id}`)).status).toBe(409);
  });
});

describe('typing', () => {
  it('reaches the other members who see the conversation, never a blocked one nor from outside', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const cy = await member('Cy');
    const eve = await member('Eve');
    await connect(ada, bob);
    await connect(ada, cy);
    const id = await conversationOf(ada, [bob, cy]);
    expect((await cy.client.post('/api/blocks', { userId: ada.user.id })).status).toBe(201);

    const got: EventPayload[] = [];
    const stop = await t.database.listen(EVENTS_CHANNEL, (p) => {
      const event = JSON.parse(p) as EventPayload;
      if (event.message.type === 'typing') got.push(event);
    });
    try {
      await relayTyping(t.db, ada.user.id, id);
      await relayTyping(t.db, eve.user.id, id); // not a member: nothing
      await relayTyping(t.db, ada.user.id, randomUUID()); // no such conversation: nothing
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await stop();
    }
    expect(got.map((e) => e.userId)).toEqual([bob.user.id]);
    expect(got[0]!.message).toEqual({
      type: 'typing',
      conversationId: id,
      userId: ada.user.id,
    } satisfies ServerMessage);
  });
});
