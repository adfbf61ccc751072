// Conversations as the replica holds them (#33): the list newest first with the other members,
// the last message and the unread count, the Requests apart; one conversation's messages; the
// unread total of the navigation. All offline, from the member's replica.
import type {
  Conversation,
  ConversationMember,
  Message,
} from '@greenroom/shared-model/schemas/messages';
import type { MemberDb, Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import type { FailedMark } from '../actions/message-actions';

export type ShownMessage = Replica<Message> & FailedMark;

export interface ConversationSummary {
  conversation: Replica<Conversation>;
  /** My row (status, read mark, mute). */
  mine: Replica<ConversationMember>;
  /** The other members, those who left included (a group shows who was in it). */
  others: Replica<ConversationMember>[];
  last: ShownMessage | undefined;
  unread: number;
}

const byTime = (a: Message, b: Message) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Messages of others after my read mark (deleted ones do not count). */
export function unreadOf(messages: readonly Message[], mine: ConversationMember): number {
  const mark = mine.lastReadAt ?? '';
  return messages.filter((m) => m.senderId !== mine.userId && !m.deletedAt && m.createdAt > mark)
    .length;
}

export async function summaries(db: MemberDb, me: string): Promise<ConversationSummary[]> {
  const [conversations, members] = await Promise.all([
    db.conversations.toArray(),
    db.conversationMembers.toArray(),
  ]);
  const list: ConversationSummary[] = [];
  for (const conversation of conversations) {
    const rows = members.filter((m) => m.conversationId === conversation.id);
    const mine = rows.find((m) => m.userId === me);
    if (!mine || mine.status === 'left' || mine.status === 'declined' || mine.status === 'hidden') {
      continue;
    }
    const messages = (await db.messages
      .where('conversationId')
      .equals(conversation.id)
      .toArray()) as ShownMessage[];
    messages.sort(byTime);
    list.push({
      conversation,
      mine,
      others: rows.filter((m) => m.userId !== me),
      last: messages.at(-1),
      unread: unreadOf(messages, mine),
    });
  }
  const at = (s: ConversationSummary) => s.last?.createdAt ?? s.conversation.lastMessageAt;
  return list.sort((a, b) => at(b).localeCompare(at(a)));
}

/** The list of /messages; undefined until the replica answers. */
export function useConversationList(
  me: string,
): { conversations: ConversationSummary[]; requests: ConversationSummary[] } | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const all = await summaries(db, me);
    return {
      conversations: all.filter((s) => s.mine.status !== 'request'),
      requests: all.filter((s) => s.mine.status === 'request'),
    };
  }, [db, me]);
}

/** Unread messages in conversations I have not muted (the navigation's count). */
export function useUnreadTotal(me: string): number {
  const db = useMemberDb();
  return (
    useLiveQuery(
      async () => {
        if (!db) return 0;
        return (await summaries(db, me))
          .filter((s) => !s.mine.muted)
          .reduce((n, s) => n + s.unread, 0);
      },
      [db, me],
      0,
    ) ?? 0
  );
}

export interface OpenConversation extends Omit<ConversationSummary, 'last' | 'unread'> {
  messages: ShownMessage[];
}

/** One conversation; null when the replica does not hold it, undefined while it answers. */
export function useConversation(id: string, me: string): OpenConversation | null | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const conversation = await db.conversations.get(id);
    if (!conversation) return null;
    const rows = await db.conversationMembers.where('conversationId').equals(id).toArray();
    const mine = rows.find((m) => m.userId === me);
    if (!mine) return null;
    const messages = (await db.messages
      .where('conversationId')
      .equals(id)
      .toArray()) as ShownMessage[];
    return {
      conversation,
      mine,
      others: rows.filter((m) => m.userId !== me),
      messages: messages.sort(byTime),
    };
  }, [db, id, me]);
}
