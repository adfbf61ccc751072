// Keeps the replica bounded: the feed tables hold at most the newest FEED_WINDOW_ITEMS rows (by
// createdAt), each conversation its newest MESSAGES_WINDOW_PER_CONVERSATION messages (older ones
// are read from the server when scrolled to, as after a snapshot). Pending rows and rows with
// writes in the outbox are never trimmed.
import {
  FEED_WINDOW_ITEMS,
  MESSAGES_WINDOW_PER_CONVERSATION,
} from '@greenroom/shared-model/constants';
import { FEED_WINDOW_TABLES, rowKeyOf } from '@greenroom/shared-model/entities';
import { type MemberDb, type ReplicaTableName, rowKey } from '../local-db/member-db';
import { pendingKeys } from '../outbox/pending';

/** The tables whose snapshot is the feed window (from the descriptors). */
const TRIMMED_TABLES: readonly ReplicaTableName[] = FEED_WINDOW_TABLES;

/** Deletes the oldest rows beyond the windows; returns how many rows were removed. */
export async function trimReplica(
  db: MemberDb,
  maxItems: number = FEED_WINDOW_ITEMS,
  tables: readonly ReplicaTableName[] = TRIMMED_TABLES,
  maxPerConversation: number = MESSAGES_WINDOW_PER_CONVERSATION,
): Promise<number> {
  let removed = await trimConversations(db, maxPerConversation);
  await db.transaction('rw', [...tables, 'outbox'], async () => {
    const pending = await pendingKeys(db);
    for (const table of tables) {
      const rows = db.table(table);
      if ((await rows.count()) <= maxItems) continue;
      // Newest first by createdAt; rows without createdAt are not in the index and are kept.
      const older = await rows.orderBy('createdAt').reverse().offset(maxItems).toArray();
      const doomed = older
        .map((row) => ({ row, key: rowKeyOf(table, row) }))
        .filter(
          ({ row, key }) => row.pending === undefined && !pending.has(rowKey(table, key ?? '')),
        )
        .flatMap(({ key }) => (key === undefined ? [] : [key]));
      await rows.bulkDelete(doomed);
      removed += doomed.length;
    }
  });
  return removed;
}

/** Each conversation's messages beyond its newest `max` (counted by index; read only when over). */
async function trimConversations(db: MemberDb, max: number): Promise<number> {
  let removed = 0;
  await db.transaction('rw', ['conversations', 'messages', 'outbox'], async () => {
    const pending = await pendingKeys(db);
    for (const conversationId of await db.conversations.toCollection().primaryKeys()) {
      const messages = db.messages.where('conversationId').equals(conversationId);
      if ((await messages.count()) <= max) continue;
      const rows = await messages.toArray();
      rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
      const doomed = rows
        .slice(max)
        .filter((row) => row.pending === undefined && !pending.has(rowKey('messages', row.id)))
        .map((row) => row.id);
      await db.messages.bulkDelete(doomed);
      removed += doomed.length;
    }
  });
  return removed;
}

/** True for the storage-full error in any of the shapes Dexie and browsers report it. */
export function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown } | undefined; e; ) {
    if (e.name === 'QuotaExceededError') return true;
    e = e.inner as typeof e;
  }
  return false;
}
