// Message writes (#33, ADR 045): each shows at once in the replica and waits in the outbox. A
// message is "Sending…" while pending; refused for good, it stays on screen marked failed
// (`failed: 1`) with Retry, instead of vanishing.
import {
  deletedMessage,
  memberRowId,
  newConversation,
  newMessage,
  pairConversationId,
} from '@greenroom/shared-model/rows/messages';
import type { MediaInfo } from '@greenroom/shared-model/schemas/media';
import type { ConversationMember, Message } from '@greenroom/shared-model/schemas/messages';
import type { UserSummary } from '@greenroom/shared-model/schemas/users';
import type { MemberDb, OutboxEntry, ReplicaRow } from '../../../client-core/local-db/member-db';
import { enqueueMutation } from '../../../client-core/outbox/enqueue-mutation';
import {
  captureUndo,
  deleteOptimistic,
  putPending,
  undoCreate,
  updatePending,
} from '../../../client-core/outbox/undo';

/** A message the server refused for good: kept on this device with Retry. */
export type FailedMark = { failed?: 1 };

/**
 * A new conversation with these members (their summaries show it at once). Resolves to the
 * conversation's id; for one other member an existing conversation of the pair is reused, and a
 * new one has the pair's own id.
 */
export async function startConversation(
  db: MemberDb,
  me: UserSummary,
  others: readonly UserSummary[],
  name: string | null = null,
  now: Date = new Date(),
): Promise<string> {
  if (others.length === 1) {
    const existing = await pairConversation(db, me.id, others[0]!.id);
    if (existing) return existing;
  }
  // One other member: the pair's own id, so that a conversation this device no longer holds
  // (deleted for me) opens again rather than being refused as a second one.
  const id = others.length === 1 ? pairConversationId(me.id, others[0]!.id) : crypto.randomUUID();
  const ids = others.map((o) => o.id);
  await enqueueMutation(db, 'startConversation', {
    body: { id, memberIds: ids, name },
    entity: 'conversations',
    entityId: id,
    tables: ['conversations', 'conversationMembers'],
    undo: [
      ...undoCreate('conversations', id),
      ...[me, ...others].flatMap((u) => undoCreate('conversationMembers', memberRowId(id, u.id))),
    ],
    apply: async (tx, body) => {
      await putPending(
        tx,
        'conversations',
        newConversation({ ...body, id, memberIds: body.memberIds }, me.id, now),
      );
      for (const u of [me, ...others]) {
        const row: ConversationMember = {
          id: memberRowId(id, u.id),
          conversationId: id,
          userId: u.id,
          user: u,
          status: 'active',
          lastReadAt: u.id === me.id ? now.toISOString() : null,
          muted: false,
          joinedAt: now.toISOString(),
        };
        await putPending(tx, 'conversationMembers', row);
      }
    },
  });
  return id;
}

/** The one-to-one conversation of the pair the replica holds, if any. */
async function pairConversation(db: MemberDb, me: string, other: string) {
  const theirs = await db.conversationMembers.where('userId').equals(other).toArray();
  for (const row of theirs) {
    const conversation = await db.conversations.get(row.conversationId);
    if (!conversation || conversation.isGroup) continue;
    const mine = await db.conversationMembers
      .where('conversationId')
      .equals(row.conversationId)
      .filter((m) => m.userId === me)
      .first();
    if (mine) return conversation.id;
  }
  return undefined;
}

/** An uploaded file a message carries: its address, its name as chosen, its size. */
type SentAttachment = { url: string; name: string; size: number };

export interface SendOptions {
  attachment?: SentAttachment | null;
  /** The upload's info (size, colour, renditions), so the sender's own copy shows it at once. */
  info?: MediaInfo | null;
  now?: Date;
}

/** Validates (throws 'Write something first' or the length limit), then queues. */
export async function sendMessage(
  db: MemberDb,
  me: string,
  conversationId: string,
  content: string,
  { attachment = null, info = null, now = new Date() }: SendOptions = {},
): Promise<OutboxEntry> {
  const id = crypto.randomUUID();
  const { entry } = await enqueueMutation(db, 'sendMessage', {
    params: { id: conversationId },
    body: { id, content, attachment },
    entity: 'messages',
    entityId: id,
    tables: ['messages', 'conversations'],
    // Refused: the message stays, marked failed, so that the member can retry it.
    undo: async (tx) => [
      ...(await captureUndo(tx, 'conversations', conversationId)),
      {
        table: 'messages',
        op: 'put',
        row: {
          // The words as the schema keeps them (trimmed), which Retry sends again.
          ...newMessage({ id, content: content.trim(), attachment }, conversationId, me, now, info),
          failed: 1,
        } as ReplicaRow,
      },
    ],
    apply: async (tx, body) => {
      await putPending(tx, 'messages', newMessage({ ...body, id }, conversationId, me, now, info));
      await updatePending(tx, 'conversations', conversationId, {
        lastMessageAt: now.toISOString(),
      });
    },
  });
  return entry;
}

