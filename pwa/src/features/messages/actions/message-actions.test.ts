import 'fake-indexeddb/auto';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { memberRowId } from '@greenroom/shared-model/rows/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { applyReplicaOps } from '../../../client-core/outbox/undo';
import { closeTestDbs, TEST_AUTHOR, testDb } from '../../../client-core/testing/fixtures';
import {
  declineMessageRequest,
  deleteConversationForMe,
  keepRefusedWords,
  markConversationRead,
  retryMessage,
  sendMessage,
  startConversation,
} from './message-actions';

afterEach(() => closeTestDbs());

const now = new Date('2026-11-27T10:00:00.000Z');
const bob = { ...TEST_AUTHOR, id: crypto.randomUUID(), firstName: 'Bob' };

describe('message actions', () => {
  it('a new conversation shows at once with its members under the ids the server gives them; the pair’s is reused', async () => {
    const db = testDb();
    const id = await startConversation(db, TEST_AUTHOR, [bob], 'ignored', now);
    expect(await db.conversations.get(id)).toMatchObject({
      isGroup: false,
      name: null,
      pending: 1,
    });
    const members = await db.conversationMembers.where('conversationId').equals(id).toArray();
    expect(members.map((m) => m.id).sort()).toEqual(
      [memberRowId(id, TEST_AUTHOR.id), memberRowId(id, bob.id)].sort(),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/conversations',
      body: { id, memberIds: [bob.id], name: 'ignored' },
    });
    expect(await startConversation(db, TEST_AUTHOR, [bob], null, now)).toBe(id);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a message is pending ("Sending…") and queued; refused, its undo keeps it marked failed, and Retry sends it again', async () => {
    const db = testDb();
    const id = await startConversation(db, TEST_AUTHOR, [bob], null, now);
    await sendMessage(db, TEST_AUTHOR.id, id, '  Free on Friday?  ', { now });
    const [message] = await db.messages.toArray();
    expect(message).toMatchObject({ conversationId: id, content: 'Free on Friday?', pending: 1 });
    const entry = (await db.outbox.toArray()).at(-1)!;
    expect(entry).toMatchObject({
      path: `/api/conversations/${id}/messages`,
      body: { id: message!.id, content: 'Free on Friday?' },
    });
    await db.transaction('rw', db.tables, (tx) => applyReplicaOps(tx, entry.undo));
    const failed = await db.messages.get(message!.id);
    expect(failed).toMatchObject({ failed: 1, content: 'Free on Friday?' });
    expect(failed?.pending).toBeUndefined();
    await retryMessage(db, TEST_AUTHOR.id, failed!);
    const rows = await db.messages.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ content: 'Free on Friday?', pending: 1 });
    expect(rows[0]!.id).not.toBe(message!.id);
  });

  it('a photo without words is queued with its attachment, and shows its size at once', async () => {
    const db = testDb();
    const id = await startConversation(db, TEST_AUTHOR, [bob], null, now);
    const attachment = {
      url: '/uploads/0123456789abcdef0123456789abcdef.jpg',
      name: 'set.jpg',
      size: 2048,
    };
    const info = { width: 800, height: 600, placeholder: '#336699', renditions: [320, 640] };
    await sendMessage(db, TEST_AUTHOR.id, id, '', { attachment, info, now });
    const [message] = await db.messages.toArray();
    expect(message).toMatchObject({ content: '', attachment: { ...attachment, info }, pending: 1 });
    expect((await db.outbox.toArray()).at(-1)?.body).toEqual({
      id: message!.id,
      content: '',
      attachment,
    });
  });

  it('the words of a message whose file was refused stay, "Not sent"; without words nothing stays', async () => {
    const db = testDb();
    const id = await startConversation(db, TEST_AUTHOR, [bob], null, now);
    await keepRefusedWords(db, TEST_AUTHOR.id, { conversationId: id, content: '  ' }, now);
    expect(await db.messages.count()).toBe(0);
    await keepRefusedWords(db, TEST_AUTHOR.id, { conversationId: id, content: ' The map ' }, now);
    expect(await db.messages.toArray()).toMatchObject([
      { conversationId: id, content: 'The map', attachment: null, failed: 1 },
    ]);
  });

  it('refuses a blank message with the schema’s words and writes nothing', async () => {
    const db = testDb();
    await expect(sendMessage(db, TEST_AUTHOR.id, crypto.randomUUID(), '  ')).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: MESSAGE_TEXTS.required })],
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('reading moves my mark at once; deleting a request takes the conversation off the device', async () => {
    const db = testDb();
    const id = await startConversation(db, TEST_AUTHOR, [bob], null, now);
    await sendMessage(db, TEST_AUTHOR.id, id, 'Hi', { now });
    const mine = (await db.conversationMembers.get(memberRowId(id, TEST_AUTHOR.id)))!;
    const later = new Date('2026-11-27T11:00:00.000Z');
    await markConversationRead(db, mine, later);
    expect((await db.conversationMembers.get(mine.id))?.lastReadAt).toBe(later.toISOString());
    await declineMessageRequest(db, mine);
    expect(await db.conversations.count()).toBe(0);
    expect(await db.conversationMembers.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
  });

  it('deleting a conversation for me takes it off the device at once; a refusal puts it back', async () => {
    const db = testDb();
    const id = await startConversation(db, TEST_AUTHOR, [bob], null, now);
    await sendMessage(db, TEST_AUTHOR.id, id, 'Hi', { now });
    const mine = (await db.conversationMembers.get(memberRowId(id, TEST_AUTHOR.id)))!;
    await deleteConversationForMe(db, mine);
    expect(await db.conversations.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
    const entry = (await db.outbox.toArray()).at(-1)!;
    expect(entry).toMatchObject({
      name: 'deleteConversationForMe',
      method: 'DELETE',
      path: `/api/conversations/${id}`,
    });
    await db.transaction('rw', db.tables, (tx) => applyReplicaOps(tx, entry.undo));
    expect(await db.conversations.get(id)).toBeDefined();
    expect(await db.messages.count()).toBe(1);
  });
});
