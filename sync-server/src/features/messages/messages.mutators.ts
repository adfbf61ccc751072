// The message writes (#33, ADR 045). Who may message whom: connections, and a job's author and an
// applicant while the application exists, write directly; anyone else's first conversation lands
// in the recipient's Requests until they accept (or delete it). A block between two members ends
// it both ways (404, as if absent); an account whose e-mail is not verified cannot write at all
// (mutator access). Both writes others see count against a per-member limit.

import { MESSAGE_TEXTS, messagePreviewText } from '@greenroom/shared-model/message-texts';
import {
  isPairConversationId,
  memberRowId,
  messageSummary,
  newConversation,
  newMessage,
  pairConversationId,
} from '@greenroom/shared-model/rows/messages';
import { NOTIFICATION_TEXTS, SERVER_TEXTS, VALIDATION_TEXTS } from '@greenroom/shared-model/texts';
import type { AppDb } from '../../db/client';
import type { conversationMembers } from '../../db/schema/messages';
import type { UserRow } from '../../db/schema/users';
import { defineMutator, refuse, reply } from '../../mutators/define';
import { idOf } from '../../mutators/path-id';
import { type NotificationEvent, notifyAll } from '../notifications/notify';
import { isBlockedBetween } from '../privacy/blocks.repo';
import {
  deleteMessageContent,
  findConversation,
  findMessage,
  findPairConversation,
  insertConversationIfAbsent,
  insertMembers,
  insertMessageIfAbsent,
  markReadUpTo,
  mayMessageDirectly,
  memberRowOf,
  membersOf,
  messageableMembers,
  pairKeyOf,
  SEEING,
  touchConversation,
  updateMemberRow,
  uploadAt,
} from './messages.repo';
import {
  type ConversationMemberRow,
  type ConversationRow,
  toConversation,
  toConversationMember,
  toMessage,
} from './messages.serialize';

type NewMemberRow = typeof conversationMembers.$inferInsert;

const sees = (row: ConversationMemberRow | undefined): row is ConversationMemberRow =>
  Boolean(row && (SEEING as readonly string[]).includes(row.status));

/** The conversation and the actor's row in it when they see it; else undefined (404). */
async function conversationOf(
  db: AppDb,
  rawId: string | undefined,
  actor: UserRow,
): Promise<{ conversation: ConversationRow; me: ConversationMemberRow } | undefined> {
  const id = idOf(rawId);
  const conversation = id ? await findConversation(db, id) : undefined;
  if (!conversation) return undefined;
  const me = await memberRowOf(db, conversation.id, actor.id);
  return sees(me) ? { conversation, me } : undefined;
}

