import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { ConversationMember } from '@greenroom/shared-model/schemas/messages';

/** A member's name as a conversation shows it ("Deleted member" once the account is gone). */
export function memberName(m: Pick<ConversationMember, 'user'>): string {
  if (!m.user) return MESSAGE_TEXTS.deletedMember;
  return `${m.user.firstName} ${m.user.lastName}`.trim();
}

/** A conversation's title: its name, else the other members' names. */
export function conversationTitle(
  name: string | null,
  others: readonly Pick<ConversationMember, 'user' | 'status'>[],
): string {
  if (name) return name;
  const present = others.filter((m) => m.status !== 'left');
  return (
    (present.length > 0 ? present : others).map(memberName).join(', ') || MESSAGE_TEXTS.heading
  );
}
