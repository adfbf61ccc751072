// The one serialisation of conversations, their members and messages (REST and sync pull).
import type {
  Conversation,
  ConversationMember,
  ConversationMemberStatus,
  Message,
} from '@greenroom/shared-model/schemas/messages';
import type { conversationMembers, conversations, messages } from '../../db/schema/messages';
import type { UserRow } from '../../db/schema/users';
import type { AppEnv } from '../../env';
import { toUserSummary } from '../users/users.serialize';

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    name: row.name,
    isGroup: row.isGroup,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/** `readerId`: who the row is for; only their own row says whether it is muted. */
export function toConversationMember(
  row: ConversationMemberRow,
  user: UserRow | undefined,
  readerId: string,
  env: AppEnv,
): ConversationMember {
  return {
    id: row.id,
    conversationId: row.conversationId,
    userId: row.userId,
    user: user && !user.deletedAt ? toUserSummary(user, env) : null,
    status: row.status as ConversationMemberStatus,
    // A request's reader is not seen reading until they accept.
    lastReadAt:
      row.status === 'request' && row.userId !== readerId
        ? null
        : (row.lastReadAt?.toISOString() ?? null),
    muted: row.userId === readerId ? row.muted : false,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.deletedAt ? '' : row.content,
    attachment:
      row.attachmentUrl && !row.deletedAt
        ? {
            url: row.attachmentUrl,
            name: row.attachmentName ?? '',
            size: row.attachmentSize ?? 0,
            info: row.attachmentInfo ?? null,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
