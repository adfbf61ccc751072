// The lines of the "unread messages" e-mail (ADR 045): per conversation still unread by the member
// when the hour is up, who wrote and how many, with a link to it — never the words themselves. A
// conversation the member muted, left or deleted, and a sender blocked either way, muted or gone
// since, tell nothing (the member may have changed their mind within the hour).
import { sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '../../db/client';
import { notMutedBy, sqlUuids, visibleTo } from '../privacy/blocks.repo';

interface UnreadConversation {
  conversationId: string;
  /** The group's name, if it has one. */
  name: string | null;
  /** Who wrote the unread messages, the earliest first. */
  senders: string[];
  count: number;
}

export async function unreadConversations(
  db: AppDb,
  userId: string,
  conversationIds: readonly string[],
): Promise<UnreadConversation[]> {
  if (conversationIds.length === 0) return [];
  const rows = await queryRows<{ id: string; name: string | null; senders: string[]; n: number }>(
    db,
    sql`select c.id::text as id, c.name,
          array_agg(s.name order by s.first_at) as senders, sum(s.n)::int as n
        from conversation_members me
        join conversations c on c.id = me.conversation_id
        join lateral (
          select trim(u.first_name || ' ' || u.last_name) as name, count(*) as n,
            min(msg.created_at) as first_at, max(msg.created_at) as last_at
          from messages msg join users u on u.id = msg.sender_id
          where msg.conversation_id = c.id and msg.sender_id <> me.user_id and msg.deleted_at is null
            and u.deleted_at is null
            and msg.created_at > coalesce(me.last_read_at, '-infinity'::timestamptz)
            and msg.created_at > coalesce(me.cleared_at, '-infinity'::timestamptz)
            and ${visibleTo(userId, sql`msg.sender_id`)}
            and ${notMutedBy(userId, sql`msg.sender_id`)}
          group by u.id, u.first_name, u.last_name
        ) s on true
        where me.user_id = ${userId}::uuid and me.conversation_id = any(${sqlUuids(conversationIds)})
          and me.status in ('active', 'request') and not me.muted
        group by c.id, c.name
        order by max(s.last_at)`,
  );
  return rows.map((r) => ({
    conversationId: r.id,
    name: r.name,
    senders: r.senders,
    count: Number(r.n),
  }));
}
