// Pull: pages of server changes, each applied in ONE Dexie transaction together with the cursor,
// so a crash between pages resumes where it stopped. Rows with writes still in the outbox keep
// their optimistic state unless the page already reflects those writes.
import { PROTOCOL_VERSION } from '@greenroom/shared-model/constants';
import {
  ENTITY_TABLES,
  isReplicatedEntity,
  REPLICA_TABLES,
  rowKeyOf,
} from '@greenroom/shared-model/entities';
import { covers, isVisibleIn } from '@greenroom/shared-model/helpers/snapshot';
import type { Change, PullReply } from '@greenroom/shared-model/schemas/sync';
import {
  ensureClientId,
  getMeta,
  type MemberDb,
  type ReplicaRow,
  rowKey,
  setMeta,
} from '../local-db/member-db';
import { entriesTouching, pendingKeys, rebaseUndo } from '../outbox/pending';
import { rowsOf } from '../outbox/undo';
import {
  checkReplicaRow,
  type InvalidRow,
  type RowCheck,
  type RowVerdicts,
  rowCheckOf,
  validateChanges,
} from './replica-row-check';
import type { SyncTransport, TransportFailure } from './transport';
import { isQuotaError, trimReplica } from './trim';

export interface PullOptions extends RowCheck {
  db: MemberDb;
  transport: Pick<SyncTransport, 'pull'>;
  /** Safety valve against a server that always answers `more: true`. */
  maxPages?: number;
  now?: () => number;
  /**
   * How far the pull is, 0–1 (asked, answered, checked, then each row stored): what the line
   * of a replica being rebuilt shows (ADR 047).
   */
  onProgress?: (fraction: number) => void;
}

export type PullResult =
  | {
      ok: true;
      pages: number;
      changes: number;
      reset: boolean;
      lastMutationId: number;
      /** Whether rows left the replica (deleted by the server, a reset, the window's trim). */
      removed: boolean;
      /** The members whose own row the server deleted (a block, an account gone). */
      membersGone: string[];
    }
  | { ok: false; failure: TransportFailure; pages: number };

