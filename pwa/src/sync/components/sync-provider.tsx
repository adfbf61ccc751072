import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { showsKeptPage } from '../../boot/feed-first-page';
import type { MemberDb } from '../../client-core/local-db/member-db';
import { afterNextPaint, whenIdle } from '../../client-core/scheduling';
import type { SyncEngine } from '../../client-core/sync/engine';
import {
  INITIAL_STATUS,
  SyncContext,
  type SyncHandle,
  SyncStatusContext,
  type SyncStatusView,
} from '../sync-context';

// Dexie and the engine load after the first paint: their evaluation and the first pull would
// otherwise hold it up. At Home they wait for the page to be idle as well (the feed's first page
// is kept outside the replica, boot/feed-first-page.ts: the welcome card on a slow phone comes
// first); any other screen shows nothing of its own until the replica answers, so they start in
// the first task after that paint (a conversation opened cold, offline: median 287–334 → 213–271
// ms, ADR 045).
const loadRuntime = () => import('../member-sync');
const startWhen = () => (showsKeptPage(window.location.pathname) ? whenIdle : afterNextPaint);

interface Runtime {
  db: MemberDb;
  engine: SyncEngine;
  flushBeforeSignOut(): Promise<number>;
}

/**
 * Syncs the signed-in member while mounted: opens their database and starts the engine after
 * sign-in, stops both at sign-out. Mount it with `key={userId}` so another member gets a fresh
 * runtime (their own database and queue).
 */
export function SyncProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [status, setStatus] = useState<SyncStatusView>(INITIAL_STATUS);

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    const cancelWait = startWhen()(() => {
      loadRuntime()
        .then(async ({ startMemberSync, installedMemberDbVersion }) => {
          const installedVersion = await installedMemberDbVersion(userId);
          if (cancelled) return;
          // As transitions: the screens that follow the runtime re-render without blocking.
          const onStatus = (next: SyncStatusView) => startTransition(() => setStatus(next));
          const sync = startMemberSync(userId, { onStatus, installedVersion });
          stop = sync.stop;
          startTransition(() =>
            setRuntime({
              db: sync.db,
              engine: sync.engine,
              flushBeforeSignOut: sync.flushBeforeSignOut,
            }),
          );
        })
        .catch((error: unknown) => console.error('Could not start sync', error));
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [userId]);

  const handle = useMemo<SyncHandle>(
    () => ({
      userId,
      db: runtime?.db ?? null,
      engine: runtime?.engine ?? null,
      requestSync: (reason) => void runtime?.engine.requestSync(reason),
      flushBeforeSignOut: () => runtime?.flushBeforeSignOut() ?? Promise.resolve(0),
    }),
    [userId, runtime],
  );

  return (
    <SyncContext.Provider value={handle}>
      <SyncStatusContext.Provider value={status}>{children}</SyncStatusContext.Provider>
    </SyncContext.Provider>
  );
}
