// The sync runtime of the signed-in member, loaded after the first paint (it brings Dexie): opens
// the member's database, starts the engine, wires the page's triggers, and turns what happens in
// the database (refused writes, other members' queues) into toasts. `stop()` undoes all of it.
import { PROFILE_VIEW_TOAST_MS, TOAST_POST_DURATION_MS } from '@greenroom/shared-model/constants';
import { NOTIFICATION_TEXTS, profileViewedText } from '@greenroom/shared-model/texts';
import { liveQuery } from 'dexie';
import { getMeta, type MemberDb, openMemberDb } from '../client-core/local-db/member-db';
import { pendingWritesOfOtherMembers } from '../client-core/local-db/other-members';
import { defaultLocks } from '../client-core/outbox/locks';
import { whenIdle } from '../client-core/scheduling';
import { createSyncEngine, type SyncEngine, type SyncStatus } from '../client-core/sync/engine';
import { createFetchTransport } from '../client-core/sync/transport';
import { wsUrl } from '../client-core/sync/ws-client';
import {
  getAuthState,
  refreshCurrentUser,
  updateCurrentUser,
} from '../features/auth/current-user-store';
import { reportFailure } from '../features/errors/report-error';
import { readFeedPage } from '../features/home/hooks/use-feed';
import { keepPushSubscriptionCurrent } from '../features/notifications/push/push-resync';
import { offerRequiredUpdate } from '../features/pwa-install/register-sw';
import { toast } from '../ui/toast';
import { registerOutboxSync } from './background-sync';
import { flushBeforeSignOut } from './flush-before-sign-out';
import { followRemovals } from './forget-removed';
import { watchOwnProfile } from './own-profile';
import { startQueuedUploads } from './queued-uploads';
import { setServerOutOfReach } from './queued-words';
import { rejectionToast } from './rejection-texts';
import { watchRejections } from './rejection-watch';
import {
  findReplica,
  markReplicaBuilt,
  noteWritesWaiting,
  type ReplicaFinding,
} from './replica-loss';
import { schemaWorker } from './schema-worker';
import type { SyncStatusView } from './sync-context';
import { otherAccountsWaiting, SYNC_TEXTS } from './texts';

export interface MemberSync {
  db: MemberDb;
  engine: SyncEngine;
  /** One last flush before signing out; resolves to the writes still queued. */
  flushBeforeSignOut(): Promise<number>;
  stop(): void;
}

export interface MemberSyncOptions {
  onStatus(status: SyncStatusView): void;
  /** The member database's version on this device (installedMemberDbVersion), when known. */
  installedVersion?: number;
}

export { installedMemberDbVersion } from '../client-core/local-db/member-db';