/** Retry: the failed copy goes and the same words (and file) are sent again. */
export async function retryMessage(db: MemberDb, me: string, message: Message): Promise<void> {
  await db.messages.delete(message.id);
  const a = message.attachment;
  await sendMessage(db, me, message.conversationId, message.content, {
    attachment: a ? { url: a.url, name: a.name, size: a.size } : null,
    info: a?.info ?? null,
  });
}

/**
 * The words of a message whose file was refused (type, size, storage full): kept in the
 * conversation marked "Not sent", so that nothing typed is lost (Retry sends them alone).
 */
export async function keepRefusedWords(
  db: MemberDb,
  me: string,
  queued: { conversationId: string; content: string },
  now: Date = new Date(),
): Promise<void> {
  const content = queued.content.trim();
  if (content === '') return;
  const row = newMessage({ id: crypto.randomUUID(), content }, queued.conversationId, me, now);
  await db.messages.put({ ...row, failed: 1 } as Message & FailedMark);
}

/** A failed message the member gives up on: it only ever lived on this device. */
export async function discardFailedMessage(db: MemberDb, id: string): Promise<void> {
  await db.messages.delete(id);
}

export async function deleteMessage(db: MemberDb, message: Message, now: Date = new Date()) {
  await enqueueMutation(db, 'deleteMessage', {
    params: { id: message.id },
    entity: 'messages',
    entityId: message.id,
    tables: ['messages'],
    undo: (tx) => captureUndo(tx, 'messages', message.id),
    apply: (tx) => putPending(tx, 'messages', deletedMessage(message, now)),
  });
}

/** Read up to now: my row's mark moves at once (unread counts), the server's with it. */
export async function markConversationRead(
  db: MemberDb,
  mine: ConversationMember,
  now: Date = new Date(),
): Promise<void> {
  const readAt = now.toISOString();
  await enqueueMutation(db, 'markConversationRead', {
    params: { id: mine.conversationId },
    body: { readAt },
    entity: 'conversationMembers',
    entityId: mine.id,
    tables: ['conversationMembers'],
    undo: (tx) => captureUndo(tx, 'conversationMembers', mine.id),
    apply: (tx) => updatePending(tx, 'conversationMembers', mine.id, { lastReadAt: readAt }),
  });
}

export async function acceptMessageRequest(db: MemberDb, mine: ConversationMember) {
  await enqueueMutation(db, 'acceptMessageRequest', {
    params: { id: mine.conversationId },
    entity: 'conversationMembers',
    entityId: mine.id,
    tables: ['conversationMembers'],
    undo: (tx) => captureUndo(tx, 'conversationMembers', mine.id),
    apply: (tx) => updatePending(tx, 'conversationMembers', mine.id, { status: 'active' }),
  });
}

/**
 * Deleting a request, leaving a group or deleting the conversation for me: the conversation
 * leaves this device at once.
 */
async function goAway(
  db: MemberDb,
  name: 'declineMessageRequest' | 'leaveConversation' | 'deleteConversationForMe',
  mine: ConversationMember,
) {
  const conversationId = mine.conversationId;
  const rowsOf = async () => ({
    members: await db.conversationMembers
      .where('conversationId')
      .equals(conversationId)
      .primaryKeys(),
    messages: await db.messages.where('conversationId').equals(conversationId).primaryKeys(),
  });
  await enqueueMutation(db, name, {
    params: { id: conversationId },
    tables: ['conversations', 'conversationMembers', 'messages'],
    undo: async (tx) => {
      const rows = await rowsOf();
      return [
        ...(await captureUndo(tx, 'conversations', conversationId)),
        ...(await captureUndo(tx, 'conversationMembers', rows.members)),
        ...(await captureUndo(tx, 'messages', rows.messages)),
      ];
    },
    apply: async (tx) => {
      const rows = await rowsOf();
      await deleteOptimistic(tx, 'conversations', conversationId);
      for (const id of rows.members) await deleteOptimistic(tx, 'conversationMembers', id);
      for (const id of rows.messages) await deleteOptimistic(tx, 'messages', id);
    },
  });
}

export const declineMessageRequest = (db: MemberDb, mine: ConversationMember) =>
  goAway(db, 'declineMessageRequest', mine);
export const leaveConversation = (db: MemberDb, mine: ConversationMember) =>
  goAway(db, 'leaveConversation', mine);
/** Until someone writes again: then it comes back with only the new messages (ADR 045). */
export const deleteConversationForMe = (db: MemberDb, mine: ConversationMember) =>
  goAway(db, 'deleteConversationForMe', mine);

export async function muteConversation(db: MemberDb, mine: ConversationMember, muted: boolean) {
  await enqueueMutation(db, 'muteConversation', {
    params: { id: mine.conversationId },
    body: { muted },
    entity: 'conversationMembers',
    entityId: mine.id,
    tables: ['conversationMembers'],
    undo: (tx) => captureUndo(tx, 'conversationMembers', mine.id),
    apply: (tx) => updatePending(tx, 'conversationMembers', mine.id, { muted }),
  });
}
