// Search in my messages (#33), on the device and so offline too: the conversations whose name or
// members match, and the messages whose words do, newest first. Only what the replica holds (the
// newest MESSAGES_WINDOW_PER_CONVERSATION of each conversation) is searched.
import {
  type Excerpt,
  excerptAround,
  matchesAll,
  queryWords,
} from '@greenroom/shared-model/helpers/text-search';
import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import { messageSummary } from '@greenroom/shared-model/rows/messages';
import type { Conversation } from '@greenroom/shared-model/schemas/messages';
import type { Replica } from '../../../client-core/local-db/member-db';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { useMemberDb } from '../../../sync/sync-context';
import { conversationTitle, memberName } from '../components/member-names';
import { type ConversationSummary, type ShownMessage, summaries } from './use-conversations';

/** At most this many messages are listed (the newest). */
const MAX_MESSAGE_HITS = 50;

export interface MessageHit {
  message: ShownMessage;
  conversation: Replica<Conversation>;
  /** The conversation's title, as the list shows it. */
  title: string;
  /** Who wrote it, where the title does not say: "You", or a group's member; else null. */
  sender: string | null;
  excerpt: Excerpt;
}

export interface MessageSearch {
  conversations: ConversationSummary[];
  messages: MessageHit[];
}

/** undefined while the replica answers, or for a blank query. */
export function useMessageSearch(me: string, query: string): MessageSearch | undefined {
  const db = useMemberDb();
  return useLiveQuery(async () => {
    const words = queryWords(query);
    if (!db || words.length === 0) return undefined;
    const all = await summaries(db, me);
    const conversations = all.filter((s) =>
      matchesAll([conversationTitle(s.conversation.name, s.others)], words),
    );
    const messages: MessageHit[] = [];
    for (const s of all) {
      const title = conversationTitle(s.conversation.name, s.others);
      const rows = (await db.messages
        .where('conversationId')
        .equals(s.conversation.id)
        .toArray()) as ShownMessage[];
      for (const message of rows) {
        if (message.deletedAt) continue;
        // A file is found by its name too; a message without words shows what it holds.
        if (!matchesAll([message.content, message.attachment?.name ?? ''], words)) continue;
        const from = s.others.find((o) => o.userId === message.senderId);
        messages.push({
          message,
          conversation: s.conversation,
          title,
          sender:
            message.senderId === me
              ? MESSAGE_TEXTS.you
              : !s.conversation.isGroup
                ? null
                : from
                  ? memberName(from)
                  : MESSAGE_TEXTS.deletedMember,
          excerpt: excerptAround(messageSummary(message), words),
        });
      }
    }
    messages.sort((a, b) => b.message.createdAt.localeCompare(a.message.createdAt));
    return { conversations, messages: messages.slice(0, MAX_MESSAGE_HITS) };
  }, [db, me, query]);
}
