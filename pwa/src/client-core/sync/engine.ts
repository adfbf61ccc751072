// Wires the drain, the pull and the live channel for one member, and publishes one status for
// the UI (pending count, last synced, last error). Framework-free: the page and the service
// worker call `requestSync(reason)` from their own events (online, visible, sync, …).
import { WS_CLOSE_SESSION_ENDED } from '@greenroom/shared-model/constants';
import { liveQuery } from 'dexie';
import { type Clock, type Random, systemClock, type TimerHandle } from '../clock';
import { getMeta, type MemberDb, type SyncState, setMeta } from '../local-db/member-db';
import {
  createDrainer,
  type Drainer,
  type DrainerStatus,
  type HeldWrite,
  type RejectedWrite,
} from '../outbox/drain';
import type { LockManagerLike } from '../outbox/locks';
import { backoffDelay, type FlushReason } from '../outbox/policy';
import { applyLiveChanges, parseLiveChanges } from './live-changes';
import { pullOnce } from './pull';
import { type RowCheck, rowCheckOf } from './replica-row-check';
import { errorMessage, isProtocolUnsupported, type SyncTransport } from './transport';
import {
  createWsClient,
  type WebSocketFactory,
  type WsClient,
  type WsInbound,
  wsUrl as wsUrlFor,
} from './ws-client';

export interface SyncStatus {
  state: SyncState;
  /** Writes not yet settled: outbox entries and queued uploads (a file chosen offline). */
  pending: number;
  lastSyncedAt: number | null;
  lastError: string | null;
  /** The server no longer speaks this app's sync protocol: show "Update available". */
  updateRequired: boolean;
}