export function startMemberSync(userId: string, options: MemberSyncOptions): MemberSync {
  const db = openMemberDb(userId, { installedVersion: options.installedVersion });
  const locks = defaultLocks();
  const heldShown = new Set<number>();
  // A replica the browser deleted is rebuilt with a progress line (ADR 047): null when not.
  let rebuild: number | null = null;
  let pullProgress = 0;
  let lostWrites = 0;
  /** Whether the replica was found intact, new or lost (the marks are written after that). */
  let found = false;
  const removals = followRemovals(db, userId, readFeedPage);
  const engine = createSyncEngine({
    userId,
    db,
    transport: createFetchTransport(),
    locks,
    wsUrl: wsUrl(window.location),
    isOnline: () => navigator.onLine,
    validateRows: (rows) => schemaWorker().validateRows(rows),
    onInvalidRow: (bad) => console.warn('Skipped an invalid replica row', bad),
    // A write over a member's limit stays queued (sent again after the server's wait): the
    // spec's error toast with the server's message, once per write.
    onHeld: (held) => {
      if (heldShown.has(held.entry.mutationId)) return;
      heldShown.add(held.entry.mutationId);
      toast(
        rejectionToast({
          name: held.entry.name,
          status: 429,
          message: held.message,
        }),
      );
    },
    onPullProgress: (fraction) => {
      pullProgress = fraction;
      if (rebuild === null || fraction === rebuild) return;
      rebuild = fraction;
      emit();
    },
    onRowsRemoved: removals.removed,
    onLiveMessage: (message) => {
      if (message.type !== 'profile_view_notification') return;
      const { firstName, lastName } = message.data.viewer;
      toast({
        type: 'info',
        title: NOTIFICATION_TEXTS.profileViewTitle,
        description: profileViewedText(firstName, lastName),
        duration: PROFILE_VIEW_TOAST_MS,
      });
    },
  });
  const cleanups: Array<() => void> = [removals.stop];
  let engineStatus: SyncStatus = engine.status$.get();
  let otherMembersPending = 0;
  let stopped = false;

  const emit = () => {
    if (stopped) return;
    setServerOutOfReach(engineStatus.state === 'offline');
    options.onStatus({
      ...engineStatus,
      online: navigator.onLine,
      otherMembersPending,
      ready: true,
      rebuild,
      lostWrites,
    });
  };

  // ── A replica gone under a live session: rebuilt, and the writes lost with it told ───────
  const takeFinding = (finding: ReplicaFinding) => {
    found = true;
    if (finding.kind === 'lost' && engineStatus.lastSyncedAt === null) {
      rebuild = pullProgress;
      lostWrites = finding.lostWrites;
    }
    noteMarks(engineStatus);
    emit();
  };
  // The browser deleted the database under this page (Dexie's `close`): what this page counts
  // from now on is of an empty database it would open again, not of the member's queue.
  let deletedUnderUs = false;
  const onClosed = () => {
    deletedUnderUs = true;
  };
  db.on('close', onClosed);
  cleanups.push(() => db.on('close').unsubscribe(onClosed));
  /** The marks a later start reads: built once a pull completed, and the writes waiting. */
  const noteMarks = (status: SyncStatus) => {
    // A completed pull ends a rebuild, whatever became of the marks.
    if (status.lastSyncedAt !== null) rebuild = null;
    if (!found || deletedUnderUs) return;
    if (status.lastSyncedAt !== null) markReplicaBuilt(localStorage, userId);
    noteWritesWaiting(localStorage, userId, status.pending);
  };
  // Read before this page's engine counts its outbox into the marks (a new database: at once).
  if (options.installedVersion === 0) takeFinding(findReplica(localStorage, userId, false));
  else {
    void getMeta(db, 'lastSyncedAt')
      .then((at) => takeFinding(findReplica(localStorage, userId, at !== undefined)))
      .catch(() => takeFinding({ kind: 'intact' }));
  }

  // ── Status, and a paused queue after a 401 ──────────────────────────────────────────────
  cleanups.push(
    engine.status$.subscribe((status) => {
      const becameSignedOut = status.state === 'signed-out' && engineStatus.state !== 'signed-out';
      engineStatus = status;
      noteMarks(status);
      emit();
      if (becameSignedOut) void recheckSession();
      if (status.updateRequired) offerRequiredUpdate();
    }),
  );

  /**
   * The server refused our session. Ask who is signed in: if nobody, the shell signs out (and
   * this runtime stops; the queue waits in this member's database). If the same member is
   * still signed in (the session was renewed meanwhile), send the kept queue again.
   */
  async function recheckSession() {
    await refreshCurrentUser();
    const auth = getAuthState();
    if (!stopped && auth.status === 'signed-in' && auth.source === 'server') {
      if (auth.user.id === userId) void engine.resume();
    }
  }

  // ── New outbox entries (from any feature, in any tab): send them, and ask for a wake-up ────
  let newestMutationId: number | null = null;
  const outboxSub = liveQuery(
    async () => (await db.outbox.orderBy('mutationId').lastKey()) ?? 0,
  ).subscribe({
    next: (newest) => {
      const id = Number(newest);
      const grew = newestMutationId !== null && id > newestMutationId;
      newestMutationId = Math.max(newestMutationId ?? 0, id);
      if (!grew) return;
      void registerOutboxSync();
      void engine.requestSync('enqueue');
    },
    error: (error) => console.warn('Outbox watch failed', error),
  });
  cleanups.push(() => outboxSub.unsubscribe());

  // ── Writes refused for good (by this page's drain, another tab's, or the service worker) ──
  cleanups.push(
    watchRejections({
      db,
      userId,
      storage: localStorage,
      show: (rejection) => {
        toast(rejectionToast(rejection));
        reportFailure('mutation_error', `${rejection.status}: ${rejection.message}`, {
          variables: { method: rejection.method, path: rejection.path },
        });
      },
    }),
  );

  // ── The member's own profile (their edits, optimistic or acknowledged) in the header ─────
  cleanups.push(watchOwnProfile({ db, userId, update: updateCurrentUser }));

  /** Work that can wait for the page's next idle moment: each in a task of its own, not in
   * this one (a long task on a slow phone). */
  const whenIdleStart = (begin: () => (() => void) | undefined) => {
    let end: (() => void) | undefined;
    const cancel = whenIdle(() => {
      if (!stopped) end = begin();
    });
    cleanups.push(() => {
      cancel();
      end?.();
    });
  };
  whenIdleStart(keepPushSubscriptionCurrent);

  // ── Files chosen offline, uploaded when the network is back ─────────────────────────────
  whenIdleStart(() => startQueuedUploads(db, userId));

  // ── Another member's queue on this device ───────────────────────────────────────────────
  const checkOtherMembers = () =>
    pendingWritesOfOtherMembers(userId)
      .then((others) => {
        otherMembersPending = others.reduce((sum, o) => sum + o.pending, 0);
        emit();
        const warnedKey = `greenroom:other-pending-warned:${userId}`;
        if (stopped || otherMembersPending === 0 || sessionStorage.getItem(warnedKey)) return;
        sessionStorage.setItem(warnedKey, '1');
        toast({
          type: 'warning',
          title: SYNC_TEXTS.otherAccountsTitle,
          description: otherAccountsWaiting(otherMembersPending),
          duration: TOAST_POST_DURATION_MS,
        });
      })
      .catch((error) => console.warn('Could not check other accounts on this device', error));
  whenIdleStart(() => {
    void checkOtherMembers();
    return undefined;
  });

  // ── Triggers: page start, online, visible, (ws reconnect is wired inside the engine) ────
  const onOnline = () => {
    emit();
    void engine.requestSync('online');
  };
  // Going offline changes nothing but the status: publish it.
  const onOffline = () => {
    emit();
    void engine.requestSync('manual');
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void engine.requestSync('visible');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  cleanups.push(() => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
  });

  engine.start('page-start');
  emit();

  return {
    db,
    engine,
    flushBeforeSignOut: () =>
      flushBeforeSignOut({
        db,
        drainer: engine.drainer,
        locks,
        isOnline: () => navigator.onLine,
      }),
    stop() {
      if (stopped) return;
      stopped = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      engine.stop();
      db.close();
    },
  };
}
