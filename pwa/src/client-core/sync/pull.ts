// Pull: pages of server changes, each applied in ONE Dexie transaction together with the cursor,
// so a crash between pages resumes where it stopped. Rows with writes still in the outbox keep
// their optimistic state unless the page already reflects those writes.
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import type { Change, PullReply, ReplicatedEntity } from '@greenroom/shared-model/schemas/sync';
import {
  ensureClientId,
  getMeta,
  type MemberDb,
  REPLICA_TABLES,
  type ReplicaRow,
  type ReplicaTableName,
  rowKey,
  setMeta,
} from '../local-db/member-db';
import { entriesTouching, pendingKeys, rebaseUndo } from '../outbox/pending';
import { rowsOf } from '../outbox/undo';
import type { SyncTransport, TransportFailure } from './transport';
import { isQuotaError, trimReplica } from './trim';

/** Which replica table holds each replicated entity. */
export const ENTITY_TABLES: Record<ReplicatedEntity, ReplicaTableName> = {
  post: 'posts',
  job: 'jobs',
  event: 'events',
  user: 'users',
  connection: 'connections',
  course: 'courses',
  portfolioItem: 'portfolioItems',
  application: 'applications',
  savedJob: 'savedJobs',
  notification: 'notifications',
};

export interface PullOptions {
  db: MemberDb;
  transport: Pick<SyncTransport, 'pull'>;
  /** Safety valve against a server that always answers `more: true`. */
  maxPages?: number;
  now?: () => number;
}

export type PullResult =
  | { ok: true; pages: number; changes: number; reset: boolean; lastMutationId: number }
  | { ok: false; failure: TransportFailure; pages: number };

export async function pullOnce(options: PullOptions): Promise<PullResult> {
  const { db, transport } = options;
  const maxPages = options.maxPages ?? 10_000;
  const now = options.now ?? Date.now;
  const clientId = await ensureClientId(db);
  let pages = 0;
  let changes = 0;
  let reset = false;
  let lastMutationId = (await getMeta(db, 'lastMutationId')) ?? 0;
  let staleRetries = 0;
  for (;;) {
    const cursor = (await getMeta(db, 'cursor')) ?? null;
    const reply = await transport.pull({ clientId, protocolVersion: PROTOCOL_VERSION, cursor });
    if (!reply.ok) return { ok: false, failure: reply, pages };
    const applied = await applyPullPageWithRetry(db, reply.value, {
      stale: staleRetries < MAX_STALE_RETRIES ? 'skip' : 'accept',
    });
    if (applied === 'stale') {
      // Older than a write the server has since acknowledged: ask again from the same cursor.
      staleRetries++;
      continue;
    }
    pages++;
    changes += reply.value.changes.length;
    reset ||= reply.value.reset;
    lastMutationId = Math.max(lastMutationId, reply.value.lastMutationId);
    if (!reply.value.more || pages >= maxPages) break;
  }
  await setMeta(db, 'lastSyncedAt', now());
  await trimReplica(db);
  return { ok: true, pages, changes, reset, lastMutationId };
}

/**
 * A page older than what the drain already knows: its `lastMutationId` is below the server's
 * watermark an acknowledgement reported since the pull was sent (the reply crossed the push on
 * the way). Its rows predate acknowledged writes — applying it would resurrect a deleted row or
 * roll an edit back, and the cursor would then skip the change that fixes it. Asked again (at
 * most this many times: a server that lost this client's progress answers lower for good).
 */
export const MAX_STALE_RETRIES = 2;

export interface ApplyPageOptions {
  /**
   * A page whose lastMutationId is below the one the replica knows: 'skip' returns 'stale'
   * without applying it; 'accept' applies it and takes its lastMutationId (the server insisted:
   * it lost this client's progress, and the next push renumbers). Default: apply, keep the
   * higher watermark.
   */
  stale?: 'skip' | 'accept';
}

export type ApplyPageOutcome = 'applied' | 'stale';

/** A full disk during apply: make room in the feed window, then try the page once more. */
export async function applyPullPageWithRetry(
  db: MemberDb,
  page: PullReply,
  options: ApplyPageOptions = {},
): Promise<ApplyPageOutcome> {
  try {
    return await applyPullPage(db, page, options);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await trimReplica(db);
    return applyPullPage(db, page, options);
  }
}

export async function applyPullPage(
  db: MemberDb,
  page: PullReply,
  options: ApplyPageOptions = {},
): Promise<ApplyPageOutcome> {
  return db.transaction('rw', [...REPLICA_TABLES, 'outbox', 'meta'], async () => {
    const known = (await getMeta(db, 'lastMutationId')) ?? 0;
    const behind = page.lastMutationId < known;
    if (behind && options.stale === 'skip') return 'stale' as const;
    const pending = await pendingKeys(db);
    if (page.reset) await clearReplica(db, pending);
    for (const change of page.changes) await applyChange(db, change, pending, page.lastMutationId);
    await setMeta(db, 'cursor', page.cursor);
    if (page.lastMutationId > known || (behind && options.stale === 'accept')) {
      await setMeta(db, 'lastMutationId', page.lastMutationId);
    }
    return 'applied' as const;
  });
}

/** Reset: drop the server-owned rows, keep pending ones (and the outbox, untouched). */
async function clearReplica(db: MemberDb, pending: Map<string, number>): Promise<void> {
  for (const table of REPLICA_TABLES) {
    const rows = rowsOf(db, table);
    const keep = (await rows.toArray()).filter(
      (row) => row.pending !== undefined || pending.has(rowKey(table, row.id)),
    );
    await rows.clear();
    if (keep.length > 0) await rows.bulkPut(keep);
  }
}

async function applyChange(
  db: MemberDb,
  change: Change,
  pending: Map<string, number>,
  serverLastMutationId: number,
): Promise<void> {
  const table = ENTITY_TABLES[change.entity] as ReplicaTableName | undefined;
  if (!table) return; // an entity this client version does not know yet
  const rows = rowsOf(db, table);
  const key = rowKey(table, change.id);
  const newestPending = pending.get(key);
  if (change.op === 'del') {
    // Deletes win over edits: remove the row now, and a later refusal must not resurrect it.
    await rows.delete(change.id);
    if (newestPending !== undefined) {
      await rebaseUndo(db, await entriesTouching(db, key), { table, op: 'delete', id: change.id });
    }
    return;
  }
  const row = { ...(change.row as Record<string, unknown>), id: change.id } as ReplicaRow;
  delete row.pending;
  if (newestPending === undefined) {
    await rows.put(row);
    return;
  }
  // Writes to this row are still in the outbox. If the server state already includes all of them
  // (their ids ≤ its lastMutationId), it is the truth; otherwise it is older than what the member
  // sees, and the optimistic row stays. Either way a refusal must now restore this state.
  await rebaseUndo(db, await entriesTouching(db, key), { table, op: 'put', row });
  if (newestPending <= serverLastMutationId) await rows.put({ ...row, pending: 1 });
}
