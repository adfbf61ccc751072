import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { MemberDb } from '../../../client-core/local-db/member-db';
import type { SyncEngine } from '../../../client-core/sync/engine';
import {
  INITIAL_STATUS,
  SyncContext,
  type SyncHandle,
  SyncStatusContext,
  type SyncStatusView,
} from '../sync-context';

// Dexie and the engine load after the first paint, like the device database.
const loadRuntime = () => import('../member-sync');

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
    loadRuntime()
      .then(({ startMemberSync }) => {
        if (cancelled) return;
        const sync = startMemberSync(userId, { onStatus: setStatus });
        stop = sync.stop;
        setRuntime({
          db: sync.db,
          engine: sync.engine,
          flushBeforeSignOut: sync.flushBeforeSignOut,
        });
      })
      .catch((error: unknown) => console.error('Could not start sync', error));
    return () => {
      cancelled = true;
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