export async function pullOnce(options: PullOptions): Promise<PullResult> {
  const { db, transport } = options;
  const maxPages = options.maxPages ?? 10_000;
  const now = options.now ?? Date.now;
  const clientId = await ensureClientId(db);
  let pages = 0;
  let changes = 0;
  let reset = false;
  let removed = false;
  const membersGone: string[] = [];
  let lastMutationId = (await getMeta(db, 'lastMutationId')) ?? 0;
  let staleRetries = 0;
  for (;;) {
    const cursor = (await getMeta(db, 'cursor')) ?? null;
    options.onProgress?.(PULL_ASKED);
    const reply = await transport.pull({ clientId, protocolVersion: PROTOCOL_VERSION, cursor });
    if (!reply.ok) return { ok: false, failure: reply, pages };
    options.onProgress?.(PULL_ANSWERED);
    const applied = await applyPullPageWithRetry(db, reply.value, {
      stale: staleRetries < MAX_STALE_RETRIES ? 'skip' : 'accept',
      ...rowCheckOf(options),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    if (applied === 'stale') {
      // Older than a write the server has since acknowledged: ask again from the same cursor.
      staleRetries++;
      continue;
    }
    pages++;
    changes += reply.value.changes.length;
    reset ||= reply.value.reset;
    for (const change of reply.value.changes) {
      if (change.op !== 'del') continue;
      removed = true;
      if (change.entity === 'user') membersGone.push(change.id);
    }
    removed ||= reply.value.reset;
    lastMutationId = Math.max(lastMutationId, reply.value.lastMutationId);
    if (!reply.value.more || pages >= maxPages) break;
  }
  await setMeta(db, 'lastSyncedAt', now());
  if ((await trimReplica(db)) > 0) removed = true;
  options.onProgress?.(1);
  return { ok: true, pages, changes, reset, lastMutationId, removed, membersGone };
}

/**
 * A page older than what the drain already knows: its `lastMutationId` is below the server's
 * watermark an acknowledgement reported since the pull was sent (the reply crossed the push on
 * the way). Its rows predate acknowledged writes — applying it would resurrect a deleted row or
 * roll an edit back, and the cursor would then skip the change that fixes it. Asked again (at
 * most this many times: a server that lost this client's progress answers lower for good).
 */
const MAX_STALE_RETRIES = 2;

/** Progress marks of a pull (`onProgress`): asked, answered, rows checked; storing fills the rest. */
const PULL_ASKED = 0.1;
const PULL_ANSWERED = 0.4;
const PULL_CHECKED = 0.5;
/** Progress is told after every this many rows stored. */
const PROGRESS_EVERY = 50;

export interface ApplyPageOptions extends RowCheck {
  /**
   * A page whose lastMutationId is below the one the replica knows: 'skip' returns 'stale'
   * without applying it; 'accept' applies it and takes its lastMutationId (the server insisted:
   * it lost this client's progress, and the next push renumbers). Default: apply, keep the
   * higher watermark.
   */
  stale?: 'skip' | 'accept';
  /** The pull's progress (PullOptions.onProgress): from rows checked to every row stored. */
  onProgress?: (fraction: number) => void;
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
  const verdicts = await validateChanges(page.changes, options.validateRows);
  const { onProgress } = options;
  onProgress?.(PULL_CHECKED);
  const stored = onProgress
    ? (done: number) => {
        if (done % PROGRESS_EVERY === 0 || done === page.changes.length) {
          onProgress(PULL_CHECKED + ((1 - PULL_CHECKED) * 0.95 * done) / page.changes.length);
        }
      }
    : undefined;
  let invalid: InvalidRow[] = [];
  const outcome = await db.transaction('rw', [...REPLICA_TABLES, 'outbox', 'meta'], async () => {
    invalid = [];
    const known = (await getMeta(db, 'lastMutationId')) ?? 0;
    const behind = page.lastMutationId < known || (await olderThanReplica(db, page));
    if (behind && options.stale === 'skip') return 'stale' as const;
    const pending = await pendingKeys(db);
    if (page.reset) await clearReplica(db, pending);
    invalid = await applyChanges(db, page.changes, pending, page.lastMutationId, verdicts, stored);
    await setMeta(db, 'cursor', page.cursor);
    await recordPosition(db, page);
    if (page.lastMutationId > known || (behind && options.stale === 'accept')) {
      await setMeta(db, 'lastMutationId', page.lastMutationId);
    }
    return 'applied' as const;
  });
  // Reported once the page is committed, so a retried page is not reported twice.
  if (outcome === 'applied') for (const bad of invalid) options.onInvalidRow?.(bad);
  return outcome;
}

/** A page read from a snapshot older than one the replica already holds (live changes). */
async function olderThanReplica(db: MemberDb, page: PullReply): Promise<boolean> {
  if (!page.snapshot) return false;
  const held = await getMeta(db, 'snapshot');
  return held !== undefined && !covers(page.snapshot, held);
}

/** The last page of a pull says how far the replica now is (live changes start from it). */
async function recordPosition(db: MemberDb, page: PullReply): Promise<void> {
  if (page.more || !page.watermark || !page.snapshot) return;
  const snapshot = page.snapshot;
  await setMeta(db, 'watermark', page.watermark);
  await setMeta(db, 'snapshot', snapshot);
  const required = (await getMeta(db, 'requiredTxids')) ?? [];
  await setMeta(
    db,
    'requiredTxids',
    required.filter((t) => !isVisibleIn(t, snapshot)),
  );
}

/** Reset: drop the server-owned rows, keep pending ones (and the outbox, untouched). */
async function clearReplica(db: MemberDb, pending: Map<string, number>): Promise<void> {
  for (const table of REPLICA_TABLES) {
    const rows = rowsOf(db, table);
    const keep = (await rows.toArray()).filter(
      (row) => row.pending !== undefined || pending.has(rowKey(table, rowKeyOf(table, row) ?? '')),
    );
    await rows.clear();
    if (keep.length > 0) await rows.bulkPut(keep);
  }
}

/**
 * Applies server changes (a pull page or live changes) inside the caller's transaction; the puts
 * whose rows fail the check (`verdicts`: the validator's, asked before the transaction) are
 * skipped and returned.
 */
export async function applyChanges(
  db: MemberDb,
  changes: readonly Change[],
  pending: Map<string, number>,
  serverLastMutationId: number,
  verdicts?: RowVerdicts,
  /** Told how many changes are applied so far (a pull's progress). */
  onApplied?: (done: number) => void,
): Promise<InvalidRow[]> {
  const invalid: InvalidRow[] = [];
  let done = 0;
  for (const change of changes) {
    const problem = await applyChange(db, change, pending, serverLastMutationId, verdicts);
    if (problem) invalid.push(problem);
    onApplied?.(++done);
  }
  return invalid;
}

/** Applies one change; a put whose row fails the check is skipped and returned. */
async function applyChange(
  db: MemberDb,
  change: Change,
  pending: Map<string, number>,
  serverLastMutationId: number,
  verdicts: RowVerdicts | undefined,
): Promise<InvalidRow | null> {
  if (!isReplicatedEntity(change.entity)) return null; // an entity this client does not know yet
  const table = ENTITY_TABLES[change.entity];
  const rows = rowsOf(db, table);
  const key = rowKey(table, change.id);
  const newestPending = pending.get(key);
  if (change.op === 'del') {
    // Deletes win over edits: remove the row now, and a later refusal must not resurrect it.
    await rows.delete(change.id);
    if (newestPending !== undefined) {
      await rebaseUndo(db, await entriesTouching(db, key), { table, op: 'delete', id: change.id });
    }
    return null;
  }
  const problem = checkReplicaRow(change, verdicts);
  if (problem) return problem;
  const row = { ...(change.row as ReplicaRow) };
  delete row.pending;
  if (newestPending === undefined) {
    await rows.put(row);
    return null;
  }
  // Writes to this row are still in the outbox. If the server state already includes all of them
  // (their ids ≤ its lastMutationId), it is the truth; otherwise it is older than what the member
  // sees, and the optimistic row stays. Either way a refusal must now restore this state.
  await rebaseUndo(db, await entriesTouching(db, key), { table, op: 'put', row });
  if (newestPending <= serverLastMutationId) await rows.put({ ...row, pending: 1 });
  return null;
}
