// The profile a page shows: the member's own (the signed-in user, kept fresh from the replica),
// or another member's from the replica, read from the server when online and stored in the
// replica so that it opens offline next time.
import type { User } from '@greenroom/shared-model/schemas/users';
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from '../../../client-core/local-db/use-live-query';
import { loadMemberProfile } from '../../../client-core/sync/member-profile';
import { replicaReady, useMemberDb, useSyncStatus } from '../../../sync/sync-context';
import { useSignedInUser } from '../../auth/hooks/use-current-user';

export type MemberProfileState =
  | { status: 'loading' }
  | { status: 'ready'; user: User; isOwner: boolean }
  | { status: 'not-found' }
  /** Never opened on this device, and the server cannot be reached now. */
  | { status: 'offline'; retry: () => void }
  | { status: 'error'; message: string; retry: () => void };

type FetchState =
  | { kind: 'idle' | 'loading' | 'loaded' | 'not-found' | 'offline' }
  | { kind: 'error'; message: string };

export function useMemberProfile(userId: string | undefined): MemberProfileState {
  const me = useSignedInUser();
  const db = useMemberDb();
  const status = useSyncStatus();
  // A first pull (a snapshot) replaces the replica's rows: load after it, unless offline.
  const canLoad = db !== null && replicaReady(status);
  const isOwner = userId === undefined || userId === me.id;
  const id = isOwner ? me.id : userId;
  const row = useLiveQuery(
    () => (db && !isOwner ? db.users.get(id) : undefined),
    [db, id, isOwner],
  ) as User | undefined;
  // A member the viewer blocked is gone for them at once (the server removes the row too).
  const blocked = useLiveQuery(
    async () => (db && !isOwner ? (await db.blocks.get(id)) !== undefined : false),
    [db, id, isOwner],
  );
  const [fetched, setFetched] = useState<FetchState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load (Try Again).
  useEffect(() => {
    if (isOwner || !db || !canLoad) return;
    let live = true;
    setFetched({ kind: 'loading' });
    void loadMemberProfile(db, id).then((result) => {
      if (!live) return;
      if (result.ok) setFetched({ kind: 'loaded' });
      else if ('notFound' in result && result.notFound) setFetched({ kind: 'not-found' });
      else if (result.kind === 'status') {
        setFetched({ kind: 'error', message: `${result.status}: ${result.message}` });
      } else setFetched({ kind: 'offline' });
    });
    return () => {
      live = false;
    };
    // Back online: a profile that could not load is asked for again.
  }, [db, canLoad, id, isOwner, attempt, status.online]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (isOwner) return { status: 'ready', user: me, isOwner: true };
  if (blocked) return { status: 'not-found' };
  if (row) return { status: 'ready', user: row, isOwner: false };
  // Loaded once and gone from the replica since: the member deleted their account.
  if (fetched.kind === 'not-found' || fetched.kind === 'loaded') return { status: 'not-found' };
  if (fetched.kind === 'error') return { status: 'error', message: fetched.message, retry };
  if (fetched.kind === 'offline') return { status: 'offline', retry };
  return { status: 'loading' };
}
