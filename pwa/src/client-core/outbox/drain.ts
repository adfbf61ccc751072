// The single flusher of the outbox. Runs under the Web Lock `greenroom-outbox` so that only one
// tab or the service worker sends; sends batches in mutationId order; deletes an entry only once
// the server has settled it (ack or final refusal).
import {
  OUTBOX_LOCK_NAME,
  PROTOCOL_VERSION,
  PUSH_BATCH_MAX,
  SYNC_BACKOFF_BASE_MS,
} from '@greenroom/shared-model/constants';
import { REPLICA_TABLES, rowKeyOf } from '@greenroom/shared-model/entities';
import type { Mutation, MutationResult, PushReply } from '@greenroom/shared-model/schemas/sync';
import { type Clock, type Random, systemClock, type TimerHandle } from '../clock';
import {
  ensureClientId,
  getMeta,
  type MemberDb,
  type OutboxEntry,
  type ReplicaRow,
  type ReplicaTableName,
  setMeta,
} from '../local-db/member-db';
import { errorMessage, isProtocolUnsupported, type SyncTransport } from '../sync/transport';
import type { LockManagerLike } from './locks';
import { entriesTouching, rebaseUndo } from './pending';
import {
  backoffDelay,
  classifyPushFailure,
  classifyResult,
  type DrainOutcome,
  decide,
  type FlushReason,
  initialRetryState,
  mayStart,
  type RetryState,
} from './policy';
import { applyReplicaOps, opKey, rowsOf, withoutPending } from './undo';

export interface RejectedWrite {
  entry: OutboxEntry;
  status: number;
  message: string;
}

/** A write the server held back for a while (429 of a write limit): kept, sent again later. */
export interface HeldWrite {
  entry: OutboxEntry;
  message: string;
  /** When the server said to try again (its retryAfterSeconds), if it did. */
  retryAfterMs?: number;
}

export interface DrainerStatus {
  running: boolean;
  pausedForAuth: boolean;
  /** When the next retry is due (epoch ms), or null. */
  retryAt: number | null;
  /** Kind of the last failure; null after a successful drain. */
  lastFailure: 'network' | 'server' | 'local' | 'auth' | 'update' | null;
  /** The server no longer speaks this app's protocol: nothing is sent until the app updates. */
  updateRequired: boolean;
  lastError: string | null;
}

export type FlushResult =
  | 'drained'
  | 'busy'
  | 'paused'
  | 'backoff'
  | 'retry-scheduled'
  | 'signed-out'
  | 'update-required'
  | 'disposed'
  /** Could not even start (the local database failed); nothing was sent. */
  | 'failed';

export interface DrainerOptions {
  db: MemberDb;
  transport: Pick<SyncTransport, 'push'>;
  locks: LockManagerLike;
  clock?: Clock;
  random?: Random;
  /** A write the server refused for good: rolled back already; show the spec's toast. */
  onRejected?: (rejected: RejectedWrite) => void;
  /** A write over a limit (429 with a message): still queued; show the message. */
  onHeld?: (held: HeldWrite) => void;
  onStatus?: (status: DrainerStatus) => void;
  batchMax?: number;
  lockName?: string;
}

export interface Drainer {
  /** The single entry point of every trigger (page/SW start, online, visible, ws, timer, sync). */
  requestFlush(reason: FlushReason): Promise<FlushResult>;
  /** The same member signed in again after a 401: send again. */
  resume(): Promise<FlushResult>;
  status(): DrainerStatus;
  dispose(): void;
}

type Stop =
  | {
      kind: 'transient';
      message: string;
      failure: 'network' | 'server' | 'local';
      retryAfterMs?: number;
    }
  | { kind: 'auth'; message: string }
  | { kind: 'update'; message: string };

interface Settlement {
  settled: number;
  stop: Stop | null;
  rejected: RejectedWrite[];
  held: HeldWrite | null;
  /** The server's lastMutationId is below our oldest entry − 1: it lost our progress. */
  gap: boolean;
}