interface StatusStream {
  get(): SyncStatus;
  /** Calls `listener` at once with the current status, then on every change. */
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

export type SyncReason = FlushReason | 'poke' | 'notification' | 'stale-screen';

export interface SyncEngineOptions extends RowCheck {
  userId: string;
  db: MemberDb;
  transport: SyncTransport;
  locks: LockManagerLike;
  clock?: Clock;
  random?: Random;
  /**
   * The live channel opens when either is given (`wsUrl` defaults to `/ws` on this origin);
   * with neither, the engine works from triggers only (e.g. in the service worker).
   */
  wsFactory?: WebSocketFactory;
  wsUrl?: string;
  /** `navigator.onLine`-like; false skips network attempts until an `online` trigger. */
  isOnline?: () => boolean;
  onRejected?: (rejected: RejectedWrite) => void;
  /** A write held back by a limit (still queued, sent again after the wait). */
  onHeld?: (held: HeldWrite) => void;
  /** `notification` and `profile_view_notification` messages (toasts, counters). */
  onLiveMessage?: (message: WsInbound) => void;
  /** Each pull's progress, 0–1 (the line of a replica being rebuilt, ADR 047). */
  onPullProgress?: (fraction: number) => void;
  /**
   * Rows left the replica (a pull or a live frame deleted some, or the window was trimmed), with
   * the members whose own row was deleted.
   */
  onRowsRemoved?: (membersGone: readonly string[]) => void;
}

export interface SyncEngine {
  start(reason?: FlushReason): void;
  stop(): void;
  /**
   * The one call for every trigger: flush the outbox, then pull. 'poke', 'notification' and
   * 'stale-screen' only pull; 'enqueue' (after a feature action) only flushes.
   */
  requestSync(reason: SyncReason): Promise<void>;
  requestPull(): Promise<void>;
  /** The same member signed in again: send the kept queue and pull. */
  resume(): Promise<void>;
  status$: StatusStream;
  drainer: Drainer;
  ws: WsClient | null;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, locks, userId } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => true);

  let drainerStatus: DrainerStatus | null = null;
  let pending = 0;
  let lastSyncedAt: number | null = null;
  let pullFailure: { kind: 'network' | 'error' | 'auth' | 'update'; message: string } | null = null;
  let pulling: Promise<void> | null = null;
  let pullAgain = false;
  let pullAttempt = 0;
  let pullRetryTimer: TimerHandle | null = null;
  let started = false;
  let stopped = false;
  const cleanups: Array<() => void> = [];
  const listeners = new Set<(status: SyncStatus) => void>();
  let status: SyncStatus = {
    state: 'idle',
    pending: 0,
    lastSyncedAt: null,
    lastError: null,
    updateRequired: false,
  };
  const rowCheck = rowCheckOf(options);
  /**
   * Which came last, the start of a pull that failed for the network or the server answering a
   * push: an answer since then means the server is back, whatever the pull's backoff says. A write
   * made meanwhile is not told it waits for the network, and the pull is asked for at once.
   */
  let order = 0;
  let pullFailedAt = 0;
  let answeredAt = 0;
  const transport: SyncTransport = {
    pull: (body) => options.transport.pull(body),
    async push(body) {
      const reply = await options.transport.push(body);
      if (reply.ok || reply.kind === 'status') {
        answeredAt = ++order;
        if (pullFailure?.kind === 'network') void requestPull();
      }
      return reply;
    },
  };

  const drainer = createDrainer({
    db,
    transport,
    locks,
    clock,
    random,
    onStatus: (next) => {
      drainerStatus = next;
      publish();
    },
    ...(options.onRejected ? { onRejected: options.onRejected } : {}),
    ...(options.onHeld ? { onHeld: options.onHeld } : {}),
  });

  const location = (globalThis as { location?: { protocol: string; host: string } }).location;
  const url = options.wsUrl ?? (options.wsFactory && location ? wsUrlFor(location) : undefined);
  const ws =
    url !== undefined
      ? createWsClient({
          url,
          userId,
          clock,
          random,
          ...(options.wsFactory ? { factory: options.wsFactory } : {}),
        })
      : null;

  /** The pull failed for the network, but the server has answered a push since it started. */
  function pullFailureAnswered(): boolean {
    return pullFailure?.kind === 'network' && answeredAt > pullFailedAt;
  }

  function computeState(): SyncState {
    if (drainerStatus?.pausedForAuth || pullFailure?.kind === 'auth') return 'signed-out';
    if (!isOnline()) return 'offline';
    if (drainerStatus?.running || pulling) return 'syncing';
    const pullOutOfReach = pullFailure?.kind === 'network' && !pullFailureAnswered();
    if (drainerStatus?.lastFailure === 'network' || pullOutOfReach) return 'offline';
    if (drainerStatus?.lastFailure || (pullFailure && pullFailure.kind !== 'network')) {
      return 'error';
    }
    return 'idle';
  }

  function publish(): void {
    const next: SyncStatus = {
      state: computeState(),
      pending,
      lastSyncedAt,
      lastError: drainerStatus?.lastError ?? pullFailure?.message ?? null,
      updateRequired: drainerStatus?.updateRequired === true || pullFailure?.kind === 'update',
    };
    const changed =
      next.updateRequired !== status.updateRequired ||
      next.state !== status.state ||
      next.pending !== status.pending ||
      next.lastSyncedAt !== status.lastSyncedAt ||
      next.lastError !== status.lastError;
    if (!changed) return;
    const persist = next.state !== status.state || next.lastError !== status.lastError;
    status = next;
    for (const listener of listeners) listener(status);
    if (persist && !stopped) {
      // Shared with other contexts (the SW's state is visible to the page through meta).
      void db
        .transaction('rw', db.meta, async () => {
          await setMeta(db, 'syncState', next.state);
          await setMeta(db, 'lastError', next.lastError);
        })
        .catch(() => {});
    }
  }

  async function runPull(): Promise<void> {
    // A pull that started before the server's last answer and then failed says nothing new.
    const startedAt = ++order;
    const result = await locks
      .request(`greenroom-pull:${db.name}`, {}, () =>
        pullOnce({
          db,
          transport,
          now: clock.now,
          ...rowCheck,
          ...(options.onPullProgress ? { onProgress: options.onPullProgress } : {}),
        }),
      )
      .catch((error: unknown) => ({ ok: 'thrown' as const, error }));
    if (result.ok === true) {
      pullFailure = null;
      pullAttempt = 0;
      lastSyncedAt = clock.now();
      if (result.removed) options.onRowsRemoved?.(result.membersGone);
      return;
    }
    if (result.ok === 'thrown') {
      pullFailure = { kind: 'error', message: errorMessage(result.error) };
    } else if (result.failure.kind === 'network') {
      pullFailure = { kind: 'network', message: result.failure.message };
      pullFailedAt = startedAt;
    } else if (result.failure.status === 401) {
      pullFailure = { kind: 'auth', message: result.failure.message };
      return; // waits for resume()
    } else if (isProtocolUnsupported(result.failure)) {
      pullFailure = { kind: 'update', message: result.failure.message };
      return; // no retry: only an update of the app helps
    } else {
      pullFailure = {
        kind: 'error',
        message: `${result.failure.status} ${result.failure.message}`,
      };
    }
    schedulePullRetry(
      result.ok === false && result.failure.kind === 'status'
        ? result.failure.retryAfterMs
        : undefined,
    );
  }

  function schedulePullRetry(retryAfterMs?: number): void {
    if (stopped || pullRetryTimer !== null) return;
    const delay = Math.max(retryAfterMs ?? 0, backoffDelay(pullAttempt++, random));
    pullRetryTimer = clock.setTimeout(() => {
      pullRetryTimer = null;
      return requestPull();
    }, delay);
  }

  /**
   * Leading edge, coalesced: with no pull in flight, pull at once; any number of requests while
   * one is in flight make exactly one follow-up pull right after it (a burst costs ≤ 2 pulls, and
   * the first change shows without waiting for the burst to end).
   */
  function requestPull(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pullFailure?.kind === 'auth' || pullFailure?.kind === 'update') return Promise.resolve();
    if (pulling) {
      pullAgain = true;
      return pulling;
    }
    pulling = (async () => {
      try {
        do {
          pullAgain = false;
          if (pullRetryTimer !== null) {
            clock.clearTimeout(pullRetryTimer);
            pullRetryTimer = null;
          }
          await runPull();
          publish();
          // A pull asked for meanwhile runs after a success, and after a network failure older
          // than the server's last answer (the answer's own request for a pull, not its backoff).
        } while (pullAgain && !stopped && (pullFailure === null || pullFailureAnswered()));
      } finally {
        pulling = null;
        publish();
      }
    })();
    publish();
    return pulling;
  }

  /**
   * A poke: its live changes are applied at once when they follow on from the replica;
   * otherwise (none, a gap, a pull under way) it is a reason to pull.
   */
  async function onPoke(payload: unknown): Promise<void> {
    const live = parseLiveChanges(payload);
    if (stopped || !live || pulling || pullFailure !== null) return requestSync('poke');
    const outcome = await applyLiveChanges(db, live, rowCheck).catch(() => 'gap' as const);
    if (outcome === 'gap') return requestSync('poke');
    const deleted = live.changes.filter((change) => change.op === 'del');
    if (deleted.length > 0) {
      options.onRowsRemoved?.(deleted.flatMap((c) => (c.entity === 'user' ? [c.id] : [])));
    }
    lastSyncedAt = clock.now();
    publish();
  }

  async function requestSync(reason: SyncReason): Promise<void> {
    if (stopped) return;
    if (!isOnline() && reason !== 'online') {
      publish();
      return;
    }
    if (reason !== 'poke' && reason !== 'notification' && reason !== 'stale-screen') {
      await drainer.requestFlush(reason);
    }
    // After a local write only the push is due: the server pokes us once it has committed.
    if (reason !== 'enqueue') await requestPull();
  }

  return {
    start(reason: FlushReason = 'page-start') {
      if (started || stopped) return;
      started = true;
      // Every write not yet sent: the outbox, and the files chosen offline whose write is queued
      // only once they are uploaded (an image post, a portfolio piece).
      const subscription = liveQuery(
        async () => (await db.outbox.count()) + (await db.queuedUploads.count()),
      ).subscribe({
        next: (count) => {
          pending = count;
          publish();
        },
        error: () => {},
      });
      cleanups.push(() => subscription.unsubscribe());
      void getMeta(db, 'lastSyncedAt')
        .then((at) => {
          if (at !== undefined && lastSyncedAt === null) {
            lastSyncedAt = at;
            publish();
          }
        })
        .catch(() => {});
      if (ws) {
        cleanups.push(ws.on('poke', (message) => void onPoke(message.live)));
        // A notification's row comes in the live frame of the same commit (its poke pulls when
        // the frame does not follow on): no pull of its own, which would make the frame arrive
        // during that pull and pull once more (a message took two pulls, ADR 045).
        cleanups.push(ws.on('notification', (message) => options.onLiveMessage?.(message)));
        cleanups.push(
          ws.on('profile_view_notification', (message) => {
            options.onLiveMessage?.(message);
            void requestSync('notification');
          }),
        );
        // Pokes sent while the socket was down are lost: every (re)open flushes and pulls.
        cleanups.push(ws.onOpen(() => void requestSync('ws-reconnect')));
        // The server ended this session (signed out elsewhere, suspended): a pull finds out for
        // sure (401), and the member is signed out at once rather than at their next write.
        cleanups.push(
          ws.onClose((code) => {
            if (code === WS_CLOSE_SESSION_ENDED) void requestPull();
          }),
        );
        ws.start();
      }
      void requestSync(reason);
    },
    stop() {
      stopped = true;
      drainer.dispose();
      ws?.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
      if (pullRetryTimer !== null) clock.clearTimeout(pullRetryTimer);
      pullRetryTimer = null;
      listeners.clear();
    },
    requestSync,
    requestPull,
    async resume() {
      if (pullFailure?.kind === 'auth') pullFailure = null;
      await drainer.resume();
      await requestPull();
    },
    status$: {
      get: () => status,
      subscribe(listener) {
        listeners.add(listener);
        listener(status);
        return () => listeners.delete(listener);
      },
    },
    drainer,
    ws,
  };
}