const startConversationMutator = defineMutator('startConversation', {
  limit: 'conversations',
  async run({ db, actor, body, now }) {
    const otherIds = [...new Set(body.memberIds)];
    if (otherIds.includes(actor.id)) return refuse(400, MESSAGE_TEXTS.chooseMembers);
    const others = await messageableMembers(db, otherIds);
    if (others.length !== otherIds.length) return refuse(404, MESSAGE_TEXTS.cannotMessage);
    for (const other of others) {
      if (await isBlockedBetween(db, actor.id, other.id)) {
        return refuse(404, MESSAGE_TEXTS.cannotMessage);
      }
    }
    const id = body.id ?? crypto.randomUUID();
    const fresh = newConversation({ ...body, id, memberIds: otherIds }, actor.id, now);
    const isGroup = fresh.isGroup;
    const pairKey = isGroup ? null : pairKeyOf(actor.id, otherIds[0]!);
    // A pair's own id is taken only by that pair (nobody can take it first).
    if (
      isPairConversationId(id) &&
      (isGroup || id !== pairConversationId(actor.id, otherIds[0]!))
    ) {
      return refuse(400, VALIDATION_TEXTS.invalidId);
    }
    const existing =
      (await findConversation(db, id)) ??
      (pairKey ? await findPairConversation(db, actor.id, otherIds[0]!) : undefined);
    if (existing) {
      // The same start sent again (a replay without its key) answers the conversation again.
      if (existing.id === id && existing.createdBy === actor.id && !isPairConversationId(id)) {
        return reply(toConversation(existing), 201);
      }
      // The pair's conversation by its own id: "Message" opens it again for a member who
      // deleted it for themself or deleted the other's request (the messages before stay gone).
      if (existing.id === id && existing.pairKey === pairKey) {
        const me = await memberRowOf(db, id, actor.id);
        if (me?.status === 'hidden' || me?.status === 'declined') {
          await updateMemberRow(db, me.id, { status: 'active' });
        }
        return reply(toConversation(existing), 201);
      }
      return refuse(409, pairKey ? MESSAGE_TEXTS.alreadyExists : SERVER_TEXTS.idTaken);
    }
    const created = await insertConversationIfAbsent(db, {
      id,
      name: fresh.name,
      isGroup,
      createdBy: actor.id,
      pairKey,
      createdAt: now,
      lastMessageAt: now,
    });
    if (!created) return refuse(409, SERVER_TEXTS.idTaken);
    const rows: NewMemberRow[] = [
      {
        id: memberRowId(id, actor.id),
        conversationId: id,
        userId: actor.id,
        status: 'active',
        lastReadAt: now,
        joinedAt: now,
      },
    ];
    for (const other of others) {
      const direct = await mayMessageDirectly(db, actor.id, other.id);
      rows.push({
        id: memberRowId(id, other.id),
        conversationId: id,
        userId: other.id,
        status: direct ? 'active' : 'request',
        joinedAt: now,
      });
    }
    await insertMembers(db, rows);
    return reply(toConversation(created), 201);
  },
});

const sendMessageMutator = defineMutator('sendMessage', {
  limit: 'messages',
  async run({ db, actor, body, params, now }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    const { conversation } = found;
    let { me } = found;
    const id = body.id ?? crypto.randomUUID();
    const existing = await findMessage(db, id);
    if (existing) {
      if (existing.senderId === actor.id && existing.conversationId === conversation.id) {
        return reply(toMessage(existing), 201);
      }
      return refuse(409, SERVER_TEXTS.idTaken);
    }
    // Only a file the sender uploaded (its size as stored, not as the client said).
    let attachment = body.attachment;
    if (attachment) {
      const upload = await uploadAt(db, attachment.url);
      if (!upload || upload.userId !== actor.id) return refuse(403, MESSAGE_TEXTS.notYourFile);
      attachment = { ...attachment, size: upload.size ?? attachment.size };
    }
    const members = (await membersOf(db, conversation.id)).filter((m) => m.user.id !== actor.id);
    if (!conversation.isGroup) {
      const other = members[0];
      if (!other || other.user.deletedAt || (await isBlockedBetween(db, actor.id, other.user.id))) {
        return refuse(404, MESSAGE_TEXTS.cannotMessage);
      }
      if (other.member.status === 'declined') return refuse(403, MESSAGE_TEXTS.declined);
    } else if (!members.some((m) => m.member.status === 'hidden' || sees(m.member))) {
      return refuse(403, MESSAGE_TEXTS.ended);
    }
    // Writing back to a request accepts it.
    if (me.status === 'request') me = await updateMemberRow(db, me.id, { status: 'active' });
    // A member who deleted the conversation for themself gets it back, with only the messages
    // after their deletion (ADR 045); the status change logs it to them (migration 0028).
    for (const m of members) {
      if (m.member.status === 'hidden') {
        m.member = await updateMemberRow(db, m.member.id, { status: 'active' });
      }
    }
    const message = newMessage(
      { id, content: body.content, attachment },
      conversation.id,
      actor.id,
      now,
    );
    const created = await insertMessageIfAbsent(db, {
      id,
      conversationId: message.conversationId,
      senderId: message.senderId,
      content: message.content,
      attachmentUrl: message.attachment?.url ?? null,
      attachmentName: message.attachment?.name ?? null,
      attachmentSize: message.attachment?.size ?? null,
      createdAt: now,
    });
    if (!created) return refuse(409, SERVER_TEXTS.idTaken);
    await touchConversation(db, conversation.id, now);
    await markReadUpTo(db, me.id, now);
    const name = `${actor.firstName} ${actor.lastName}`.trim();
    const events: NotificationEvent[] = members
      .filter((m) => sees(m.member) && !m.member.muted)
      .map((m) => ({
        recipientId: m.user.id,
        actorId: actor.id,
        type: 'message' as const,
        title: NOTIFICATION_TEXTS.messageTitle,
        message: messagePreviewText(name, messageSummary(message)),
        data: { senderId: actor.id, conversationId: conversation.id, messageId: id },
        group: `message:conversation:${conversation.id}`,
      }));
    await notifyAll(db, events);
    return reply(toMessage(created), 201);
  },
});

