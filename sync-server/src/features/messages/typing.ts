// "Ana is typing…" (#33, ADR 045): a member's `typing` frame on /ws, relayed to the other members
// who see the conversation, on every process (greenroom_events), never stored. Only an `active`
// member's typing is relayed (a request's recipient reading it is not shown to the sender), and
// never across a block (the shared `visibleTo` rule). The hub throttles it per member and
// conversation; the device shows it until TYPING_EXPIRES_MS after the last one.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { conversationMembers } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { publishToUser } from '../../live/channels';
import { visibleTo } from '../privacy/blocks.repo';
import { memberRowOf, SEEING } from './messages.repo';

export async function relayTyping(
  db: AppDb,
  userId: string,
  conversationId: string,
): Promise<void> {
  const me = await memberRowOf(db, conversationId, userId);
  if (me?.status !== 'active') return;
  const [sender] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!sender || sender.deletedAt) return;
  const others = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        ne(conversationMembers.userId, userId),
        inArray(conversationMembers.status, [...SEEING]),
        visibleTo(userId, conversationMembers.userId),
      ),
    );
  for (const other of others) {
    await publishToUser(db, other.userId, { type: 'typing', conversationId, userId });
  }
}