export function createDrainer(options: DrainerOptions): Drainer {
  const { db, transport, locks } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const batchMax = Math.min(options.batchMax ?? PUSH_BATCH_MAX, PUSH_BATCH_MAX);
  const lockName = options.lockName ?? OUTBOX_LOCK_NAME;

  let retry: RetryState = initialRetryState;
  let timer: TimerHandle | null = null;
  let disposed = false;
  /** This drainer holds the lock (a 'busy' then means our own drain is running). */
  let holding = false;
  let current: DrainerStatus = {
    running: false,
    pausedForAuth: false,
    retryAt: null,
    lastFailure: null,
    lastError: null,
    updateRequired: false,
  };

  function emit(patch: Partial<DrainerStatus>): void {
    current = {
      ...current,
      ...patch,
      pausedForAuth: retry.pausedForAuth,
      retryAt: retry.retryAt,
    };
    options.onStatus?.(current);
  }

  function clearTimer(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function step(outcome: DrainOutcome) {
    const next = decide(retry, outcome, clock.now(), random);
    retry = next.state;
    return next.decision;
  }

  async function requestFlush(reason: FlushReason): Promise<FlushResult> {
    if (disposed) return 'disposed';
    if (current.updateRequired) return 'update-required';
    if (!mayStart(retry, reason, clock.now())) return retry.pausedForAuth ? 'paused' : 'backoff';
    try {
      const result = await locks.request(lockName, { ifAvailable: true }, async (lock) => {
        if (!lock) return 'busy' as const;
        holding = true;
        clearTimer();
        retry = { ...retry, retryAt: null };
        emit({ running: true });
        try {
          return await drainLocked();
        } catch (error) {
          // A local failure (IndexedDB connection lost, database closed): keep everything and
          // try again later, like a network failure.
          if (disposed) return 'disposed';
          return await stopWith(
            { kind: 'transient', message: errorMessage(error), failure: 'local' },
            false,
          );
        } finally {
          holding = false;
          emit({ running: false });
        }
      });
      if (result === 'busy' && !holding) await recheckWhileBusy();
      // Entries enqueued after our last read but before the lock was released: go again.
      if (result === 'drained' && !disposed && (await db.outbox.count()) > 0) {
        return requestFlush('rerun');
      }
      return result;
    } catch (error) {
      emit({ running: false, lastFailure: 'local', lastError: errorMessage(error) });
      return 'failed';
    }
  }

  /**
   * Another context (a tab, the service worker) holds the lock and is sending. If its attempt
   * fails, its retry may never come (a worker's timer dies with the worker): look again later
   * rather than wait for the next trigger. Our own backoff timer, when set, already does.
   */
  async function recheckWhileBusy(): Promise<void> {
    if (disposed || timer !== null || (await db.outbox.count()) === 0) return;
    const delay = Math.max(SYNC_BACKOFF_BASE_MS, backoffDelay(retry.attempt, random));
    timer = clock.setTimeout(() => {
      timer = null;
      return requestFlush('backoff').catch(() => 'disposed');
    }, delay);
  }

  async function drainLocked(): Promise<FlushResult> {
    const clientId = await ensureClientId(db);
    let batchSize = batchMax;
    let renumbered = false;
    for (;;) {
      if (disposed) return 'disposed';
      const entries = await db.outbox.limit(batchSize).toArray();
      const first = entries[0];
      if (!first) {
        step({ kind: 'drained' });
        emit({ lastFailure: null, lastError: null });
        return 'drained';
      }
      const reply = await transport.push({
        clientId,
        protocolVersion: PROTOCOL_VERSION,
        mutations: entries.map(toMutation),
      });
      if (!reply.ok) {
        if (isProtocolUnsupported(reply))
          return stopWith({ kind: 'update', message: reply.message }, false);
        const failureClass = classifyPushFailure(reply);
        if (failureClass === 'shrink') {
          if (entries.length > 1) {
            batchSize = Math.max(1, Math.floor(entries.length / 2));
            continue;
          }
          // Even alone it is too large for the server: refused for good.
          const rejected = await settle(entries, {
            lastMutationId: 0,
            results: [{ id: first.mutationId, status: 413, body: { message: reply.message } }],
          });
          notifyRejected(rejected.rejected);
          // The server never saw that id: close the hole so the next entry is not a gap.
          await renumberFrom(first.mutationId, null);
          batchSize = batchMax;
          continue;
        }
        const stop: Stop =
          failureClass === 'auth'
            ? { kind: 'auth', message: reply.message }
            : {
                kind: 'transient',
                message:
                  reply.kind === 'network' ? reply.message : `${reply.status} ${reply.message}`,
                failure: reply.kind === 'network' ? 'network' : 'server',
                ...(reply.kind === 'status' && reply.retryAfterMs !== undefined
                  ? { retryAfterMs: reply.retryAfterMs }
                  : {}),
              };
        await noteAttempt(first, stop.message);
        return stopWith(stop, false);
      }
      const settlement = await settle(entries, reply.value);
      notifyRejected(settlement.rejected);
      if (settlement.held) options.onHeld?.(settlement.held);
      if (settlement.stop) return stopWith(settlement.stop, settlement.settled > 0);
      if (settlement.settled > 0) {
        step({ kind: 'progress' });
        continue;
      }
      if (settlement.gap && !renumbered) {
        renumbered = true;
        await renumberFrom(reply.value.lastMutationId + 1, reply.value.lastMutationId);
        continue;
      }
      // The server settled nothing and said nothing: treat as a passing failure.
      const stop: Stop = {
        kind: 'transient',
        message: 'Push made no progress',
        failure: 'server',
      };
      await noteAttempt(first, stop.message);
      return stopWith(stop, false);
    }
  }

  async function stopWith(stop: Stop, progressed: boolean): Promise<FlushResult> {
    if (stop.kind === 'update') {
      // No retry: every attempt would get the same answer until the app updates.
      clearTimer();
      emit({ lastFailure: 'update', lastError: stop.message, updateRequired: true });
      return 'update-required';
    }
    if (stop.kind === 'auth') {
      step({ kind: 'unauthorized' });
      await setMeta(db, 'syncState', 'signed-out');
      emit({ lastFailure: 'auth', lastError: stop.message });
      return 'signed-out';
    }
    const decision = step({
      kind: 'transient',
      progressed,
      ...(stop.retryAfterMs !== undefined ? { retryAfterMs: stop.retryAfterMs } : {}),
    });
    if (decision.action === 'retry') {
      clearTimer();
      // Returns the promise so that a test clock can await the retry.
      timer = clock.setTimeout(() => {
        timer = null;
        return requestFlush('backoff').catch(() => 'disposed');
      }, decision.delayMs);
    }
    emit({ lastFailure: stop.failure, lastError: stop.message });
    return 'retry-scheduled';
  }

  /** Settles the batch from one push reply, in ONE transaction. */
  async function settle(entries: OutboxEntry[], reply: PushReply): Promise<Settlement> {
    const byId = new Map<number, MutationResult>();
    for (const result of reply.results) byId.set(result.id, result);
    const out: Settlement = { settled: 0, stop: null, rejected: [], held: null, gap: false };
    const scope = [...REPLICA_TABLES, 'outbox', 'meta', 'rejections'];
    await db.transaction('rw', scope, async () => {
      // Reply rows come from this commit: live changes must be at least this new to apply.
      if (reply.txid) {
        const required = (await getMeta(db, 'requiredTxids')) ?? [];
        await setMeta(db, 'requiredTxids', [...required, reply.txid]);
      }
      for (const sent of entries) {
        // Re-read: a pull or an earlier settlement may have rebased its undo since it was sent.
        const entry = await db.outbox.get(sent.mutationId);
        if (!entry) continue;
        const recorded = entry.mutationId <= reply.lastMutationId;
        const result = byId.get(entry.mutationId);
        if (!result) {
          if (recorded) {
            await acknowledge(entry, undefined);
            out.settled++;
            continue;
          }
          out.gap = out.settled === 0 && reply.lastMutationId < entry.mutationId - 1;
          break;
        }
        const resultClass = classifyResult(result.status, recorded, entry.method);
        if (resultClass === 'ack') {
          await acknowledge(entry, result.body);
          out.settled++;
        } else if (resultClass === 'reject') {
          const message = messageFrom(result.body) ?? `HTTP ${result.status}`;
          await reject(entry, result.status, message);
          out.rejected.push({ entry, status: result.status, message });
          out.settled++;
        } else {
          const message = `${result.status} ${messageFrom(result.body) ?? ''}`.trim();
          const retryAfterMs = retryAfterOf(result.body);
          out.stop =
            resultClass === 'auth'
              ? { kind: 'auth', message }
              : {
                  kind: 'transient',
                  message,
                  failure: 'server',
                  ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
                };
          const said = messageFrom(result.body);
          if (result.status === 429 && said) {
            out.held = {
              entry,
              message: said,
              ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
            };
          }
          await db.outbox.update(entry.mutationId, {
            attempts: entry.attempts + 1,
            lastError: message,
          });
          break;
        }
      }
      const known = (await getMeta(db, 'lastMutationId')) ?? 0;
      if (reply.lastMutationId > known) await setMeta(db, 'lastMutationId', reply.lastMutationId);
    });
    return out;
  }

  async function acknowledge(entry: OutboxEntry, body: unknown): Promise<void> {
    await db.outbox.delete(entry.mutationId);
    const entityKey = entry.entity && entry.entityId ? `${entry.entity}:${entry.entityId}` : null;
    const replyRow =
      entry.method !== 'DELETE' &&
      entry.entity &&
      entityKey &&
      isEntity(entry.entity, body, entry.entityId)
        ? body
        : null;
    for (const key of entry.touched) {
      const later = await entriesTouching(db, key);
      const [table, id] = splitKey(key);
      const rows = rowsOf(db, table);
      if (replyRow && key === entityKey) {
        if (later.length === 0) await rows.put(withoutPending(replyRow));
        else await rebaseUndo(db, later, { table, op: 'put', row: withoutPending(replyRow) });
      } else if (entry.method === 'DELETE' && key === entityKey) {
        // The server deleted it: whatever the replica shows now, the row is gone.
        if (later.length === 0) await rows.delete(id);
        else await rebaseUndo(db, later, { table, op: 'delete', id });
      } else if (later.length === 0) {
        const row = await rows.get(id);
        if (row?.pending !== undefined) await rows.put(withoutPending(row));
      }
    }
    await adoptServerRow(entry, body, replyRow);
  }

  /**
   * A create the server answered with a row of its own (a connection request that met the other
   * member's request): ours never existed there, so theirs takes its place.
   */
  async function adoptServerRow(entry: OutboxEntry, body: unknown, replyRow: unknown) {
    if (entry.method !== 'POST' || !entry.entity || !entry.entityId || replyRow) return;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const key = rowKeyOf(entry.entity, body as Record<string, unknown>);
    if (typeof key !== 'string' || key === '' || key === entry.entityId) return;
    const rows = rowsOf(db, entry.entity);
    if ((await entriesTouching(db, `${entry.entity}:${entry.entityId}`)).length === 0) {
      await rows.delete(entry.entityId);
    }
    if ((await entriesTouching(db, `${entry.entity}:${key}`)).length === 0) {
      await rows.put(withoutPending(body as ReplicaRow));
    }
  }

  async function reject(entry: OutboxEntry, status: number, message: string): Promise<void> {
    await db.outbox.delete(entry.mutationId);
    const stillPending = new Set<string>();
    const keepAbsent = new Set<string>();
    for (const op of entry.undo) {
      const key = opKey(op);
      const later = await entriesTouching(db, key);
      if (later.length > 0) {
        stillPending.add(key);
        await rebaseUndo(db, later, op);
        // A later queued delete already removed the row: putting it back now would resurrect
        // it (and that delete's ack would then keep it). If the delete is refused too, its
        // rebased undo restores this state.
        if (op.op === 'put' && later.some((e) => e.method === 'DELETE')) keepAbsent.add(key);
      }
    }
    await applyReplicaOps(
      db,
      entry.undo.filter((op) => !keepAbsent.has(opKey(op))),
      (key) => stillPending.has(key),
    );
    const undone = new Set(entry.undo.map(opKey));
    for (const key of entry.touched) {
      if (undone.has(key) || (await entriesTouching(db, key)).length > 0) continue;
      const [table, id] = splitKey(key);
      const row = await rowsOf(db, table).get(id);
      if (row?.pending !== undefined) await rowsOf(db, table).put(withoutPending(row));
    }
    await db.rejections.add({
      mutationId: entry.mutationId,
      ...(entry.name ? { name: entry.name } : {}),
      status,
      message,
      method: entry.method,
      path: entry.path,
      at: clock.now(),
    });
  }

  async function noteAttempt(entry: OutboxEntry, message: string): Promise<void> {
    await db.outbox.update(entry.mutationId, { attempts: entry.attempts + 1, lastError: message });
  }

  /**
   * The server forgot this client's progress (restored backup, client record collected): number
   * the remaining entries on from its lastMutationId. Their idempotency keys are unchanged, so a
   * write the server did apply under its old number is still not applied twice.
   */
  async function renumberFrom(firstId: number, serverLast: number | null): Promise<void> {
    await db.transaction('rw', db.outbox, db.meta, async () => {
      const all = await db.outbox.toArray();
      await db.outbox.clear();
      let id = firstId;
      for (const entry of all) await db.outbox.add({ ...entry, mutationId: id++ });
      await setMeta(db, 'nextMutationId', id);
      if (serverLast !== null) await setMeta(db, 'lastMutationId', serverLast);
    });
  }

  function notifyRejected(rejected: RejectedWrite[]): void {
    for (const r of rejected) options.onRejected?.(r);
  }

  return {
    requestFlush,
    async resume() {
      step({ kind: 'resumed' });
      clearTimer();
      await setMeta(db, 'syncState', 'idle');
      emit({ lastFailure: null, lastError: null });
      return requestFlush('resume');
    },
    status: () => current,
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}

function toMutation(entry: OutboxEntry): Mutation {
  const mutation: Mutation = {
    id: entry.mutationId,
    key: entry.key,
    method: entry.method,
    path: entry.path,
  };
  if (entry.body !== undefined) mutation.body = entry.body;
  return mutation;
}

/** The reply is the row itself: an object whose key field holds the entry's entity id. */
function isEntity(
  table: ReplicaTableName,
  body: unknown,
  id: string | undefined,
): body is ReplicaRow {
  return (
    !!body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    rowKeyOf(table, body as Record<string, unknown>) === id
  );
}

/** A limited write's wait (the push result's body.retryAfterSeconds), in milliseconds. */
function retryAfterOf(body: unknown): number | undefined {
  const seconds = (body as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? seconds * 1000
    : undefined;
}

function messageFrom(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string') return record.message;
    if (typeof record.error === 'string') return record.error;
  }
  return undefined;
}

function splitKey(key: string): [ReplicaTableName, string] {
  const at = key.indexOf(':');
  return [key.slice(0, at) as ReplicaTableName, key.slice(at + 1)];
}