const deleteMessageMutator = defineMutator('deleteMessage', {
  async run({ db, actor, params, now }) {
    const id = idOf(params.id);
    const message = id ? await findMessage(db, id) : undefined;
    const found = message ? await conversationOf(db, message.conversationId, actor) : undefined;
    if (!message || !found) return refuse(404, MESSAGE_TEXTS.messageNotFound);
    if (message.senderId !== actor.id) return refuse(403, SERVER_TEXTS.forbidden);
    if (message.deletedAt) return reply(toMessage(message));
    return reply(toMessage(await deleteMessageContent(db, message.id, now)));
  },
});

const markConversationReadMutator = defineMutator('markConversationRead', {
  async run({ db, actor, body, params, env, now }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    const at = new Date(Math.min(Date.parse(body.readAt), now.getTime()));
    return reply(
      toConversationMember(await markReadUpTo(db, found.me.id, at), actor, actor.id, env),
    );
  },
});

const acceptMessageRequestMutator = defineMutator('acceptMessageRequest', {
  async run({ db, actor, params, env }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    if (found.me.status === 'active')
      return reply(toConversationMember(found.me, actor, actor.id, env));
    const row = await updateMemberRow(db, found.me.id, { status: 'active' });
    return reply(toConversationMember(row, actor, actor.id, env));
  },
});

const declineMessageRequestMutator = defineMutator('declineMessageRequest', {
  async run({ db, actor, params, env }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    if (found.me.status !== 'request') return refuse(409, MESSAGE_TEXTS.notARequest);
    const row = await updateMemberRow(db, found.me.id, { status: 'declined' });
    return reply(toConversationMember(row, actor, actor.id, env));
  },
});

const leaveConversationMutator = defineMutator('leaveConversation', {
  async run({ db, actor, params, env }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    if (!found.conversation.isGroup) return refuse(400, MESSAGE_TEXTS.notAGroup);
    const row = await updateMemberRow(db, found.me.id, { status: 'left' });
    return reply(toConversationMember(row, actor, actor.id, env));
  },
});

const muteConversationMutator = defineMutator('muteConversation', {
  async run({ db, actor, body, params, env }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    const row = await updateMemberRow(db, found.me.id, { muted: body.muted });
    return reply(toConversationMember(row, actor, actor.id, env));
  },
});

/**
 * "Delete conversation for me" (ADR 045): it leaves the member's list and devices (status
 * `hidden`, the leaver's trigger sends deletes) and the messages up to now are no longer theirs
 * (`cleared_at`). The others keep everything. A new message brings it back as `active`.
 */
const deleteConversationForMeMutator = defineMutator('deleteConversationForMe', {
  async run({ db, actor, params, env, now }) {
    const found = await conversationOf(db, params.id, actor);
    if (!found) return refuse(404, MESSAGE_TEXTS.notFound);
    // A request has its own "Delete request" (the sender is then refused).
    if (found.me.status !== 'active') return refuse(409, MESSAGE_TEXTS.notActive);
    const row = await updateMemberRow(db, found.me.id, { status: 'hidden', clearedAt: now });
    return reply(toConversationMember(row, actor, actor.id, env));
  },
});

export const MESSAGE_MUTATORS = [
  startConversationMutator,
  sendMessageMutator,
  deleteMessageMutator,
  markConversationReadMutator,
  acceptMessageRequestMutator,
  declineMessageRequestMutator,
  leaveConversationMutator,
  muteConversationMutator,
  deleteConversationForMeMutator,
];
