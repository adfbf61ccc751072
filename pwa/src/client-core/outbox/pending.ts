// Which rows have writes in flight, and keeping the undo of those writes pointed at the newest
// known server state. Run inside a transaction that includes `outbox`.
import type { MemberDb, OutboxEntry, ReplicaOp } from '../local-db/member-db';
import { opKey } from './undo';

/** Outbox entries touching the row `table:id`, oldest first. */
export async function entriesTouching(db: MemberDb, key: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('touched').equals(key).toArray();
  return entries.sort((a, b) => a.mutationId - b.mutationId);
}

/** `table:id` → the newest mutationId touching it, over the whole outbox. */
export async function pendingKeys(db: MemberDb): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  await db.outbox.each((entry) => {
    for (const key of entry.touched) {
      keys.set(key, Math.max(keys.get(key) ?? 0, entry.mutationId));
    }
  });
  return keys;
}

/**
 * The server's state of a row changed under pending writes (a pull, an ack, or a rejection): if
 * those writes are refused later, their undo must restore THIS state, not the one captured at
 * enqueue time. Replaces (or adds) the op for that row in each entry's undo.
 */
export async function rebaseUndo(
  db: MemberDb,
  entries: readonly OutboxEntry[],
  op: ReplicaOp,
): Promise<void> {
  const key = opKey(op);
  for (const entry of entries) {
    const undo = entry.undo.filter((existing) => opKey(existing) !== key);
    undo.push(op);
    await db.outbox.update(entry.mutationId, { undo });
  }
}
